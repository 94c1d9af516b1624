// The package exists to add exact decimals, amounts and byte encodings on top of
// attaswift/BigInt, not to replace it, so its integer types are part of this module's API.
@_exported import BigInt
