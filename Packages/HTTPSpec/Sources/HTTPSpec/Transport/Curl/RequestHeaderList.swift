import CCurl
import HTTPTypes

/// The request's header lines as libcurl takes them (a `curl_slist`), owned until the transfer
/// that sends them is gone.
///
/// What it adds to the caller's headers: libcurl otherwise sends `Accept: */*`, an
/// `application/x-www-form-urlencoded` content type with any body and `Expect: 100-continue` for
/// large ones; each is switched off ("Name:" with no value) unless the caller sets that header,
/// so the server sees the caller's headers and no others besides `Host` and `Content-Length`.
/// Framing headers the caller set (`Content-Length`, `Transfer-Encoding`, `Connection`) are left
/// out, since libcurl frames the body and manages the connection itself.
final class RequestHeaderList: @unchecked Sendable {
    // @unchecked: the list is built in init and only read by libcurl afterwards.
    private(set) var list: UnsafeMutablePointer<curl_slist>?

    init(_ headers: HTTPFields, hasBody: Bool) throws(CurlFailure) {
        var given = Set<String>()
        for field in headers {
            let name = field.name.rawName
            let value = field.value
            guard Self.isToken(name), !value.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A || $0 == 0 }) else {
                throw .invalidHeader(name: name)
            }
            let lowercased = name.lowercased()
            if ["content-length", "transfer-encoding", "connection"].contains(lowercased) { continue }
            given.insert(lowercased)
            // "Name:" alone would tell libcurl to remove the header; "Name;" sends it empty.
            try append(value.isEmpty ? "\(name);" : "\(name): \(value)")
        }
        if !given.contains("accept") { try append("Accept:") }
        if !given.contains("expect") { try append("Expect:") }
        if hasBody, !given.contains("content-type") { try append("Content-Type:") }
    }

    deinit { curl_slist_free_all(list) }

    private func append(_ line: String) throws(CurlFailure) {
        // curl_slist_append copies the line; NULL means it could not allocate.
        guard let extended = curl_slist_append(list, line) else {
            throw .setupFailed(reason: "curl_slist_append could not allocate a header line")
        }
        list = extended
    }

    /// RFC 9110 §5.1: a field name is a token, visible ASCII without separators.
    private static func isToken(_ name: String) -> Bool {
        !name.isEmpty
            && name.utf8.allSatisfy { byte in
                (0x21...0x7E).contains(byte) && !"\"(),/:;<=>?@[\\]{}".utf8.contains(byte)
            }
    }
}
