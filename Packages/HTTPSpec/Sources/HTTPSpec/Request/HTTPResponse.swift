import Foundation

/// A response as received, before validation and decoding; available to users as raw access.
public struct HTTPResponse: Sendable, Equatable {
    public var status: Int
    public var body: Data
    private var storedHeaders: StoredHeaders

    /// Headers given or assigned, or ones still in the transport's form.
    private enum StoredHeaders {
        case given(HTTPHeaders)
        case deferred(DeferredHeaders)
    }

    public var headers: HTTPHeaders {
        get {
            switch storedHeaders {
            case .given(let headers): return headers
            case .deferred(let deferred): return deferred.value
            }
        }
        set { storedHeaders = .given(newValue) }
    }

    public init(status: Int, headers: HTTPHeaders = HTTPHeaders(), body: Data = Data()) {
        self.status = status
        self.storedHeaders = .given(headers)
        self.body = body
    }

    /// A response whose headers are converted from the transport's form only when first read:
    /// most successful calls never look at them, and converting URLSession's header dictionary
    /// (`[AnyHashable: Any]`, re-hashed on every access) cost ~8 µs per request on Linux.
    init(status: Int, body: Data, headers: @escaping @Sendable () -> HTTPHeaders) {
        self.status = status
        self.body = body
        self.storedHeaders = .deferred(DeferredHeaders(headers))
    }

    /// The body as UTF-8 text, with invalid sequences replaced, for messages.
    public var text: String { String(decoding: body, as: UTF8.self) }

    public static func == (lhs: HTTPResponse, rhs: HTTPResponse) -> Bool {
        lhs.status == rhs.status && lhs.body == rhs.body && lhs.headers == rhs.headers
    }
}

/// Headers made once, on first use, by whichever copy of the response reads them first.
private final class DeferredHeaders: @unchecked Sendable {
    // @unchecked: `made` is only touched under `lock`; `make` is immutable and Sendable.
    private let lock = NSLock()
    private let make: @Sendable () -> HTTPHeaders
    private var made: HTTPHeaders?

    init(_ make: @escaping @Sendable () -> HTTPHeaders) { self.make = make }

    var value: HTTPHeaders {
        lock.withLock {
            if let made { return made }
            let headers = make()
            made = headers
            return headers
        }
    }
}
