/// Reads the decorated properties of an `Encodable` input by running its `encode(to:)`: the
/// compiler-synthesized conformance hands over every stored property, wrapper included, under
/// the property's name and in declaration order, without the per-field type demangling that
/// makes a `Mirror` walk the largest cost of building a request.
///
/// Only the top level is read. Values that are not decorators are ignored without encoding
/// them. An input that encodes itself in any other shape (an unkeyed or single-value container,
/// or a nested one holding decorators) makes `collect` return nil, and the caller falls back to
/// reflection.
final class ParameterCollector: Encoder {
    private(set) var parameters: [(name: String, parameter: any RequestParameter)] = []
    /// Set when the input used a container shape other than one flat keyed container.
    fileprivate var unsupported = false

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    private init() {}

    /// The decorators of `input` in the order its encoding visits them, or nil when its
    /// encoding cannot be read this way.
    static func collect(_ input: some Encodable) -> [(name: String, parameter: any RequestParameter)]? {
        let collector = ParameterCollector()
        do {
            try input.encode(to: collector)
        } catch {
            return nil
        }
        return collector.unsupported ? nil : collector.parameters
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(TopLevelContainer(collector: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        unsupported = true
        return RefusingContainer()
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        unsupported = true
        return RefusingContainer()
    }

    fileprivate func record(_ parameter: any RequestParameter, name: String) {
        parameters.append((name, parameter))
    }
}

/// The input's own keyed container: decorators are recorded, everything else is skipped.
private struct TopLevelContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let collector: ParameterCollector
    var codingPath: [any CodingKey] { [] }

    /// Plain values (and the standard library's defaults route every primitive here) are not
    /// decorators and are skipped.
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        if let parameter = value as? any RequestParameter { collector.record(parameter, name: key.stringValue) }
    }

    mutating func encodeNil(forKey key: Key) throws {}

    // Nested shapes could hide decorators where reflection would not look; refuse them.
    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        collector.unsupported = true
        return KeyedEncodingContainer(RefusingKeyedContainer())
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        collector.unsupported = true
        return RefusingContainer()
    }

    mutating func superEncoder() -> any Encoder {
        collector.unsupported = true
        return collector
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        collector.unsupported = true
        return collector
    }
}

/// Thrown by containers the collector cannot read, so the encoding stops early.
private struct UnreadableShape: Error {}

/// Any keyed container below the top level: every write stops the encoding.
private struct RefusingKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { throw UnreadableShape() }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { throw UnreadableShape() }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(RefusingKeyedContainer<NestedKey>())
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { RefusingContainer() }
    mutating func superEncoder() -> any Encoder { RefusingEncoder() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { RefusingEncoder() }
}

/// Unkeyed and single-value containers: every write stops the encoding.
private struct RefusingContainer: UnkeyedEncodingContainer, SingleValueEncodingContainer {
    var codingPath: [any CodingKey] { [] }
    var count: Int { 0 }

    mutating func encodeNil() throws { throw UnreadableShape() }
    mutating func encode<T: Encodable>(_ value: T) throws { throw UnreadableShape() }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        KeyedEncodingContainer(RefusingKeyedContainer<NestedKey>())
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { RefusingContainer() }
    mutating func superEncoder() -> any Encoder { RefusingEncoder() }
}

/// The encoder handed out below the top level.
private struct RefusingEncoder: Encoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(RefusingKeyedContainer())
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { RefusingContainer() }
    func singleValueContainer() -> any SingleValueEncodingContainer { RefusingContainer() }
}
