import ArgumentParser
import CommandSupport
import CommandSupportTesting
import Foundation
import Testing

@Suite struct ExitStatusTests {
    /// Scripts depend on these numbers; changing one is a breaking change for every tool.
    @Test func theNumbersAreTheDocumentedOnes() {
        #expect(ExitStatus.allCases.map(\.rawValue) == [0, 1, 64, 66, 70])
        #expect(ExitStatus.usage.rawValue == 64)  // sysexits.h EX_USAGE
        #expect(ExitStatus.cannotRead.rawValue == 66)  // EX_NOINPUT
        #expect(ExitStatus.internalError.rawValue == 70)  // EX_SOFTWARE
    }

    @Test func theyBecomeArgumentParserExitCodes() {
        for status in ExitStatus.allCases {
            #expect(status.exitCode.rawValue == status.rawValue)
        }
        #expect(ExitStatus.success.exitCode.isSuccess)
        #expect(!ExitStatus.failure.exitCode.isSuccess)
        #expect(ExitStatus.usage.description == "64 usage")
    }
}

@Suite struct WorkspaceVersionTests {
    @Test func readsAMembersVersionFromTheRepositorysWorkspaceJSON() throws {
        let version = try WorkspaceVersion.of("CommandSupport")
        #expect(version.split(separator: ".").count == 3)
        #expect(throws: WorkspaceVersion.Failure.self) { try WorkspaceVersion.of("NoSuchMember") }
        #expect(throws: WorkspaceVersion.Failure.self) {
            try WorkspaceVersion.of("CommandSupport", filePath: "/tmp/x/y.swift")
        }
    }

    @Test func aMissingToolSaysSo() {
        #expect(!BuiltTool("no-such-tool-here").exists)
    }
}
