import CandidCodegen
import CandidParser
import Foundation
import Testing

/// The generated Swift of every vendored mainnet interface and every valid parser asset, pinned
/// byte for byte by golden files in `Golden/` (Tests-Integration compiles the same output with
/// ICPAgent through the plugin). After an intended change of the output, regenerate them with
/// `CANDID_UPDATE_GOLDEN=1 swift test --filter GoldenFileTests` and read the diff.
@Suite struct GoldenFileTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let golden = folder.appendingPathComponent("Golden")
    static let parserTests = folder.deletingLastPathComponent().appendingPathComponent("CandidParserTests")
    static let mainnet = parserTests.appendingPathComponent("Interfaces")
    static let parserAssets = parserTests.appendingPathComponent("Conformance/parser-assets")

    /// The parser assets the reference parser accepts (`ok/NAME.did`; `ok/NAME.fail` marks the
    /// rejected ones).
    static var validAssets: [String] {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: parserAssets.appendingPathComponent("ok").path)) ?? []
        return names.filter { $0.hasSuffix(".did") }.sorted()
    }

    static var mainnetNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: mainnet.path)) ?? []
        return names.filter { $0.hasSuffix(".did") }.sorted()
    }

    static func generate(_ url: URL) throws -> String {
        let text = try String(contentsOf: url, encoding: .utf8)
        let options = SwiftGeneratorOptions(sourceName: url.lastPathComponent)
        return try CandidSwiftGenerator(options: options).generate(text, path: url.path) { path in
            try String(contentsOfFile: path, encoding: .utf8)
        }
    }

    func check(_ url: URL, golden name: String) throws {
        let swift = try Self.generate(url)
        let goldenURL = Self.golden.appendingPathComponent(name + ".golden")
        if ProcessInfo.processInfo.environment["CANDID_UPDATE_GOLDEN"] == "1" {
            try Data(swift.utf8).write(to: goldenURL)
        }
        let expected = try String(contentsOf: goldenURL, encoding: .utf8)
        // On a difference, the first line that differs says more than two whole files.
        let (got, want) = (
            swift.split(separator: "\n", omittingEmptySubsequences: false),
            expected.split(separator: "\n", omittingEmptySubsequences: false)
        )
        let line =
            zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(got.count, want.count)
        #expect(swift == expected, "\(name): first difference at line \(line + 1)")
    }

    @Test func theTenMainnetInterfaces() throws {
        #expect(Self.mainnetNames.count == 10)
        for name in Self.mainnetNames {
            try check(
                Self.mainnet.appendingPathComponent(name), golden: name.replacingOccurrences(of: ".did", with: ".swift")
            )
        }
    }

    @Test func theValidParserAssets() throws {
        #expect(Self.validAssets.count == 17)
        for name in Self.validAssets {
            try check(
                Self.parserAssets.appendingPathComponent(name),
                golden: "asset_" + name.replacingOccurrences(of: ".did", with: ".swift"))
        }
    }

    @Test func theOutputIsTheSameEveryTime() throws {
        let url = Self.mainnet.appendingPathComponent("nns_governance.did")
        let first = try Self.generate(url)
        for _ in 0..<3 { #expect(try Self.generate(url) == first) }
    }
}
