/// Base58 with the Bitcoin alphabet (no `0`, `O`, `I`, `l`), as Bitcoin, BIP-32 extended keys
/// and EOS keys use. Each leading zero byte becomes a leading `1`.
public enum Base58 {
    /// Longest text ``decode(_:)`` accepts. Base58 conversion is quadratic in the length, so an
    /// unbounded input would let a hostile caller burn CPU; 1,024 characters is ten times the
    /// longest key or address format in use.
    public static let maxDecodedLength = 1_024

    static let alphabet = Array("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz".utf8)

    private static let values: [Int8] = {
        var table = [Int8](repeating: -1, count: 128)
        for (index, character) in alphabet.enumerated() { table[Int(character)] = Int8(index) }
        return table
    }()

    /// Base58 text of `bytes`.
    public static func encode<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let input = Array(bytes)
        let zeros = input.prefix { $0 == 0 }.count
        // Big-endian base-58 digits of the number, built by repeated multiply-and-add.
        var digits: [UInt8] = []
        digits.reserveCapacity(input.count * 138 / 100 + 1)
        for byte in input[zeros...] {
            var carry = Int(byte)
            for index in digits.indices.reversed() {
                carry += Int(digits[index]) << 8
                digits[index] = UInt8(carry % 58)
                carry /= 58
            }
            while carry > 0 {
                digits.insert(UInt8(carry % 58), at: 0)
                carry /= 58
            }
        }
        var output = [UInt8](repeating: alphabet[0], count: zeros)
        output.append(contentsOf: digits.map { alphabet[Int($0)] })
        return String(decoding: output, as: UTF8.self)
    }

    /// The bytes of base58 text.
    ///
    /// - Throws: ``EncodingError/invalidCharacter(encoding:character:position:)`` for the first
    ///   character outside the alphabet; ``EncodingError/inputTooLong(encoding:length:limit:)``
    ///   beyond ``maxDecodedLength``.
    public static func decode(_ text: String) throws(EncodingError) -> [UInt8] {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count <= maxDecodedLength else {
            throw .inputTooLong(encoding: "base58", length: scalars.count, limit: maxDecodedLength)
        }
        var values: [UInt8] = []
        values.reserveCapacity(scalars.count)
        for (position, scalar) in scalars.enumerated() {
            guard scalar.value < 128, Self.values[Int(scalar.value)] >= 0 else {
                throw .invalidCharacter(encoding: "base58", character: scalar, position: position)
            }
            values.append(UInt8(Self.values[Int(scalar.value)]))
        }
        let zeros = values.prefix { $0 == 0 }.count
        var bytes: [UInt8] = []
        bytes.reserveCapacity(values.count * 733 / 1000 + 1)
        for value in values[zeros...] {
            var carry = Int(value)
            for index in bytes.indices.reversed() {
                carry += Int(bytes[index]) * 58
                bytes[index] = UInt8(truncatingIfNeeded: carry)
                carry >>= 8
            }
            while carry > 0 {
                bytes.insert(UInt8(truncatingIfNeeded: carry), at: 0)
                carry >>= 8
            }
        }
        return [UInt8](repeating: 0, count: zeros) + bytes
    }
}
