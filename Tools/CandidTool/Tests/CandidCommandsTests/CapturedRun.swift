import CandidCommands
import CommandSupport
import Foundation
import Synchronization

/// One in-process run of `candid`: its status and what it wrote to each stream.
struct CapturedRun {
    var status: Int32
    var output: String
    var error: String

    /// Runs `candid ARGUMENTS` with `input` as standard input.
    static func candid(_ arguments: String..., input: String? = nil) async -> CapturedRun {
        await candid(arguments, input: input)
    }

    static func candid(_ arguments: [String], input: String? = nil) async -> CapturedRun {
        let output = Mutex("")
        let error = Mutex("")
        let io = CommandIO(
            write: { text in output.withLock { $0 += text } },
            writeError: { text in error.withLock { $0 += text } },
            readInput: { input })
        let status = await CandidTool.run(arguments, io: io)
        return CapturedRun(status: status, output: output.withLock { $0 }, error: error.withLock { $0 })
    }
}

/// A fresh folder of `.did` files for one test; `defer { folder.remove() }` cleans it up.
struct DidFolder {
    let url: URL

    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("candid-tool-tests-\(UUID().uuidString)")
        for (name, text) in files {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// A ledger-like interface whose account type comes from an import in a subfolder.
let ledgerFiles: [String: String] = [
    "types/account.did": "type Account = record { owner : principal; subaccount : opt blob };\n",
    "ledger.did": """
    import "types/account.did";
    service : {
      balance_of : (Account) -> (nat) query;
      transfer : (record { to : Account; amount : nat }) -> (variant { Ok : nat; Err : text });
    }
    """,
]

/// The ten mainnet interfaces vendored with CandidParser's tests (one copy in the repository):
/// this file is `Tools/CandidTool/Tests/CandidCommandsTests/CapturedRun.swift`.
let fixturesFolder: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Packages/CandidParser/Tests/CandidParserTests/Interfaces")
