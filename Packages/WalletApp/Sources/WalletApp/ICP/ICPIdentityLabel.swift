import Foundation

/// The rule for identity labels, shared by the label prompt and the store, so a label the prompt
/// accepts is one the store keeps.
public enum ICPIdentityLabel {
    /// The longest label, in characters: it has to fit on a menu line beside a principal.
    public static let maximumLength = 40

    /// Why `text` is not a usable label, or nil when it is. Surrounding spaces are not counted:
    /// the store keeps the label trimmed.
    public static func problem(_ text: String) -> String? {
        let label = normalized(text)
        if label.isEmpty { return "type a label, e.g. \"savings\"" }
        if label.count > maximumLength { return "at most \(maximumLength) characters (this one has \(label.count))" }
        if label.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "a label cannot contain control characters"
        }
        return nil
    }

    /// The label as stored: without surrounding white space.
    public static func normalized(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
