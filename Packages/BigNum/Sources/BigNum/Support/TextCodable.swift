/// A value whose `Codable` form is its exact text form (`"12.3400"`, `"1.5 gwei"`, `"4,EOS"`):
/// it encodes its `description` and decodes through ``init(text:)``.
///
/// JSON numbers are never used: by the time a decoder sees one it has usually passed through a
/// binary floating-point value, which is exactly the loss these types exist to prevent. Decoding
/// errors carry the parser's message, which names the offending character. Public so that types
/// built on these numbers in other packages (EOS assets and symbols) are Codable the same way.
public protocol TextCodable: Codable, CustomStringConvertible {
    associatedtype ParseError: Error & CustomStringConvertible
    /// Parses the text form that `description` writes.
    init(text: String) throws(ParseError)
}

extension TextCodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(text: text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
