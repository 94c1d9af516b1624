import ChildProcessesTesting
import CommandSupportTesting
import Testing

/// The built `deeplink` (next to the test binary: `swift build --build-tests` builds it too).
private let deeplink = BuiltTool("deeplink")

@Suite(.onItsOwnThread) struct ExecutableTests {
    @Test func theExecutableConvertsAKeyAndExitsWithTheStatus() throws {
        let run = try deeplink.run(
            ["keys", "convert", "-"], input: "5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3\n")
        #expect(run.status == 0)
        #expect(run.output.contains("public key: EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV\n"))
        let help = try deeplink.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("deeplink keys convert"))
        #expect(try deeplink.run(["parse"]).status == 64)
        #expect(try deeplink.run(["keys"]).status == 64)
    }
}
