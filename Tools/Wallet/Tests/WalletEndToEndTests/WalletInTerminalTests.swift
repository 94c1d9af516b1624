import ChildProcessesTesting
import CommandSupportTesting
import Foundation
import ICPAgent
import Testing

/// `wallet --local` in a real terminal, typed into and read by tmux: the passphrase and PINs
/// typed without echo, the EOS login answered by the local wallet emulator, a ledger transfer, a
/// card activation and signature, then quitting — the emulators stopped and the exit status 0.
@Suite("wallet --local in a real terminal", .onItsOwnThread)
struct WalletInTerminalTests {
    @Test(
        "from login to a ledger transfer and a card signature, typed into tmux",
        .enabled(if: TmuxSession.isAvailable, "tmux is not installed (make deps installs it)"))
    func wholeSessionInTmux() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("wallet-e2e-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let wallet = BuiltTool("wallet").url.path
        // `--local` starts these from beside `wallet`; they are other tools' executables, which
        // the workspace's one build makes (this package does not depend on those tools).
        for emulator in ["icp-replica", "deeplink-wallet"] {
            let tool = BuiltTool(emulator)
            try #require(
                tool.exists,
                "\(tool.url.path) is not built; build it with `make build` or `make test` (or `.build/debug/workspace build --product \(emulator)`)"
            )
        }
        let recipient = AccountIdentifier(owner: try Ed25519Identity().sender).description
        let session = try TmuxSession(
            command: "'\(wallet)' --local --data-dir '\(directory)'; echo \"EXITED $?\"; read _")
        defer { session.kill() }

        try session.waitFor("(hidden) >")
        try session.type("terminal passphrase")
        try session.waitFor("1. Log in")
        try session.type("1")
        try session.waitFor("1. Answer with the local wallet emulator")
        try session.type("1")
        try session.waitFor("5. Quit wallet")

        try session.type("3")  // Transfer
        try session.waitFor("[Send from which identity?]")
        try session.type("1")  // Main
        try session.waitFor("[Recipient]")
        try session.type(recipient)
        try session.waitFor("[Amount]")
        try session.type("1.5")
        try session.waitFor("(y/n) >")
        try session.type("y")
        let receipt = try session.waitFor("verified: certificate")
        #expect(receipt.contains("block"))
        try session.type("")

        try session.type(":card")
        try session.waitFor("8. Quit wallet")
        try session.type("2")  // Activate
        try session.waitFor("(y/n) >")
        try session.type("y")
        try session.waitFor("(hidden) >", times: 2)
        try session.type("2468")
        try session.waitFor("(hidden) >", times: 3)
        try session.type("2468")
        try session.waitFor("State: personalized")
        try session.type("")
        try session.type("5")  // Sign
        try session.waitFor("[Message to sign]")
        try session.type("signed in a terminal")
        try session.waitFor("(hidden) >", times: 4)
        try session.type("2468")
        let signed = try session.waitFor("checked against the card's public key: valid")
        try session.type("")
        try session.type("8")  // Quit wallet
        let end = try session.waitFor("EXITED 0")

        #expect(end.contains("Goodbye."))
        #expect(!signed.contains("2468"))
        #expect(!end.contains("terminal passphrase"))
        #expect(!signed.contains("wallet emulator at"))
    }
}
