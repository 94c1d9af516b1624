import ByteTools
import TonCardProtocol

/// Stores a byte array in the state file as one hex string instead of a JSON array of numbers:
/// the file stays about half the size (it is rewritten after every changing command) and a
/// person can read it.
@propertyWrapper
struct HexCoded: Codable, Equatable, Sendable {
    var wrappedValue: [UInt8]

    init(wrappedValue: [UInt8]) {
        self.wrappedValue = wrappedValue
    }

    init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let bytes = (try? Hex.decode(text)) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not a hex string"))
        }
        wrappedValue = bytes
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Hex.encode(wrappedValue, uppercase: true))
    }
}

/// ``HexCoded`` for optional byte arrays: `null` when absent.
@propertyWrapper
struct OptionalHexCoded: Codable, Equatable, Sendable {
    var wrappedValue: [UInt8]?

    init(wrappedValue: [UInt8]?) {
        self.wrappedValue = wrappedValue
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            wrappedValue = nil
            return
        }
        guard let bytes = (try? Hex.decode(try container.decode(String.self))) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not a hex string"))
        }
        wrappedValue = bytes
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let bytes = wrappedValue {
            try container.encode(Hex.encode(bytes, uppercase: true))
        } else {
            try container.encodeNil()
        }
    }
}
