/// One PEM block (RFC 7468): a label such as `EC PRIVATE KEY` and the DER bytes it carries.
///
/// Text outside blocks is ignored, as RFC 7468 allows, so files with comments or several
/// blocks (OpenSSL's `EC PARAMETERS` + `EC PRIVATE KEY`) parse.
public struct PEMDocument: Sendable, Hashable {
    public let label: String
    public let derBytes: [UInt8]
    /// Line of the BEGIN boundary in the parsed text (1-based; 0 for documents built in code).
    public let line: Int

    public init(label: String, derBytes: [UInt8]) {
        self.label = label
        self.derBytes = derBytes
        self.line = 0
    }

    init(label: String, derBytes: [UInt8], line: Int) {
        self.label = label
        self.derBytes = derBytes
        self.line = line
    }

    /// The block as text, base64 wrapped at 64 columns, ending in a newline.
    public var pemString: String {
        let body = Array(Base64.encode(derBytes))
        var lines = ["-----BEGIN \(label)-----"]
        var index = 0
        while index < body.count {
            lines.append(String(body[index..<Swift.min(index + 64, body.count)]))
            index += 64
        }
        lines.append("-----END \(label)-----")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every block in `text`, in order.
    ///
    /// - Throws: ``PEMError`` naming the line of the first problem; ``PEMError/noPEMBlock`` when
    ///   there is none.
    public static func parseAll(_ text: String) throws(PEMError) -> [PEMDocument] {
        // `isNewline` treats "\r\n" (one Character in Swift) as a single break, so CRLF files work.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        var documents: [PEMDocument] = []
        var index = 0
        while index < lines.count {
            let line = trimmed(lines[index])
            guard line.hasPrefix("-----BEGIN") else {
                index += 1
                continue
            }
            let beginLine = index + 1
            guard let label = boundaryLabel(line, keyword: "BEGIN") else { throw .malformedBoundary(line: beginLine) }
            var body: [UInt8] = []
            var positions: [(line: Int, column: Int)] = []
            index += 1
            var closed = false
            while index < lines.count {
                let current = trimmed(lines[index])
                if current.hasPrefix("-----END") {
                    guard let endLabel = boundaryLabel(current, keyword: "END") else {
                        throw .malformedBoundary(line: index + 1)
                    }
                    guard endLabel == label else {
                        throw .mismatchedEndLine(begin: label, end: endLabel, line: index + 1)
                    }
                    closed = true
                    break
                }
                if current.hasPrefix("-----BEGIN") { throw .missingEndLine(label: label, beginLine: beginLine) }
                if current.contains(":") { throw .headersNotSupported(line: index + 1) }
                for (column, byte) in lines[index].utf8.enumerated() where !isWhitespace(byte) {
                    body.append(byte)
                    positions.append((index + 1, column + 1))
                }
                index += 1
            }
            guard closed else { throw .missingEndLine(label: label, beginLine: beginLine) }
            let der: [UInt8]
            do {
                der = try Base64.decode(body)
            } catch {
                let (position, reason): (Int?, String)
                switch error {
                case .invalidCharacter(let at): (position, reason) = (at, "not a base64 character")
                case .badPadding(let at): (position, reason) = (at, "misplaced '=' padding")
                case .invalidLength(let count):
                    (position, reason) = (nil, "\(count) base64 characters is not a multiple of 4")
                case .nonCanonicalTrailingBits: (position, reason) = (nil, "non-zero bits before the padding")
                }
                let place = position.map { positions[$0] } ?? positions.last ?? (beginLine, 1)
                throw .invalidBase64(line: place.line, column: place.column, reason: reason)
            }
            guard !der.isEmpty else { throw .emptyBody(label: label, line: beginLine) }
            documents.append(PEMDocument(label: label, derBytes: der, line: beginLine))
            index += 1
        }
        guard !documents.isEmpty else { throw .noPEMBlock }
        return documents
    }

    /// The first block whose label is one of `labels`.
    ///
    /// - Throws: the ``parseAll(_:)`` errors, or ``PEMError/unexpectedLabel(found:expected:)``.
    public static func first(in text: String, labelledAnyOf labels: [String]) throws(PEMError) -> PEMDocument {
        let documents = try parseAll(text)
        guard let match = documents.first(where: { labels.contains($0.label) }) else {
            throw .unexpectedLabel(found: documents.map(\.label), expected: labels)
        }
        return match
    }

    private static func trimmed(_ line: Substring) -> Substring {
        var result = line
        while let first = result.utf8.first, isWhitespace(first) { result = result.dropFirst() }
        while let last = result.utf8.last, isWhitespace(last) { result = result.dropLast() }
        return result
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0d || byte == 0x0a
    }

    /// The label of `-----BEGIN LABEL-----`, or nil when the line is malformed.
    private static func boundaryLabel(_ line: Substring, keyword: String) -> String? {
        let prefix = "-----\(keyword) "
        guard line.hasPrefix(prefix), line.hasSuffix("-----"), line.count >= prefix.count + 5 else { return nil }
        let label = line.dropFirst(prefix.count).dropLast(5)
        // RFC 7468 labels are printable ASCII without leading or trailing hyphens or spaces.
        guard let first = label.utf8.first, let last = label.utf8.last,
            label.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7f }),
            first != UInt8(ascii: "-"), last != UInt8(ascii: "-"), first != 0x20, last != 0x20
        else { return nil }
        return String(label)
    }
}
