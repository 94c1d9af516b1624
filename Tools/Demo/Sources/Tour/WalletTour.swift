import ChildProcesses
import Coordinators
import CoordinatorsTerminal
import Foundation
import ICPAgent
import Synchronization
import WalletApp

/// What the tour's "person" types once the wallet's screen shows `screen` (for the `times`-th
/// time): `line`, or a secret the terminal does not echo.
private struct Keystroke: Sendable {
    let screen: String
    let times: Int
    let line: String

    init(after screen: String, times: Int = 1, type line: String) {
        self.screen = screen
        self.times = times
        self.line = line
    }
}

/// The wallet's executables the step starts (`wallet --local` starts the same two), found beside
/// the running program as SwiftPM builds them. They belong to other tools, which the demo does not
/// depend on: `make demo` builds them for the tour, the workspace's one build (`make build`,
/// `make test`) for TourTests.
private let walletEmulators = ["icp-replica", "deeplink-wallet"]

public let walletTour = TourStep(
    name: "Wallet",
    summary:
        "the terminal wallet from unlock to quit, typed by a script into its real terminal presenter: EOS login, ICP balance and transfer, a TON card signature, the verified EOS account"
) { out in
    let folder = Executables.folderOfThisProgram
    let missing = walletEmulators.filter {
        !FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent($0).path)
    }
    guard missing.isEmpty else {
        throw TourUnavailable(
            reason:
                "\(missing.joined(separator: " and ")) not built in \(folder.path) (`make demo` builds them, and so do `make build` and `make test`)"
        )
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("wallet-tour-\(UUID().uuidString)")
        .path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // The tour's data directory is thrown away after the step: fewer PBKDF2 rounds than a real
    // wallet's keep the step quick in a debug build.
    let environment = LocalWalletEnvironment(dataDirectory: directory, executables: folder, keyDerivationRounds: 10_000)
    let recipient = AccountIdentifier(owner: try Ed25519Identity().sender).description

    out.line("-- `wallet --local` in memory: the real app and terminal presenter, a script at the keyboard")
    out.line("   (what the script types is shown after \"> \"; secrets are typed without echo)")
    let script = [
        Keystroke(after: "(hidden) >", type: "a tour passphrase"),
        Keystroke(after: "1. Log in", type: "1"),
        Keystroke(after: "1. Answer with the local wallet emulator", type: "1"),
        // ICP: the balance of "Main", funded with 100 ICP by the local ledger, then a transfer.
        Keystroke(after: "5. Quit wallet", type: "2"),
        Keystroke(after: "[Balance of which identity?]", type: "1"),
        Keystroke(after: "[Balance of Main]", type: ""),
        Keystroke(after: "5. Quit wallet", times: 2, type: "3"),
        Keystroke(after: "[Send from which identity?]", type: "1"),
        Keystroke(after: "[Recipient]", type: recipient),
        Keystroke(after: "[Amount]", type: "1.5"),
        Keystroke(after: "(y/n) >", type: "y"),
        Keystroke(after: "[Sent ", type: ""),
        // The TON card: activate it with a PIN, then sign a message.
        Keystroke(after: "5. Quit wallet", times: 3, type: ":card"),
        Keystroke(after: "8. Quit wallet", type: "2"),
        Keystroke(after: "(y/n) >", times: 2, type: "y"),
        Keystroke(after: "(hidden) >", times: 2, type: "2468"),
        Keystroke(after: "(hidden) >", times: 3, type: "2468"),
        Keystroke(after: "State: personalized", type: ""),
        Keystroke(after: "8. Quit wallet", times: 2, type: "5"),
        Keystroke(after: "[Message to sign]", type: "signed in the tour"),
        Keystroke(after: "(hidden) >", times: 4, type: "2468"),
        Keystroke(after: "checked against the card's public key", type: ""),
        // EOS: the account the login verified, then quit.
        Keystroke(after: "8. Quit wallet", times: 3, type: ":eos"),
        Keystroke(after: "3. Quit wallet", type: "1"),
        Keystroke(after: "[EOS account]", type: ""),
        Keystroke(after: "3. Quit wallet", times: 2, type: "3"),
    ]

    let terminal = MemoryTerminal()
    let presenter = TerminalPresenter(io: terminal, tabRoot: FlowPath(["App", "Home"]), tabs: ["ICP", "Card", "EOS"])
    let context = FlowContext(presenter: presenter)
    // The typist ends with the session, so a screen that never comes cannot keep it waiting.
    let typist = Task { () -> String? in
        for keystroke in script {
            await terminal.waitUntilOutput(contains: keystroke.screen, times: keystroke.times)
            if Task.isCancelled { return keystroke.screen }
            terminal.feed(keystroke.line)
        }
        return nil
    }
    let emulatorsSeen = ManagedEmulators()
    let session = Task { () -> Result<AppCoordinator.Ending, any Error> in
        defer { typist.cancel() }
        do {
            return .success(try await context.coordinate(to: AppCoordinator(environment: environment)))
        } catch {
            return .failure(error)
        }
    }
    let watcher = Task {
        // The emulators run from the unlock to the quit: note them once the login is on screen.
        await terminal.waitUntilOutput(contains: "1. Log in")
        emulatorsSeen.note(environment.runningEmulators)
    }
    let ending: Result<AppCoordinator.Ending, any Error>
    do {
        ending = try await value(of: session, within: .seconds(180), waitingFor: "the wallet session")
    } catch {
        session.cancel()
        _ = await session.value
        await environment.close()
        watcher.cancel()
        throw error
    }
    watcher.cancel()
    let stuckAt = await typist.value
    await environment.close()

    for line in terminal.output.split(separator: "\n", omittingEmptySubsequences: false) {
        out.line("    │ " + line)
    }
    out.line("-- After the session")
    out.show("session ended", (try? ending.get()).map { "\($0)" } ?? "with an error: \(ending)")
    if let stuckAt { out.show("script", "FAILED: the screen never showed \"\(stuckAt)\"") }
    for (name, pid) in emulatorsSeen.processes { out.show("emulator started", "\(name), pid \(pid)") }
    out.show(
        "emulators still running",
        environment.runningEmulators.isEmpty ? "none (stopped by PID)" : "FAILED: \(environment.runningEmulators)")
    let secretsOnScreen = ["a tour passphrase", "2468"].filter { appearsAsWord($0, in: terminal.output) }
    out.show("secrets on screen", secretsOnScreen.isEmpty ? "none" : "FAILED: \(secretsOnScreen)")
    out.line("-- Try it yourself: `make wallet` (everything offline), or `wallet --help` for real networks and readers")
}

/// The emulator processes the local environment ran, as the step saw them during the session.
private final class ManagedEmulators: Sendable {
    private let seen = Mutex<[(name: String, pid: Int32)]>([])

    func note(_ processes: [(name: String, pid: Int32)]) {
        seen.withLock { $0 = processes }
    }

    var processes: [(name: String, pid: Int32)] {
        seen.withLock { $0 }
    }
}

/// Whether `secret` stands on the screen as itself, not inside a longer word: the PIN's digits
/// turn up inside hex (a signature) by chance, about one run in a hundred, which is no leak.
func appearsAsWord(_ secret: String, in text: String) -> Bool {
    var searchStart = text.startIndex
    while let found = text.range(of: secret, range: searchStart..<text.endIndex) {
        let before = found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : nil
        let after = found.upperBound < text.endIndex ? text[found.upperBound] : nil
        if !(before?.isLetter ?? false || before?.isNumber ?? false)
            && !(after?.isLetter ?? false || after?.isNumber ?? false)
        {
            return true
        }
        searchStart = text.index(after: found.lowerBound)
    }
    return false
}
