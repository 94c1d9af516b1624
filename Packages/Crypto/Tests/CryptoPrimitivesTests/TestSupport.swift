import BigNum
import ByteTools
import ByteToolsTesting
import CryptoPrimitives
import Foundation
import Testing

/// Every random test draws from ByteToolsTesting's SplitMix64, so a failure reproduces from its seed.
typealias SeededGenerator = SplitMix64

/// A hex literal written by the test (spaces and `0x` allowed); a malformed one is a test issue.
func hex(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [UInt8] {
    hexLiteral(text, sourceLocation: sourceLocation)
}

func hexString(_ bytes: some Sequence<UInt8>) -> String {
    Hex.encode(bytes)
}

/// The published vector files in `Vectors/`, read next to this source file (they are excluded
/// from the target rather than bundled, so they are read from the checkout).
enum Vectors {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Vectors")

    static func text(_ path: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
    }

    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(path))
    }

    /// Records of a NIST CAVP `.rsp` (or cryptography's `KEY = value` text) file. Bracketed
    /// section headers (`[L = 32]`, `[Keylen = 256]`) are copied into every record below them; a
    /// bare `FAIL` line becomes the key "FAIL". Records are separated by blank lines.
    static func records(_ path: String) throws -> [[String: String]] {
        var records: [[String: String]] = []
        var section: [String: String] = [:]
        var current: [String: String] = [:]
        func flush() {
            if !current.isEmpty { records.append(section.merging(current) { $1 }) }
            current = [:]
        }
        for rawLine in try text(path).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty {
                flush()
                continue
            }
            if line.hasPrefix("#") { continue }
            if line.hasPrefix("[") && line.hasSuffix("]") {
                flush()
                let inner = line.dropFirst().dropLast()
                let parts = inner.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.count == 2 { section[parts[0]] = parts[1] } else { section[String(inner)] = "" }
                continue
            }
            if line == "FAIL" {
                current["FAIL"] = ""
                continue
            }
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            current[parts[0]] = parts.count == 2 ? parts[1] : ""
        }
        flush()
        return records
    }
}

/// The parts of a Wycheproof test-vector file these tests read (C2SP/wycheproof, testvectors_v1).
struct WycheproofFile<Group: Decodable>: Decodable {
    let algorithm: String
    let numberOfTests: Int
    let testGroups: [Group]
}

struct WycheproofResult: Decodable, Equatable {
    let value: String
    init(from decoder: Decoder) throws { value = try decoder.singleValueContainer().decode(String.self) }
    var isValid: Bool { value == "valid" }
    var isInvalid: Bool { value == "invalid" }
}
