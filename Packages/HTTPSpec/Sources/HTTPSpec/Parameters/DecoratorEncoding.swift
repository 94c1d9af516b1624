/// Every decorator encodes as the value it holds. That lets an input type be `Encodable`, which
/// lets the client read its decorators without reflection (`InputReader`), and an input encoded
/// with a `JSONEncoder` still gives plain values (`{"symbol":"ICP"}`), not wrapper structures.
extension Path: Encodable where Value: Encodable {
    public func encode(to encoder: any Encoder) throws { try encodeValue(wrappedValue, to: encoder) }
}

extension Query: Encodable where Value: Encodable {
    public func encode(to encoder: any Encoder) throws { try encodeValue(wrappedValue, to: encoder) }
}

extension QueryMap: Encodable {
    public func encode(to encoder: any Encoder) throws { try encodeValue(wrappedValue, to: encoder) }
}

extension Header: Encodable where Value: Encodable {
    public func encode(to encoder: any Encoder) throws { try encodeValue(wrappedValue, to: encoder) }
}

extension Body: Encodable where Value: Encodable {
    public func encode(to encoder: any Encoder) throws { try encodeValue(wrappedValue, to: encoder) }
}

extension Field: Encodable where Value: Encodable {
    public func encode(to encoder: any Encoder) throws { try encodeValue(wrappedValue, to: encoder) }
}

extension Part: Encodable where Value: Encodable {
    public func encode(to encoder: any Encoder) throws { try encodeValue(wrappedValue, to: encoder) }
}

extension HostURL: Encodable {
    public func encode(to encoder: any Encoder) throws { try encodeValue(wrappedValue, to: encoder) }
}

extension AbsolutePath: Encodable {
    public func encode(to encoder: any Encoder) throws { try encodeValue(wrappedValue, to: encoder) }
}

/// Encoded as the header value it stands for, `"Bearer abc"`.
extension Authorization: Encodable {
    public func encode(to encoder: any Encoder) throws { try encodeValue(queryValues.joined(), to: encoder) }
}

private func encodeValue(_ value: some Encodable, to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
}
