import ChildProcesses
import Foundation
import WalletApp

/// A `deeplink-wallet` process for one test: the wallet emulator's control URL and its chain stub.
struct LocalDeeplinkWallet {
    let process: ServiceProcess
    let walletURL: URL
    let chainURL: URL
    let account: String
    let publicKey: String

    /// Runs `body` with `deeplink-wallet --account alice` started with `arguments` (decision,
    /// faults), and returns its exit status once stopped (0 for a clean stop).
    static func with(_ arguments: [String] = [], _ body: (LocalDeeplinkWallet) async throws -> Void) async throws
        -> Int32
    {
        let process = try await ServiceProcess.start(
            Command(try BuiltEmulators.url("deeplink-wallet"), ["--port", "0", "--account", "alice"] + arguments))
        let result: Result<Void, any Error>
        do {
            result = .success(try await body(try LocalDeeplinkWallet(process)))
        } catch {
            result = .failure(error)
        }
        let status = await process.stop()?.status ?? -1
        try result.get()
        return status
    }

    private init(_ process: ServiceProcess) throws {
        self.process = process
        let line = process.announcement
        guard let wallet = line?.string("wallet").flatMap(URL.init(string:)),
            let chain = line?.string("chain").flatMap(URL.init(string:)),
            let account = line?.string("account"), let key = line?.string("publicKey")
        else {
            throw ChildProcessError.badAnnouncement(executable: "deeplink-wallet", line: process.readyLine)
        }
        walletURL = wallet
        chainURL = chain
        self.account = account
        publicKey = key
    }

    var settings: EOSLoginSettings {
        EOSLoginSettings(chainURL: chainURL, timeout: .seconds(60), localWallet: walletURL)
    }
}
