import Foundation
import HTTPTypes

/// A response as received, before validation and decoding; available to users as raw access.
///
/// The status and header fields are swift-http-types' (`HTTPResponse.Status`, `HTTPFields`), so
/// `response.status == .notFound` and `response.headerFields[.retryAfter]` read as they do in
/// any code on that vocabulary.
public struct ClientResponse: Sendable, Equatable {
    public var status: HTTPResponse.Status
    public var body: Data
    private var storedHeaderFields: StoredHeaderFields

    /// Header fields given or assigned, or ones still in the transport's form.
    private enum StoredHeaderFields {
        case given(HTTPFields)
        case deferred(DeferredHeaderFields)
    }

    public var headerFields: HTTPFields {
        get {
            switch storedHeaderFields {
            case .given(let fields): return fields
            case .deferred(let deferred): return deferred.value
            }
        }
        set { storedHeaderFields = .given(newValue) }
    }

    public init(status: HTTPResponse.Status, headerFields: HTTPFields = [:], body: Data = Data()) {
        self.status = status
        self.storedHeaderFields = .given(headerFields)
        self.body = body
    }

    /// A response whose header fields are converted from the transport's form only when first
    /// read: most successful calls never look at them, and converting URLSession's header
    /// dictionary (`[AnyHashable: Any]`, re-hashed on every access) cost ~8 µs per request on Linux.
    init(status: HTTPResponse.Status, body: Data, headerFields: @escaping @Sendable () -> HTTPFields) {
        self.status = status
        self.body = body
        self.storedHeaderFields = .deferred(DeferredHeaderFields(headerFields))
    }

    /// The body as UTF-8 text, with invalid sequences replaced, for messages.
    public var text: String { String(decoding: body, as: UTF8.self) }

    public static func == (lhs: ClientResponse, rhs: ClientResponse) -> Bool {
        lhs.status == rhs.status && lhs.body == rhs.body && lhs.headerFields == rhs.headerFields
    }
}

/// Header fields made once, on first use, by whichever copy of the response reads them first.
private final class DeferredHeaderFields: @unchecked Sendable {
    // @unchecked: `made` is only touched under `lock`; `make` is immutable and Sendable.
    private let lock = NSLock()
    private let make: @Sendable () -> HTTPFields
    private var made: HTTPFields?

    init(_ make: @escaping @Sendable () -> HTTPFields) { self.make = make }

    var value: HTTPFields {
        lock.withLock {
            if let made { return made }
            let fields = make()
            made = fields
            return fields
        }
    }
}
