import CommandSupportTesting
import Foundation
import WalletApp

/// A `deeplink-wallet` process for one test: the wallet emulator's control URL and its chain stub.
struct LocalDeeplinkWallet {
    let process: EmulatorProcess
    let walletURL: URL
    let chainURL: URL
    let account: String
    let publicKey: String

    /// Runs `body` with `deeplink-wallet --account alice` started with `arguments` (decision,
    /// faults), and returns its exit status once stopped (0 for a clean stop).
    static func with(_ arguments: [String] = [], _ body: (LocalDeeplinkWallet) async throws -> Void) async throws -> Int32 {
        let process = try await EmulatorProcess.start(executable: BuiltTool("deeplink-wallet").url, arguments: ["--account", "alice"] + arguments)
        let result: Result<Void, any Error>
        do {
            result = .success(try await body(try LocalDeeplinkWallet(process)))
        } catch {
            result = .failure(error)
        }
        let status = await process.stop()
        try result.get()
        return status
    }

    private init(_ process: EmulatorProcess) throws {
        self.process = process
        guard let wallet = process.string("wallet").flatMap(URL.init(string:)),
              let chain = process.string("chain").flatMap(URL.init(string:)),
              let account = process.string("account"), let key = process.string("publicKey") else {
            throw EmulatorProcessError.badAnnouncement("deeplink-wallet", process.line)
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
