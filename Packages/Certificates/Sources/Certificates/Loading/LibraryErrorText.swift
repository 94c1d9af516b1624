/// The reason inside a swift-asn1 or swift-certificates error, for our own messages: their
/// descriptions read `ASN1Error.code: reason /path/to/File.swift:123`, and the type name and
/// the library's source location mean nothing to the person reading ours.
enum LibraryErrorText {
    static func reason(of error: any Error) -> String {
        reason(in: String(describing: error))
    }

    /// The same cleaning for a reason the library already turned into text.
    static func reason(in description: String) -> String {
        var text = description
        if let colon = text.range(of: ": "), !text[..<colon.lowerBound].contains(" ") {
            text = String(text[colon.upperBound...])
        }
        if let lastSpace = text.lastIndex(of: " "), text[lastSpace...].contains(".swift:") {
            text = String(text[..<lastSpace])
        }
        return text
    }
}
