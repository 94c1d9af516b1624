// The package exists to add exact decimals, amounts and byte encodings on top of
// attaswift/BigInt, not to replace it, so its integer types are part of this module's API.
@_exported import BigInt
// LEB128 and SLEB128 read from ByteTools' `ByteReader` and fixed-width conversions take its
// `Endianness`: those types are part of this module's API, so `import BigNum` brings them too.
@_exported import ByteTools
