/// The card's serial number: 24 decimal digits, on the wire one byte 0...9 per digit (spec §1.2).
public struct SerialNumber: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The 24 digit values, each 0...9.
    public let digits: [UInt8]

    /// From GET_SERIAL_NUMBER's 24 response bytes.
    ///
    /// - Throws: ``TonCardProtocolError`` unless exactly 24 bytes, each 0...9.
    public init(wireBytes: [UInt8]) throws(TonCardProtocolError) {
        guard wireBytes.count == TonCardLimits.serialNumberLength else {
            throw .invalidLength(field: "serial number", expected: "24 bytes", actual: wireBytes.count)
        }
        guard wireBytes.allSatisfy({ $0 <= 9 }) else { throw .invalidSerialNumberDigit }
        digits = wireBytes
    }

    /// From the 24-character string printed on the card.
    ///
    /// - Throws: ``TonCardProtocolError`` unless exactly 24 characters `0`...`9`.
    public init(_ text: String) throws(TonCardProtocolError) {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count == TonCardLimits.serialNumberLength else {
            throw .invalidLength(field: "serial number", expected: "24 digits", actual: scalars.count)
        }
        var values: [UInt8] = []
        values.reserveCapacity(scalars.count)
        for scalar in scalars {
            guard ("0"..."9").contains(scalar) else { throw .invalidSerialNumberDigit }
            values.append(UInt8(scalar.value - 0x30))
        }
        digits = values
    }

    /// The bytes GET_SERIAL_NUMBER returns and SET_SERIAL_NUMBER sends.
    public var wireBytes: [UInt8] { digits }

    /// The 24-digit string.
    public var description: String {
        String(decoding: digits.map { $0 + 0x30 }, as: UTF8.self)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            try self.init(text)
        } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
