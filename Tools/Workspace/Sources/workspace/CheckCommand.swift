import ArgumentParser
import CommandSupport
import Foundation
import WorkspaceKit

struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Checks that Workspace.json, every Package.swift and every package folder agree.",
        discussion: """
            Sibling path dependencies both ways, products and test targets, no cycles, one \
            requirement per external dependency, semantic versions, unique module names, README, \
            CHANGELOG, Swift Testing tests, tested README examples, the README package table, and every \
            Swift file formatted as the root .swift-format says (`swift format lint`; `make format` \
            fixes it). \
            Each finding names the file and what to change; any finding exits with status 1.
            """
    )

    @OptionGroup var common: CommonOptions

    func run() async throws {
        let common = self.common
        let failed = FailureFlag()
        try await perform {
            let workspace = try common.workspace()
            let findings =
                WorkspaceChecker(workspace: workspace, swiftPM: SwiftPM(scratchPath: scratchPath(for: workspace))).run()
                + FormatCheck(workspace: workspace).run()
            for finding in findings { say(finding.description) }
            say(
                findings.isEmpty
                    ? "check: \(workspace.manifest.packages.count) packages agree with Workspace.json"
                    : "check: \(findings.count) finding\(findings.count == 1 ? "" : "s")")
            if !findings.isEmpty { failed.set() }
        }
        if failed.isSet { throw ExitStatus.failure.exitCode }
    }
}
