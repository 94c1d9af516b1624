import ChildProcessesTesting
import Foundation
import Testing

@testable import WorkspaceKit

@Suite(.onItsOwnThread) struct TestBundleRunTests {
    func script(_ body: String, in directory: URL) throws -> URL {
        let url = directory.appendingPathComponent("FakePackageTests.xctest")
        try "#!/bin/sh\n\(body)\n".write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url
    }

    @Test func runsTheBundleInTheMembersFolderAndReadsItsReport() throws {
        let temporary = try TemporaryDirectory()
        let bundle = try script(
            """
            echo "args: $* in $(pwd) colour: $NO_COLOR"
            echo "REPORT conformance suite: 3/3 assertions"
            echo "✔ Test run with 12 tests in 3 suites passed after 0.1 seconds."
            """, in: temporary.url)
        let member = temporary.url.appendingPathComponent("Member")
        try FileManager.default.createDirectory(at: member, withIntermediateDirectories: true)
        let result = try TestBundleRun(bundle: bundle, directory: member, timeout: 30).run()
        #expect(result.output.succeeded)
        #expect(
            result.output.standardOutput.contains(
                "args: --testing-library swift-testing in \(member.resolvingSymlinksInPath().path) colour: 1"))
        #expect(result.testCount == 12)
        #expect(result.reportLines == ["conformance suite: 3/3 assertions"])
    }

    @Test func aBundleThatOutlivesItsDeadlineIsStoppedWithWhatItStarted() throws {
        let temporary = try TemporaryDirectory()
        // The child holds the output pipe too: only stopping the whole group ends the run.
        let bundle = try script("echo started; sleep 30 & wait", in: temporary.url)
        let start = Date()
        let result = try TestBundleRun(bundle: bundle, directory: temporary.url, timeout: 1).run()
        #expect(result.output.timedOut)
        #expect(!result.output.succeeded)
        #expect(Date().timeIntervalSince(start) < 20)
    }

    @Test func aMissingBundleIsAnError() throws {
        let temporary = try TemporaryDirectory()
        let run = TestBundleRun(
            bundle: temporary.url.appendingPathComponent("NonePackageTests.xctest"), directory: temporary.url,
            timeout: 5)
        #expect(throws: WorkspaceError.self) { try run.run() }
    }
}

@Suite(.onItsOwnThread) struct LeftBehindChildTests {
    /// A test that leaves a process running keeps the bundle's output pipe open after the bundle
    /// exits; the run must still end, a bounded time later, and say why.
    @Test func aChildThatKeepsTheOutputOpenDoesNotHoldTheRun() throws {
        let temporary = try TemporaryDirectory()
        let script = temporary.url.appendingPathComponent("LeavesAChild.xctest")
        try "#!/bin/sh\necho before\nsleep 25 &\necho after\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let start = Date()
        let output = try TestBundleRun(bundle: script, directory: temporary.url, timeout: 120).run().output
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(output.status == 0 && !output.timedOut)
        #expect(output.standardOutput.hasPrefix("before\nafter\n"))
        #expect(output.standardOutput.contains("left processes running; they were stopped"))
    }
}
