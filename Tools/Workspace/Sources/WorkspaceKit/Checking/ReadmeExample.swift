import Foundation

/// Ties a README's code example to the test that compiles and runs it.
///
/// The README marks its example with `<!-- example: Tests/X/File.swift -->` right before a
/// ```` ```swift ```` block; that test file holds the same code between `// README-EXAMPLE-BEGIN`
/// and `// README-EXAMPLE-END`. The check fails when the two drift apart, so the README can never
/// show code that does not compile.
public enum ReadmeExample {
    public static let marker = "<!-- example:"
    public static let beginLine = "// README-EXAMPLE-BEGIN"
    public static let endLine = "// README-EXAMPLE-END"

    public struct Block: Equatable, Sendable {
        public let testFile: String
        public let code: [String]
    }

    public enum Problem: Error, Equatable, CustomStringConvertible {
        case noMarker
        case noCodeBlock(afterLine: Int)
        case unterminatedCodeBlock(line: Int)
        case testFileMissing(String)
        case regionMissing(String)
        case differs(testFile: String, firstDifferingLine: Int)

        public var description: String {
            switch self {
            case .noMarker:
                return
                    "has no tested example; put `<!-- example: Tests/<Target>/<File>.swift -->` before a ```swift block whose code also stands in that test between `\(ReadmeExample.beginLine)` and `\(ReadmeExample.endLine)`"
            case .noCodeBlock(let line):
                return "the example marker on line \(line) is not followed by a ```swift block"
            case .unterminatedCodeBlock(let line):
                return "the ```swift block opened on line \(line) is never closed"
            case .testFileMissing(let file):
                return "the example names \(file), which does not exist"
            case .regionMissing(let file):
                return "\(file) has no `\(ReadmeExample.beginLine)` … `\(ReadmeExample.endLine)` region"
            case .differs(let file, let line):
                return
                    "the example differs from the tested code in \(file) (first difference on example line \(line)); copy the tested code into the README"
            }
        }
    }

    /// Finds the first marked block in README text.
    public static func block(inReadme text: String) throws(Problem) -> Block {
        guard let first = try blocks(inReadme: text).first else { throw .noMarker }
        return first
    }

    /// Every marked block in README text, in order: a package with two products may show an
    /// example of each, each tied to its own test.
    public static func blocks(inReadme text: String) throws(Problem) -> [Block] {
        let lines = text.components(separatedBy: "\n")
        var found: [Block] = []
        var start = 0
        while let markerIndex = lines[start...].firstIndex(where: {
            $0.trimmingCharacters(in: .whitespaces).hasPrefix(marker)
        }) {
            let markerLine = lines[markerIndex].trimmingCharacters(in: .whitespaces)
            let file = markerLine.dropFirst(marker.count)
                .replacingOccurrences(of: "-->", with: "")
                .trimmingCharacters(in: .whitespaces)
            guard
                let fence = lines[(markerIndex + 1)...].firstIndex(where: {
                    !$0.trimmingCharacters(in: .whitespaces).isEmpty
                }),
                lines[fence].trimmingCharacters(in: .whitespaces) == "```swift"
            else {
                throw .noCodeBlock(afterLine: markerIndex + 1)
            }
            guard
                let close = lines[(fence + 1)...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "```" }
                )
            else {
                throw .unterminatedCodeBlock(line: fence + 1)
            }
            found.append(Block(testFile: file, code: Array(lines[(fence + 1)..<close])))
            start = close + 1
        }
        guard !found.isEmpty else { throw .noMarker }
        return found
    }

    /// The marked region of a test file, with its common indentation removed.
    public static func region(inTestSource text: String) -> [String]? {
        let lines = text.components(separatedBy: "\n")
        guard let begin = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == beginLine }),
            let end = lines[(begin + 1)...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == endLine })
        else { return nil }
        return dedent(Array(lines[(begin + 1)..<end]))
    }

    /// Checks a package folder's README against its test; nil when they agree.
    public static func verify(packageDirectory: URL) -> Problem? {
        let readme = packageDirectory.appendingPathComponent("README.md")
        guard let text = try? String(contentsOf: readme, encoding: .utf8) else { return nil }
        do {
            for block in try blocks(inReadme: text) {
                if let problem = verify(block, packageDirectory: packageDirectory) { return problem }
            }
            return nil
        } catch {
            return error
        }
    }

    /// Checks one marked block against the region of its test file; nil when they agree.
    static func verify(_ block: Block, packageDirectory: URL) -> Problem? {
        let testFile = packageDirectory.appendingPathComponent(block.testFile)
        guard let source = try? String(contentsOf: testFile, encoding: .utf8) else {
            return .testFileMissing(block.testFile)
        }
        guard let tested = region(inTestSource: source) else { return .regionMissing(block.testFile) }
        let shown = dedent(block.code)
        let normalise: ([String]) -> [String] = { lines in
            lines.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        }
        let left = normalise(trimBlankEdges(shown))
        let right = normalise(trimBlankEdges(tested))
        guard left != right else { return nil }
        let first =
            zip(left, right).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(left.count, right.count)
        return .differs(testFile: block.testFile, firstDifferingLine: first + 1)
    }

    static func dedent(_ lines: [String]) -> [String] {
        let indents = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " || $0 == "\t" }.count }
        let common = indents.min() ?? 0
        return lines.map { $0.trimmingCharacters(in: .whitespaces).isEmpty ? "" : String($0.dropFirst(common)) }
    }

    static func trimBlankEdges(_ lines: [String]) -> [String] {
        var lines = lines[...]
        while lines.first?.isEmpty == true { lines = lines.dropFirst() }
        while lines.last?.isEmpty == true { lines = lines.dropLast() }
        return Array(lines)
    }
}
