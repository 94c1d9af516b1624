import CLibSSL

/// OpenSSL's error queue of the calling thread, drained into words for a message.
enum OpenSSLErrorText {
    static func drain() -> String {
        var reasons: [String] = []
        // Bounded: OpenSSL keeps at most 16 entries per thread.
        for _ in 0..<16 {
            let code = ERR_get_error()
            if code == 0 { break }
            var buffer = [CChar](repeating: 0, count: 256)
            ERR_error_string_n(code, &buffer, buffer.count)
            reasons.append(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return reasons.isEmpty ? "no reason given" : reasons.joined(separator: "; ")
    }
}
