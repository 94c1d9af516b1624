import Coordinators
import CoordinatorsTesting
import Foundation
import ICPAgent
import ICPAgentTesting
import WalletApp

/// A data directory of its own for one test, removed when the test is done with it.
final class TemporaryDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("icp-wallet-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// A file in the directory with `contents`.
    func file(_ name: String, _ contents: String) throws -> String {
        let file = (path as NSString).appendingPathComponent(name)
        try contents.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }
}

enum ICPTestSupport {
    /// The passphrase of every test store; PBKDF2 rounds are kept low so tests open stores fast.
    static let passphrase = "correct horse battery staple"
    static let rounds = 1_000

    static func store(in directory: TemporaryDirectory, passphrase: String = passphrase) async throws
        -> ICPIdentityStore
    {
        try await ICPIdentityStore(directory: directory.path, passphrase: passphrase, keyDerivationRounds: rounds)
    }

    /// An `icp-replica` process minting `e8s` to each principal's default account, started with
    /// `options` too (its fault injections, from `ReplicaCommandLine`). It is stopped by PID when
    /// the test drops it.
    static func replica(funding: [(principal: String, e8s: UInt64)], options: [String] = []) async throws
        -> ReplicaProcess
    {
        try await ReplicaProcess.start(
            executable: try BuiltEmulators.url(ReplicaCommandLine.executableName),
            arguments: funding.flatMap { ReplicaCommandLine.fund($0.principal, e8s: $0.e8s) } + options)
    }

    /// The wallet's service for `replica`, its root key pinned as hex the way a user passes it.
    static func service(for replica: ReplicaProcess) throws -> ICPService {
        ICPService(
            connection: try ICPConnection(
                url: replica.url.absoluteString,
                rootKeyHex: replica.rootKey.map { String(format: "%02x", $0) }.joined(),
                ledger: replica.canisters["ledger"]?.description))
    }

    /// `operation`'s value, or `FlowError.deadlineExceeded` after `seconds`: every wait of a test
    /// is bounded, on the clock of a context, without sleeping in the test.
    static func within<Value: Sendable>(seconds: Int64, _ operation: @escaping @Sendable () async throws -> Value)
        async throws -> Value
    {
        try await FlowContext(presenter: ScriptedPresenter([])).withDeadline(.seconds(seconds), operation)
    }

    /// The messages of the notices with id `screen` the presenter showed, in order.
    static func notices(_ screen: String, on presenter: ScriptedPresenter) async -> [String] {
        await presenter.transcript.compactMap { entry -> String? in
            if case .shown(let shown, _, .notice(_, let message)) = entry, shown == screen { return message }
            return nil
        }
    }
}
