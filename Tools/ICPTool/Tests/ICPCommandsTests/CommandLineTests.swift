import ChildProcessesTesting
import CommandSupportTesting
import Testing

/// Runs that end at the command line: help, version, usage errors.
@Suite(.onItsOwnThread) struct CommandLineTests {
    @Test func helpListsTheSubcommandsExamplesAndExitCodes() throws {
        let help = try icp("--help")
        #expect(help.status == 0, "\(help)")
        #expect(help.error.isEmpty)
        for word in [
            "status", "principal", "account", "call", "read-state", "Examples:", "Exit codes:", "64", "66", "70",
        ] {
            #expect(help.output.contains(word), "help lacks \(word)")
        }
        let call = try icp("help", "call")
        #expect(call.status == 0)
        for word in [
            "--candid", "--query", "--output", "--argument-file", "--network", "--local", "--root-key", "--identity",
            "rejected: code N",
        ] {
            #expect(call.output.contains(word), "call help lacks \(word)")
        }
        let readState = try icp("read-state", "--help")
        #expect(readState.status == 0)
        #expect(readState.output.contains("request_status"))
    }

    @Test func versionIsTheOneInWorkspaceJSON() throws {
        let run = try icp("--version")
        #expect(run.status == 0)
        // Workspace.json lists ICPTool once the package is registered; until then, its first version.
        let expected: String
        do { expected = try WorkspaceVersion.of("ICPTool") } catch WorkspaceVersion.Failure.noSuchMember {
            expected = "0.1.0"
        }
        #expect(run.output == expected + "\n")
    }

    @Test func noSubcommandIsAUsageErrorWithHelpOnStandardError() throws {
        let run = try icp()
        #expect(run.status == 64)
        #expect(run.output.isEmpty)
        #expect(run.error.contains("SUBCOMMANDS:"))
    }

    static let principal = "ryjl3-tyaaa-aaaaa-aaaba-cai"

    @Test(arguments: [
        ["frobnicate"],
        ["call"],
        ["call", principal],
        ["call", "not-a-principal", "m"],
        ["call", principal, "m", "--query", "--update"],
        ["call", principal, "m", "()", "--argument-file", "args.txt"],
        ["call", principal, "m", "--output", "yaml"],
        ["call", principal, "m", "--network", "ftp://example.org"],
        ["call", principal, "m", "--network", "not a url"],
        ["call", principal, "m", "--local", "--root-key", "00"],
        ["call", principal, "m", "--root-key", "zz"],
        ["call", principal, "m", "--root-key", "0011"],
        ["call", principal, "m", "--timeout", "0"],
        ["status", "--frobnicate"],
        ["account", "--identity", "id.pem", "--principal", "2vxsx-fae"],
        ["account", "--principal", "2vxsx-fae-x"],
        ["account", "--subaccount", "one"],
        ["account", "--subaccount", "-1"],
        ["account", "--subaccount", "0x" + String(repeating: "00", count: 33)],
        ["read-state", principal],
        ["read-state", principal, "canister/not-a-principal/module_hash"],
        ["read-state", principal, "request_status/abcd/status"],
        ["read-state", principal, "time//x"],
        ["read-state", principal, "0xzz"],
    ])
    func badCommandLinesAreUsageErrors(_ arguments: [String]) throws {
        let run = try icp(arguments)
        #expect(run.status == 64, "\(arguments): \(run)")
        #expect(run.output.isEmpty)
        #expect(!run.error.isEmpty)
    }

    @Test func usageErrorsSayWhatIsWrong() throws {
        let path = try icp("read-state", Self.principal, "canister/xyz/module_hash")
        #expect(path.error.contains(#"path "canister/xyz/module_hash", segment 2 "xyz""#), "\(path)")
        let key = try icp("status", "--root-key", "0011")
        #expect(key.error.contains("--root-key: invalid root key"), "\(key)")
        let both = try icp("status", "--local", "--root-key", "00")
        #expect(both.error.contains("use either --local or --root-key, not both"))
        let network = try icp("status", "--network", "ftp://example.org")
        #expect(network.error.contains("--network needs an http or https URL"))
    }
}
