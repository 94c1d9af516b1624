import ChildProcesses
import Coordinators
import Foundation
import Synchronization
import TonCard

/// `wallet --local`: everything offline on this machine. Opening starts `icp-replica` (funding
/// every stored identity with 100 ICP, creating a first identity "Main" when there is none),
/// `deeplink-wallet` (an EOS wallet and chain stub for account `walletuser`) and an in-process
/// TON card emulator whose state stays in the data directory; closing stops the processes.
public final class LocalWalletEnvironment: WalletEnvironment {
    /// What each stored identity gets from the local ledger at start.
    public static let fundingE8s: UInt64 = 10_000_000_000
    /// The EOS account the local wallet emulator logs in as.
    public static let eosAccount = "walletuser"

    public let dataDirectory: String
    /// Where the emulators' executables are (beside `wallet` when built by SwiftPM).
    public let executables: URL
    private let keyDerivationRounds: Int?
    private let started = Mutex<[ServiceProcess]>([])
    private let stores = Mutex<ICPIdentityStore?>(nil)

    /// - Parameters:
    ///   - dataDirectory: the local wallet's keys, identities and card state.
    ///   - executables: the folder holding `icp-replica` and `deeplink-wallet`.
    ///   - keyDerivationRounds: PBKDF2 rounds for new encrypted stores; nil for the stores'
    ///     default. Lower only in tests.
    public init(dataDirectory: String, executables: URL, keyDerivationRounds: Int? = nil) {
        self.dataDirectory = dataDirectory
        self.executables = executables
        self.keyDerivationRounds = keyDerivationRounds
    }

    public func open(passphrase: SecretText) async throws -> WalletServices {
        let stored = try await WalletStores.open(
            dataDirectory: dataDirectory, passphrase: passphrase, rounds: keyDerivationRounds)
        stores.withLock { $0 = stored.identities }
        do {
            var identities = try await stored.identities.all()
            if identities.isEmpty {
                identities = [try await stored.identities.create(label: "Main")]
            }
            let funding = identities.flatMap { ["--fund", "\($0.principal)=\(Self.fundingE8s)"] }
            let replica = try await start("icp-replica", funding)
            let connection = try ICPConnection(
                url: replica.string("url") ?? "", rootKeyHex: replica.string("rootKey"),
                ledger: replica.strings("canisters")["ledger"])
            let wallet = try await start("deeplink-wallet", ["--account", Self.eosAccount])
            guard let walletURL = wallet.string("wallet").flatMap(URL.init(string:)),
                let chainURL = wallet.string("chain").flatMap(URL.init(string:))
            else {
                throw ChildProcessError.badAnnouncement(executable: "deeplink-wallet", line: wallet.line)
            }
            let card = try EmulatedCardConnector(
                stateFile: dataDirectory + "/toncard-emulator.state", keyStore: stored.cardKeys)
            return WalletServices.standard(
                icp: ICPService(connection: connection), identities: stored.identities,
                card: CardService(connector: card),
                eosLogin: EOSLoginSettings(chainURL: chainURL, localWallet: walletURL))
        } catch {
            await close()
            throw error
        }
    }

    /// The emulator processes running now, by executable name and PID.
    public var runningEmulators: [(name: String, pid: Int32)] {
        started.withLock { $0.map { ($0.name, $0.pid) } }
    }

    public func close() async {
        let processes = started.withLock { processes in
            defer { processes = [] }
            return processes
        }
        for process in processes.reversed() { await process.stop() }
        let identities = stores.withLock { store in
            defer { store = nil }
            return store
        }
        await identities?.close()
    }

    /// Starts the emulator `name` on a free port, its standard error in the data directory, and
    /// returns its JSON line; it is stopped by PID in ``close()``.
    private func start(_ name: String, _ arguments: [String]) async throws -> Announcement {
        let executable = executables.appendingPathComponent(name)
        guard Executables.isBuilt(executable) else {
            throw ChildProcessError.notBuilt(path: executable.path, hint: "`make wallet` builds it")
        }
        let log = URL(fileURLWithPath: dataDirectory).appendingPathComponent("\(name).log")
        let process = try await ServiceProcess.start(
            Command(executable, ["--port", "0"] + arguments, standardError: .file(log)))
        started.withLock { $0.append(process) }
        guard let announcement = process.announcement else {
            throw ChildProcessError.badAnnouncement(executable: name, line: process.readyLine)
        }
        return announcement
    }
}
