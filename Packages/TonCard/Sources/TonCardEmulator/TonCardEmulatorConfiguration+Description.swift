/// Printing a configuration must not leak the activation data or the seed into logs (spec §10.0
/// redaction applies to the emulator too, §9.5), so only the non-secret fields are shown.
extension TonCardEmulatorConfiguration: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        "TonCardEmulatorConfiguration(initialState: \(initialState.rawValue), seed: \(seed == nil ? "random" : "fixed"), stateFile: \(stateFilePath ?? "none"))"
    }

    public var debugDescription: String { description }

    public var customMirror: Mirror {
        Mirror(
            self, children: ["initialState": initialState.rawValue, "stateFilePath": stateFilePath as Any],
            displayStyle: .struct)
    }
}
