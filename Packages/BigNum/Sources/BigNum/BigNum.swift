// BigNum builds exact decimals, amounts and byte encodings on top of attaswift/BigInt without
// re-exporting it: a file that names `BigUInt` or `BigInt` imports BigInt itself, and its target
// declares the BigInt product.
// LEB128 and SLEB128 read from ByteTools' `ByteReader` and fixed-width conversions take its
// `Endianness`: those types are part of this module's API, so `import BigNum` brings them too.
@_exported import ByteTools
