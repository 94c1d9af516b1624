import Foundation
import Testing
import WasmCanistersTesting

/// `icp canister …` against `icp-replica`: a C canister created, installed, called, upgraded,
/// stopped and deleted, and the refusals a developer meets.
@Suite(.onItsOwnThread) struct CanisterCommandTests {
    static func wasm(_ canister: TestCanister, in folder: Folder) throws -> String {
        let path = folder.path("\(canister.rawValue).wasm")
        try Data(try canister.moduleBlocking()).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func createInstallCallUpgradeStopAndDelete() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let counter = try Self.wasm(.counter, in: folder)
        try withReplica { replica in
            let created = try icp(["canister", "create"] + replica.local)
            #expect(created.status == 0, "\(created)")
            let id = created.output.trimmingCharacters(in: .newlines)
            let installed = try icp(["canister", "install", id, "--wasm", counter] + replica.local)
            #expect(installed.status == 0, "\(installed)")
            #expect(installed.output.hasPrefix("installed: "))
            for expected in ["0100000000000000\n", "0200000000000000\n"] {
                #expect(try icp(["call", id, "increment", "--output", "hex"] + replica.local).output == expected)
            }
            let upgraded = try icp(["canister", "upgrade", id, "--wasm", counter] + replica.local)
            #expect(upgraded.status == 0, "\(upgraded)")
            // Stable memory carried the count across the upgrade.
            #expect(
                try icp(["call", id, "get", "--query", "--output", "hex"] + replica.local).output
                    == "0200000000000000\n")
            let status = try icp(["canister", "status", id] + replica.local)
            #expect(status.status == 0, "\(status)")
            #expect(status.output.contains("status: running"))
            #expect(status.output.contains("controllers: 2vxsx-fae"))
            let trapped = try icp(["call", id, "increment_then_trap"] + replica.local)
            #expect(trapped.status == 1)
            #expect(
                trapped.error.contains("IC0503") && trapped.error.contains("incremented, then trapped"), "\(trapped)")

            let early = try icp(["canister", "delete", id] + replica.local)
            #expect(early.status == 1)
            #expect(early.error.contains("must be stopped"), "\(early)")
            #expect(try icp(["canister", "stop", id] + replica.local).status == 0)
            #expect(try icp(["call", id, "get", "--query"] + replica.local).error.contains("IC0508"))
            #expect(try icp(["canister", "start", id] + replica.local).status == 0)
            #expect(try icp(["canister", "uninstall", id] + replica.local).status == 0)
            #expect(try icp(["canister", "status", id] + replica.local).output.contains("module hash: none"))
            #expect(try icp(["canister", "stop", id] + replica.local).status == 0)
            #expect(try icp(["canister", "delete", id] + replica.local).output == "deleted: \(id)\n")
            #expect(try icp(["canister", "status", id] + replica.local).error.contains("IC0301"))
        }
    }

    /// `icp-replica --state FILE`: canisters outlive a restart with their heap (pages grown past
    /// the module's initial memory too), stable memory and settings; a deleted one stays deleted
    /// and its id is not handed out again.
    @Test func canistersSurviveARestartWithTheStateFile() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let counter = try Self.wasm(.counter, in: folder)
        let state = ["--state", folder.path("replica.sqlite")]
        let (kept, gone, hash, words) = try withReplica(state) { replica in
            let kept = try icp(["canister", "create"] + replica.local).output.trimmingCharacters(in: .newlines)
            let gone = try icp(["canister", "create"] + replica.local).output.trimmingCharacters(in: .newlines)
            #expect(try icp(["canister", "install", kept, "--wasm", counter] + replica.local).status == 0)
            for _ in 0..<2 { _ = try icp(["call", kept, "increment"] + replica.local) }
            let remembered = try icp(
                ["call", kept, "remember", "(\"across a restart\")", "--output", "hex"] + replica.local)
            #expect(remembered.status == 0, "\(remembered)")
            #expect(try icp(["canister", "stop", kept] + replica.local).status == 0)
            #expect(try icp(["canister", "stop", gone] + replica.local).status == 0)
            #expect(try icp(["canister", "delete", gone] + replica.local).status == 0)
            let status = try icp(["canister", "status", kept] + replica.local).output
            return (
                kept, gone, status.split(separator: "\n").first { $0.hasPrefix("module hash:") }, remembered.output
            )
        }
        try withReplica(state) { replica in
            let status = try icp(["canister", "status", kept] + replica.local)
            #expect(status.output.contains("status: stopped"), "\(status)")
            #expect(hash != nil && status.output.split(separator: "\n").contains(hash!), "\(status)")
            #expect(try icp(["canister", "start", kept] + replica.local).status == 0)
            #expect(
                try icp(["call", kept, "get", "--query", "--output", "hex"] + replica.local).output
                    == "0200000000000000\n")
            let recalled = try icp(["call", kept, "recall", "--query", "--output", "hex"] + replica.local)
            #expect(recalled.output == words && words.hasPrefix("4449444c"), "\(recalled)")
            #expect(
                try icp(["call", kept, "increment", "--output", "hex"] + replica.local).output == "0300000000000000\n")
            #expect(try icp(["canister", "status", gone] + replica.local).error.contains("IC0301"))
            let next = try icp(["canister", "create"] + replica.local).output.trimmingCharacters(in: .newlines)
            #expect(next != kept && next != gone)
        }
    }

    @Test func reinstallClearsStateAndTheInitArgumentIsCandid() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let counter = try Self.wasm(.counter, in: folder)
        try withReplica { replica in
            let id = try icp(["canister", "create"] + replica.local).output.trimmingCharacters(in: .newlines)
            // canister_init reads an 8-byte argument as the starting value: the Candid message
            // `(7 : nat64)` is longer, so the counter starts at 0; the bytes still reach init.
            #expect(
                try icp(["canister", "install", id, "--wasm", counter, "--argument", "(7 : nat64)"] + replica.local)
                    .status == 0)
            _ = try icp(["call", id, "increment"] + replica.local)
            #expect(try icp(["canister", "reinstall", id, "--wasm", counter] + replica.local).status == 0)
            #expect(
                try icp(["call", id, "get", "--query", "--output", "hex"] + replica.local).output
                    == "0000000000000000\n")
        }
    }

    @Test func onlyControllersAndValidModulesAreAccepted() throws {
        let folder = try Folder(["ed.pem": Vectors.ed25519PEM, "bad.wasm": "not wasm"])
        defer { folder.remove() }
        let echo = try Self.wasm(.echo, in: folder)
        try withReplica { replica in
            let id = try icp(["canister", "create"] + replica.local).output.trimmingCharacters(in: .newlines)
            let stranger = try icp(
                ["canister", "install", id, "--wasm", echo, "--identity", folder.path("ed.pem")] + replica.local)
            #expect(stranger.status == 1)
            #expect(stranger.error.contains("IC0512"), "\(stranger)")
            let invalid = try icp(["canister", "install", id, "--wasm", folder.path("bad.wasm")] + replica.local)
            #expect(invalid.status == 1)
            #expect(invalid.error.contains("IC0505") && invalid.error.contains("not WebAssembly"), "\(invalid)")
            let missing = try icp(["canister", "install", id, "--wasm", folder.path("none.wasm")] + replica.local)
            #expect(missing.status == 66, "\(missing)")
            #expect(try icp(["canister", "status", "not-a-principal"] + replica.local).status == 64)
        }
    }

    @Test func callTypesArgumentsAndRepliesByTheCanistersOwnInterface() throws {
        let folder = try Folder()
        defer { folder.remove() }
        // The echo canister replies with its argument; its published interface says nat64.
        let service = "service : { echo : (nat64) -> (nat64) query }"
        let module = TestCanister.appendingCustomSection(
            "icp:public candid:service", Array(service.utf8), to: try TestCanister.echo.moduleBlocking())
        let path = folder.path("typed-echo.wasm")
        try Data(module).write(to: URL(fileURLWithPath: path))
        try withReplica { replica in
            let id = try icp(["canister", "create"] + replica.local).output.trimmingCharacters(in: .newlines)
            #expect(try icp(["canister", "install", id, "--wasm", path] + replica.local).status == 0)
            // Typed by the metadata: 42 is a nat64, and the method is a query.
            let typed = try icp(["call", id, "echo", "(42)"] + replica.local)
            #expect(typed.status == 0, "\(typed)")
            #expect(typed.output == "(42 : nat64)\n", "\(typed)")
            // Without it, 42 is an int (which prints without an annotation).
            let untyped = try icp(["call", id, "echo", "(42)", "--no-metadata", "--query"] + replica.local)
            #expect(untyped.output == "(42)\n", "\(untyped)")
            // A method the interface does not list goes untyped, with a note.
            let unlisted = try icp(["call", id, "echo_update", "(7)"] + replica.local)
            #expect(unlisted.status == 0, "\(unlisted)")
            #expect(unlisted.error.contains("has no method echo_update"), "\(unlisted)")
        }
    }
}
