import CCurl

/// libcurl's process-wide set-up, done once before the first handle is made.
enum CurlLibrary {
    /// The result of `curl_global_init`. A Swift global is initialised once, under a lock, so
    /// concurrent first transports cannot race it (libcurl only promises thread safety of the
    /// call on builds that say CURL_VERSION_THREADSAFE).
    private static let initialisation: CURLcode = ccurl_global_init()

    /// Throws when libcurl could not be initialised.
    static func ensureInitialised() throws(CurlFailure) {
        let code = initialisation
        guard code == CURLE_OK else {
            throw .setupFailed(reason: "curl_global_init failed: \(CurlLibrary.text(of: code))")
        }
    }

    /// libcurl's words for `code`.
    static func text(of code: CURLcode) -> String {
        curl_easy_strerror(code).map { String(cString: $0) } ?? "error \(code.rawValue)"
    }
}
