import ByteTools
import ICPAgent

/// A path of the state tree as written on the command line, `canister/<id>/module_hash`.
///
/// Segments are separated by `/` (a leading `/` is allowed). Each is:
/// - `0x` and hex digits: those bytes (`0x` alone is the empty label);
/// - after `canister`, `subnet`, `canister_ranges` or `node`: a principal in its text form;
/// - after `request_status`: a request id in hex (64 digits, `0x` optional);
/// - anything else: its UTF-8 text.
struct StatePath: Sendable, Hashable {
    /// The labels, as the certificate's tree holds them.
    var labels: [[UInt8]]

    /// Labels whose next segment is a principal.
    static let principalParents: Set<String> = ["canister", "subnet", "canister_ranges", "node"]

    /// Parses `text`.
    ///
    /// - Throws: a message naming the segment that does not parse and why.
    init(parsing text: String) throws(ICPToolError) {
        var body = Substring(text)
        if body.hasPrefix("/") { body = body.dropFirst() }
        guard !body.isEmpty else {
            throw .usage("the path \"\(text)\" is empty; try time, subnet or canister/<id>/module_hash")
        }
        var labels: [[UInt8]] = []
        var previous: String?
        for (index, segment) in body.split(separator: "/", omittingEmptySubsequences: false).enumerated() {
            func failure(_ reason: String) -> ICPToolError {
                .usage("path \"\(text)\", segment \(index + 1) \"\(segment)\": \(reason)")
            }
            let label: [UInt8]
            if segment.hasPrefix("0x") || segment.hasPrefix("0X") {
                do { label = try Hex.decode(segment.dropFirst(2)) } catch { throw failure("not hex: \(error)") }
            } else if segment.isEmpty {
                throw failure("empty; write 0x for an empty label")
            } else if let previous, Self.principalParents.contains(previous) {
                do { label = try Principal(text: String(segment)).bytes } catch {
                    throw failure("\(error); write 0x… for raw bytes")
                }
            } else if previous == "request_status" {
                guard let bytes = try? Hex.decode(segment), bytes.count == 32 else {
                    throw failure("a request id is 64 hex digits")
                }
                label = bytes
            } else {
                label = Array(segment.utf8)
            }
            labels.append(label)
            previous = String(decoding: label, as: UTF8.self)
        }
        self.labels = labels
    }

    init(labels: [[UInt8]]) {
        self.labels = labels
    }

    /// The path written the way it parses back: principals as text, request ids as hex, text
    /// labels as themselves, other bytes as `0x…`.
    var description: String {
        var parts: [String] = []
        var previous: [UInt8]?
        for label in labels {
            let parent = previous.map { String(decoding: $0, as: UTF8.self) }
            if let parent, Self.principalParents.contains(parent), let principal = try? Principal(bytes: label) {
                parts.append(principal.description)
            } else if parent == "request_status", label.count == 32 {
                parts.append(Hex.encode(label))
            } else if let text = StateValue.printableText(label), !text.contains("/"), !text.hasPrefix("0x"),
                !text.hasPrefix("0X")
            {
                parts.append(text)
            } else {
                parts.append("0x" + Hex.encode(label))
            }
            previous = label
        }
        return parts.joined(separator: "/")
    }
}
