import ArgumentParser
import CommandSupport
import Foundation
import WorkspaceKit

struct VersionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "version",
        abstract: "Bumps a package's version and writes its CHANGELOG section.",
        discussion: """
            The section lists the conventional commits (feat, fix, perf, refactor, docs, and any \
            breaking change) that touched the package since its last NAME-X.Y.Z tag, and absorbs \
            the CHANGELOG's '## Unreleased' notes. A released dependent is bumped (patch) only when \
            the requirement its release wrote no longer admits the new version.

            Examples:
              workspace version BigNum minor
              workspace version BigNum 1.0.0 --dry-run
            """
    )

    @OptionGroup var common: CommonOptions
    @Argument(help: "The package.") var name: String
    @Argument(help: "major, minor, patch or an explicit X.Y.Z.") var bump: String
    @Flag(help: "Show the plan and the CHANGELOG sections without writing.") var dryRun = false

    func validate() throws {
        if VersionBumper.Request(bump) == nil {
            throw ValidationError("'\(bump)' is neither major, minor, patch nor a version X.Y.Z")
        }
    }

    func run() async throws {
        let common = self.common
        let name = self.name
        let dryRun = self.dryRun
        guard let request = VersionBumper.Request(bump) else { throw ExitStatus.usage.exitCode }
        try await perform {
            let bumper = VersionBumper(workspace: try common.workspace())
            let plan = try bumper.plan(name, request)
            for change in plan.changes {
                say("\(change.name): \(change.from) -> \(change.to)" + (change.reason.map { " (\($0))" } ?? ""))
            }
            for note in plan.notes { say("  \(note)") }
            if dryRun {
                for change in plan.changes { say("\n\(change.name)/CHANGELOG.md:\n\(change.changelogSection)") }
                say("dry run: nothing written")
            } else {
                try bumper.apply(plan)
                say(
                    "updated Workspace.json and \(plan.changes.count) CHANGELOG\(plan.changes.count == 1 ? "" : "s"); review, commit, then `workspace release`"
                )
            }
        }
    }
}

struct ReleaseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "release",
        abstract: "Publishes a package as a standalone git repository tagged X.Y.Z.",
        discussion: """
            SwiftPM consumes a package only from a repository whose root holds Package.swift and \
            whose tags are plain X.Y.Z. The release writes the package's committed tree to \
            DEST/NAME (a folder: created as a git repository if missing; a URL: must exist), \
            rewrites sibling path dependencies to .package(url: DEST/Dep, from: "<version>"), \
            commits, tags X.Y.Z there and tags NAME-X.Y.Z here. Rerunning a released version with \
            identical content does nothing; different content is refused.

            Examples:
              workspace release BigNum --to ../releases
              workspace release BigNum --to ssh://git.example.org/swift --dry-run
            """
    )

    @OptionGroup var common: CommonOptions
    @Argument(help: "The package.") var name: String
    @Option(help: "A folder or a base git URL.") var to: String
    @Flag(help: "Show what would be released without writing anything.") var dryRun = false

    func run() async throws {
        let common = self.common
        let name = self.name
        let to = self.to
        let dryRun = self.dryRun
        try await perform {
            let workspace = try common.workspace()
            let destination = ReleaseDestination(
                to, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            let releaser = Releaser(workspace: workspace, swiftPM: SwiftPM(scratchPath: scratchPath(for: workspace)))
            say(try releaser.release(name, to: destination, dryRun: dryRun).description)
        }
    }
}
