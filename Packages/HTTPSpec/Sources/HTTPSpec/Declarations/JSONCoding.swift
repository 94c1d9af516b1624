import Foundation

/// How JSON bodies are written and read. Coders are made per call because JSONEncoder and
/// JSONDecoder are classes with mutable settings.
public struct JSONCoding: Sendable {
    public enum KeyStrategy: Sendable {
        case useDefaultKeys
        /// `fooBar` <-> `foo_bar`.
        case snakeCase
    }

    public enum DateStrategy: Sendable {
        case deferredToDate
        case iso8601
        case secondsSince1970
        case millisecondsSince1970
    }

    public var keys: KeyStrategy
    public var dates: DateStrategy
    /// Sorted keys make request bodies reproducible, which tests and signatures rely on.
    public var sortedKeys: Bool
    /// Last-word hooks for settings not covered above.
    public var configureEncoder: (@Sendable (JSONEncoder) -> Void)?
    public var configureDecoder: (@Sendable (JSONDecoder) -> Void)?

    public init(
        keys: KeyStrategy = .useDefaultKeys, dates: DateStrategy = .deferredToDate, sortedKeys: Bool = true,
        configureEncoder: (@Sendable (JSONEncoder) -> Void)? = nil,
        configureDecoder: (@Sendable (JSONDecoder) -> Void)? = nil
    ) {
        self.keys = keys
        self.dates = dates
        self.sortedKeys = sortedKeys
        self.configureEncoder = configureEncoder
        self.configureDecoder = configureDecoder
    }

    public func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        if keys == .snakeCase { encoder.keyEncodingStrategy = .convertToSnakeCase }
        switch dates {
        case .deferredToDate: break
        case .iso8601: encoder.dateEncodingStrategy = .iso8601
        case .secondsSince1970: encoder.dateEncodingStrategy = .secondsSince1970
        case .millisecondsSince1970: encoder.dateEncodingStrategy = .millisecondsSince1970
        }
        if sortedKeys { encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes] }
        configureEncoder?(encoder)
        return encoder
    }

    public func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        if keys == .snakeCase { decoder.keyDecodingStrategy = .convertFromSnakeCase }
        switch dates {
        case .deferredToDate: break
        case .iso8601: decoder.dateDecodingStrategy = .iso8601
        case .secondsSince1970: decoder.dateDecodingStrategy = .secondsSince1970
        case .millisecondsSince1970: decoder.dateDecodingStrategy = .millisecondsSince1970
        }
        configureDecoder?(decoder)
        return decoder
    }
}
