import ChildProcessesTesting
import CommandSupportTesting
import Testing

/// The debug build's command line; the figures themselves come from `make bench` in release.
@Suite(.onItsOwnThread) struct CommandLineTests {
    let tool = BuiltTool("benchmarks")

    @Test func versionHelpAndUnknownPrefixes() throws {
        let version = try tool.run(["--version"])
        #expect(version.status == 0)
        #expect(version.output == (try WorkspaceVersion.of("Benchmarks")) + "\n")
        let help = try tool.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("Examples:"))
        #expect(!help.output.contains("storage-child-writer"))
        let none = try tool.run(["NoSuchPackage."])
        #expect(none.status == 64)
        #expect(none.error.contains("no benchmark matches NoSuchPackage."))
    }

    /// Two packages' quickest benchmarks, each package in a process of its own and then both in
    /// one: every line is `BENCH name median unit min low max high rounds 7`, low ≤ median ≤ high.
    @Test func eachLineIsAMedianWithItsSpread() throws {
        let names = ["StreamFraming.decode", "APDU.commandParseEncode"]
        for options in [[], ["--in-process"]] {
            let result = try tool.run(options + names)
            #expect(result.status == 0, "\(result.error)")
            let lines = result.output.split(separator: "\n").filter { $0.hasPrefix("BENCH ") }
            #expect(lines.map { String($0.split(separator: " ")[1]) }.sorted() == names.sorted())
            for line in lines {
                let fields = line.split(separator: " ")
                #expect(
                    fields.count == 10 && fields[4] == "min" && fields[6] == "max" && fields[8] == "rounds", "\(line)")
                guard fields.count == 10, let value = Double(fields[2]), let low = Double(fields[5]),
                    let high = Double(fields[7])
                else { continue }
                #expect(low <= value && value <= high, "\(line)")
                #expect(fields[9] == "7")
            }
        }
    }
}
