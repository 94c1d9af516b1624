import CommandSupport
import Foundation
import ICPCommands
import Synchronization
import Testing

/// `ICPTool.run` in-process, with captured streams: what the executable does, without a process.
@Suite struct InProcessTests {
    struct Captured {
        var status: Int32
        var output: String
        var error: String
    }

    func run(_ arguments: String..., input: String? = nil) async -> Captured {
        let output = Mutex("")
        let error = Mutex("")
        let io = CommandIO(
            write: { text in output.withLock { $0 += text } },
            writeError: { text in error.withLock { $0 += text } },
            readInput: { input })
        let status = await ICPTool.run(arguments, io: io)
        return Captured(status: status, output: output.withLock { $0 }, error: error.withLock { $0 })
    }

    @Test func principalFromStandardInputAndAccount() async {
        let principal = await run("principal", "--identity", "-", input: Vectors.secp256k1DfxPEM)
        #expect(principal.status == 0)
        #expect(principal.output == Vectors.secp256k1Principal + "\n")
        let account = await run("account", "--principal", Vectors.secp256k1Principal)
        #expect(account.output == Vectors.secp256k1Account + "\n")
        // No standard input to read: cannot read (66).
        let none = await run("principal", "--identity", "-")
        #expect(none.status == 66)
        #expect(none.error.hasPrefix("error: cannot read the identity file from standard input"))
    }

    @Test func helpAndUsageErrorsGoToTheirStreams() async {
        let help = await run("--help")
        #expect(help.status == 0)
        #expect(help.output.contains("Exit codes:"))
        #expect(help.error.isEmpty)
        let usage = await run("call")
        #expect(usage.status == 64)
        #expect(usage.output.isEmpty)
        #expect(usage.error.contains("Usage: icp call"))
    }

    @Test func anArgumentThatDoesNotParseFailsBeforeAnyRequest() async {
        // The network is never reached: arguments are checked first.
        let run = await run(
            "call", "ryjl3-tyaaa-aaaaa-aaaba-cai", "m", "(record { a = })", "--network", "http://127.0.0.1:9")
        #expect(run.status == 1)
        #expect(
            run.error.hasPrefix("error: invalid Candid arguments (command line) at 1:15: unexpected '}'"),
            "\(run.error)")
    }
}
