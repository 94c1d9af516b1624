import CandidParser
import Foundation
import Testing

/// The official Candid test suite (vendored in `Conformance/test`): every assertion of the six
/// `*.test.did` files must hold, and there must be all 467 of them.
@Suite struct ConformanceTests {
    static let expectedFiles = ["construct", "overshoot", "prim", "reference", "spacebomb", "subtypes"]

    @Test(arguments: expectedFiles)
    func testFile(_ name: String) throws {
        let url = VendoredMaterial.candidTests.appendingPathComponent("\(name).test.did")
        let text = try String(contentsOf: url, encoding: .utf8)
        let file = try CandidTestFile(parsing: text)
        let runner = CandidTestRunner()
        var failures: [String] = []
        for assertion in file.assertions {
            if let problem = runner.check(assertion, in: file.environment) {
                failures.append("\(name).test.did:\(assertion.line) \(assertion.description ?? ""): \(problem)")
            }
        }
        #expect(
            failures.isEmpty,
            "\(failures.count) of \(file.assertions.count) failed:\n\(failures.joined(separator: "\n"))")
        #expect(!file.assertions.isEmpty)
    }

    @Test func allSixFilesHold467Assertions() throws {
        var total = 0
        var passed = 0
        let runner = CandidTestRunner()
        for name in Self.expectedFiles {
            let url = VendoredMaterial.candidTests.appendingPathComponent("\(name).test.did")
            let file = try CandidTestFile(parsing: try String(contentsOf: url, encoding: .utf8))
            total += file.assertions.count
            passed += file.assertions.filter { runner.check($0, in: file.environment) == nil }.count
        }
        #expect(total == 467)
        #expect(passed == total, "\(passed)/\(total) conformance assertions passed")
        // `workspace test` echoes REPORT lines under the package's progress line.
        print(
            "REPORT conformance Candid test suite: \(passed)/\(total) assertions passed in \(Self.expectedFiles.count) files"
        )
    }
}
