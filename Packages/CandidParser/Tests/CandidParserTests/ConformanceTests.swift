import CandidParser
import Foundation
import Testing

/// The official Candid test suite (../shared/conformance/candid/test): every assertion of the
/// six `*.test.did` files must hold. Skipped, saying so, in a plain clone without ../shared.
@Suite(.enabled(
    if: SharedMaterial.exists(SharedMaterial.candidTests),
    "skipped: the Candid conformance suite is not at ../shared/conformance/candid/test (plain clone)"))
struct ConformanceTests {
    static let expectedFiles = ["construct", "overshoot", "prim", "reference", "spacebomb", "subtypes"]

    @Test(arguments: expectedFiles)
    func testFile(_ name: String) throws {
        let url = SharedMaterial.candidTests.appendingPathComponent("\(name).test.did")
        let text = try String(contentsOf: url, encoding: .utf8)
        let file = try CandidTestFile(parsing: text)
        let runner = CandidTestRunner()
        var failures: [String] = []
        for assertion in file.assertions {
            if let problem = runner.check(assertion, in: file.environment) {
                failures.append("\(name).test.did:\(assertion.line) \(assertion.description ?? ""): \(problem)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(file.assertions.count) failed:\n\(failures.joined(separator: "\n"))")
        #expect(!file.assertions.isEmpty)
    }

    @Test func allSixFilesHold467Assertions() throws {
        var total = 0
        var passed = 0
        let runner = CandidTestRunner()
        for name in Self.expectedFiles {
            let url = SharedMaterial.candidTests.appendingPathComponent("\(name).test.did")
            let file = try CandidTestFile(parsing: try String(contentsOf: url, encoding: .utf8))
            total += file.assertions.count
            passed += file.assertions.filter { runner.check($0, in: file.environment) == nil }.count
        }
        #expect(total == 467)
        #expect(passed == total, "\(passed)/\(total) conformance assertions passed")
        // `workspace test` echoes REPORT lines under the package's progress line.
        print("REPORT Candid conformance: \(passed)/\(total) assertions passed in \(Self.expectedFiles.count) files")
    }
}
