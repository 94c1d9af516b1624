import Foundation

/// Parses what `--secrets-from-stdin` reads: one `NAME=value` per line, NAME one of
/// ``SecretName``'s variables. Blank lines and lines starting with `#` are skipped. Errors name
/// the line and the variable, never a value.
enum StdinSecrets {
    /// More than this is not a handful of secrets; refusing it keeps a runaway pipe bounded.
    static let maximumBytes = 64 * 1024

    static func parse(_ text: String) throws(TonCardToolError) -> [SecretName: String] {
        guard text.utf8.count <= maximumBytes else {
            throw .usage(
                "--secrets-from-stdin: standard input is longer than \(maximumBytes) bytes; give only NAME=value lines")
        }
        var secrets: [SecretName: String] = [:]
        // "\r\n" is one Character in Swift, so both line ends are named.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        for (offset, line) in lines.enumerated() {
            if line.allSatisfy(\.isWhitespace) || line.hasPrefix("#") { continue }
            let number = offset + 1
            guard let equals = line.firstIndex(of: "=") else {
                throw .usage("--secrets-from-stdin: line \(number) is not NAME=value")
            }
            let name = line[..<equals].trimmingCharacters(in: .whitespaces)
            guard let secret = SecretName(rawValue: name) else {
                let known = SecretName.allCases.map(\.rawValue).joined(separator: ", ")
                throw .usage("--secrets-from-stdin: line \(number) names \(shown(name)), which is not one of \(known)")
            }
            guard secrets[secret] == nil else {
                throw .usage("--secrets-from-stdin: \(name) is given twice (line \(number))")
            }
            secrets[secret] = String(line[line.index(after: equals)...])
        }
        return secrets
    }

    /// A name is echoed only when it looks like a variable name, in case a value was typed there.
    private static func shown(_ name: String) -> String {
        let looksLikeName =
            !name.isEmpty && name.count <= 40
            && name.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
        return looksLikeName ? name : "an unknown variable"
    }
}
