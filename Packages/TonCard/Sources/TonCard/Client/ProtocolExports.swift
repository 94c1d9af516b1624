// The client's public API speaks the protocol module's types (`SerialNumber`,
// `TonCardStatusWord`, `TonAppletState`, …), and the package ships no `TonCardProtocol` product of
// its own, so the client re-exports it: `import TonCard` is all an app needs.
@_exported import TonCardProtocol
