import Foundation

/// Replaces the scheme, host and port of the API's base URL for this call (the base URL's
/// path is kept). NetworkKit's `@Host` ignored its argument. Named `HostURL` because
/// Foundation's `Host` class makes a bare `@Host` ambiguous wherever Foundation is imported;
/// `@HTTPSpec.Host` spells the same decorator.
@propertyWrapper
public struct HostURL: Sendable, RequestParameter {
    public var wrappedValue: URL?

    public init(wrappedValue: URL?) { self.wrappedValue = wrappedValue }

    func apply(to builder: inout RequestBuilder, propertyName: String) throws(HTTPError) {
        if let wrappedValue { builder.host = wrappedValue }
    }
}

/// Replaces the whole path (from the root of the host, ignoring the base URL's path and the
/// template), e.g. a "next page" link; a full URL replaces the URL entirely. nil changes nothing.
@propertyWrapper
public struct AbsolutePath: Sendable, RequestParameter {
    public var wrappedValue: String?

    public init(wrappedValue: String?) { self.wrappedValue = wrappedValue }

    func apply(to builder: inout RequestBuilder, propertyName: String) throws(HTTPError) {
        if let wrappedValue { builder.absolutePath = wrappedValue }
    }
}

/// `@HTTPSpec.Host`, the spelling of `@HostURL`.
public typealias Host = HostURL
