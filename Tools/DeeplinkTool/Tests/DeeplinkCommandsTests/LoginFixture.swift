import CommandSupport
import DeeplinkCommands
import DeeplinkWalletEmulator
import EOSChain
import EOSKeys
import Foundation

/// An account `alice` whose active key is the spec's V4 key, on a loopback chain stub; `deeplink
/// login` runs in-process against it and the in-process wallet answers.
enum LoginFixture {
    // V4, a fixed valid vector
    static let key = try! EOSPrivateKey("5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3")
    static let alice = try! EOSName("alice")

    static func chain() -> InMemoryEOSChain {
        InMemoryEOSChain(accounts: [
            EOSAccount(
                accountName: alice,
                permissions: [
                    EOSPermission(
                        permName: try! EOSName("active"), parent: "owner",
                        requiredAuth: EOSAuthority(
                            threshold: 1, keys: [EOSKeyWeight(key: key.publicKey.legacyString, weight: 1)]))
                ])
        ])
    }

    /// Runs `deeplink ARGUMENTS` as a task with its output watched.
    static func deeplink(_ arguments: [String]) -> LiveRun {
        let output = WatchedOutput()
        let error = WatchedOutput()
        let io = CommandIO(write: { output.append($0) }, writeError: { error.append($0) })
        let task = Task { await DeeplinkTool.run(arguments, io: io, environment: [:]) }
        return LiveRun(task: task, output: output, error: error)
    }

    static func wallet(key: EOSPrivateKey = key) -> WalletEmulator {
        WalletEmulator(account: alice, key: key, timeout: .seconds(10))
    }
}
