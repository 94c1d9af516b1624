import ArgumentParser
import ChildProcesses
import CommandSupport
import Coordinators
import CoordinatorsTerminal
import Foundation
import Synchronization
import WalletApp

#if canImport(Glibc)
    import Glibc
#endif

@main
struct WalletCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wallet",
        abstract: "A terminal wallet: EOS login, ICP identities and ledger, the TON security card.",
        discussion: """
            Unlock with the wallet passphrase, log in with an EOS wallet (scan the QR code with \
            SimpleWallet or MYKEY), then use the tabs: ICP (identities, balance, transfer, each \
            answer verified), Card (status, activate, PIN, public key, sign, keychain), EOS.

            At any prompt: a number picks a menu entry, `:back` (or `b` in a menu) goes back, \
            `:icp`, `:card`, `:eos` switch tabs, `:help` lists the commands, Ctrl-D ends the input.

            Examples:
              wallet --local                 # everything offline: a local replica, EOS wallet and card
              make wallet                    # builds the emulators and runs the above
              wallet --replica https://icp-api.io --eos-chain https://eos.greymass.com --reader "ACS ACR1252"

            Exit codes: 0 done; 64 usage; 70 the wallet could not start. Every tool of the \
            workspace uses the same numbers.
            """,
        version: toolVersion
    )

    @Flag(help: "Start a local ICP replica, EOS wallet emulator and TON card emulator, and use them.")
    var local = false

    @Option(
        help:
            "Where keys, identities and card state are kept (default: ~/.local/share/wallet, or …/wallet-local with --local)."
    )
    var dataDir: String?

    @Option(help: "The ICP replica or boundary node.")
    var replica = "https://icp-api.io"

    @Option(help: "The replica's root key as hex DER (default: the mainnet key).")
    var rootKey: String?

    @Option(help: "The ledger canister (default: the ICP ledger).")
    var ledger: String?

    @Option(help: "An EOS node checking logins.")
    var eosChain = "https://eos.greymass.com"

    @Option(help: "The PC/SC reader of the TON card (default: the one reader holding a TON card).")
    var reader: String?

    func run() async throws {
        let environment = try makeEnvironment()
        let terminal = StandardTerminal()
        let presenter = TerminalPresenter(
            io: terminal, tabRoot: FlowPath(["App", "Home"]), tabs: ["ICP", "Card", "EOS"])
        let context = FlowContext(presenter: presenter)
        let session = Task { try await context.coordinate(to: AppCoordinator(environment: environment)) }
        let received = Mutex<Int32?>(nil)
        let stop = StopSignals(
            onSignal: { number in
                received.withLock { $0 = $0 ?? number }
                session.cancel()
            }, lastResort: { terminal.restore() })
        let result = await session.result
        stop.disarm()
        await environment.close()
        terminal.restore()
        switch result {
        case .success:
            terminal.write("Goodbye.\n")
        case .failure(is CancellationError):
            // The shell's convention: 128 + the signal's number (130 for Ctrl-C, 143 for SIGTERM).
            throw ExitCode(128 + (received.withLock { $0 } ?? SIGINT))
        case .failure(let error):
            FileHandle.standardError.write(Data("wallet: \(error)\n".utf8))
            throw ExitStatus.internalError.exitCode
        }
    }

    private func makeEnvironment() throws -> any WalletEnvironment {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? FileManager.default.currentDirectoryPath
        let dataHome = ProcessInfo.processInfo.environment["XDG_DATA_HOME"] ?? home + "/.local/share"
        if local {
            return LocalWalletEnvironment(
                dataDirectory: dataDir ?? dataHome + "/wallet-local",
                executables: Executables.folderOfThisProgram)
        }
        let connection: ICPConnection
        do {
            connection = try ICPConnection(url: replica, rootKeyHex: rootKey, ledger: ledger)
        } catch {
            throw ValidationError("--replica/--root-key/--ledger: \(error)")
        }
        guard let chain = URL(string: eosChain), let scheme = chain.scheme?.lowercased(),
            scheme == "http" || scheme == "https"
        else {
            throw ValidationError("--eos-chain must be an http(s) URL, not \"\(eosChain)\"")
        }
        return ConnectedWalletEnvironment(
            dataDirectory: dataDir ?? dataHome + "/wallet", icp: connection, eosChain: chain, reader: reader)
    }
}
