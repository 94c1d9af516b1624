import Foundation
import Testing

@testable import WorkspaceKit

@Suite struct ReadmeExampleTests {
    let test = """
        import Testing
        @Test func example() {
            // README-EXAMPLE-BEGIN
            let x = 1
            if x > 0 {
                print(x)
            }
            // README-EXAMPLE-END
            #expect(true)
        }
        """

    func package(readme: String) throws -> (TemporaryDirectory, URL) {
        let temporary = try TemporaryDirectory()
        let directory = temporary.url
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("Tests/XTests"), withIntermediateDirectories: true)
        try test.write(
            to: directory.appendingPathComponent("Tests/XTests/ReadmeTests.swift"), atomically: true, encoding: .utf8)
        try readme.write(to: directory.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        return (temporary, directory)
    }

    @Test func acceptsAnIdenticalExample() throws {
        let (keep, directory) = try package(
            readme:
                "# X\n\n<!-- example: Tests/XTests/ReadmeTests.swift -->\n```swift\nlet x = 1\nif x > 0 {\n    print(x)\n}\n```\n"
        )
        #expect(ReadmeExample.verify(packageDirectory: directory) == nil)
        _ = keep
    }

    @Test func reportsDriftAndMissingPieces() throws {
        let (keep1, drifted) = try package(
            readme: "<!-- example: Tests/XTests/ReadmeTests.swift -->\n```swift\nlet x = 2\n```\n")
        #expect(
            ReadmeExample.verify(packageDirectory: drifted)
                == .differs(testFile: "Tests/XTests/ReadmeTests.swift", firstDifferingLine: 1))
        let (keep2, unmarked) = try package(readme: "# X\n```swift\nlet x = 1\n```\n")
        #expect(ReadmeExample.verify(packageDirectory: unmarked) == .noMarker)
        let (keep3, missing) = try package(readme: "<!-- example: Tests/XTests/Nope.swift -->\n```swift\n```\n")
        #expect(ReadmeExample.verify(packageDirectory: missing) == .testFileMissing("Tests/XTests/Nope.swift"))
        let (keep4, open) = try package(
            readme: "<!-- example: Tests/XTests/ReadmeTests.swift -->\n```swift\nlet x = 1\n")
        #expect(ReadmeExample.verify(packageDirectory: open) == .unterminatedCodeBlock(line: 2))
        _ = (keep1, keep2, keep3, keep4)
    }

    @Test func everyMarkedExampleIsChecked() throws {
        let good =
            "<!-- example: Tests/XTests/ReadmeTests.swift -->\n```swift\nlet x = 1\nif x > 0 {\n    print(x)\n}\n```\n"
        let (keep1, both) = try package(readme: good + "\n## More\n\n" + good)
        #expect(ReadmeExample.verify(packageDirectory: both) == nil)
        #expect(try ReadmeExample.blocks(inReadme: good + good).count == 2)
        // The second example drifted: found, though the first is fine.
        let (keep2, second) = try package(
            readme: good + "\n<!-- example: Tests/XTests/Other.swift -->\n```swift\nlet y = 2\n```\n")
        #expect(ReadmeExample.verify(packageDirectory: second) == .testFileMissing("Tests/XTests/Other.swift"))
        _ = (keep1, keep2)
    }
}
