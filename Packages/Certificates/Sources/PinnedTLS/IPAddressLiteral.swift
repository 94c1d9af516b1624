/// Recognises hosts written as IP addresses, which are checked against a certificate's IP
/// address names rather than its DNS names, and cannot be sent in SNI.
enum IPAddressLiteral {
    /// Four dot-separated decimal numbers up to 255 ("127.0.0.1").
    static func isIPv4(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy { part in
                !part.isEmpty && part.count <= 3 && part.utf8.allSatisfy { (0x30...0x39).contains($0) }
                    && Int(part).map { $0 <= 255 } == true
            }
    }
}
