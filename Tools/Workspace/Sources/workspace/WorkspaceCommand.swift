import ArgumentParser
import CommandSupport
import Foundation
import WorkspaceKit

@main
struct WorkspaceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workspace",
        abstract: "Builds, tests, checks, versions and releases the packages listed in Workspace.json.",
        discussion: """
            Run it from any folder inside the repository; it finds Workspace.json by walking up. \
            Every package is a root of one SwiftPM graph (.build/Workspace.xcworkspace, written \
            from Workspace.json), resolved once, so each module compiles at most once per \
            configuration; a run in which one compiled twice fails.

            Examples:
              workspace list --markdown
              workspace graph --format mermaid
              workspace test --since origin/main
              workspace test --scope BigNum --include-dependents
              workspace check
              workspace docs --scope CBOR
              workspace version BigNum minor
              workspace release BigNum --to ../releases --dry-run
              workspace fuzz --seconds 20

            Exit codes: 0 success; 1 a package failed, check found problems, the docs have \
            warnings or a release was refused; 64 bad arguments; 70 the tool could not do its \
            job (missing git ref, git or swift failing, unreadable Workspace.json). Every tool of \
            the workspace uses the same numbers.
            """,
        version: toolVersion,
        subcommands: [
            ListCommand.self, GraphCommand.self, BuildCommand.self, TestCommand.self, AffectedCommand.self,
            CheckCommand.self, FormatCommand.self, DocsCommand.self, VersionCommand.self, ReleaseCommand.self,
            FuzzCommand.self,
        ]
    )
}

/// Options every subcommand shares.
struct CommonOptions: ParsableArguments {
    @Option(name: .long, help: "Folder inside the repository to start from (default: the current folder).")
    var directory: String?

    func workspace() throws -> Workspace {
        let start =
            directory.map { URL(fileURLWithPath: $0) } ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return try Workspace.locate(from: start)
    }
}

/// Runs blocking work (child processes, file I/O) on a thread of its own, off the cooperative
/// pool, and turns workspace errors into a message plus a meaningful exit code.
func perform(_ work: @escaping @Sendable () throws -> Void) async throws {
    do {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            Thread.detachNewThread {
                continuation.resume(with: Result { try work() })
            }
        }
    } catch let error as WorkspaceError {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        switch error {
        case .unknownPackages, .invalidVersion, .versionNotIncreasing: throw ExitStatus.usage.exitCode
        case .releaseRefused: throw ExitStatus.failure.exitCode
        default: throw ExitStatus.internalError.exitCode
        }
    }
}

/// Prints a line immediately; progress must show while a long build runs, even through a pipe.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func scratchPath(for workspace: Workspace) -> URL {
    workspace.root.appendingPathComponent(".build", isDirectory: true)
}
