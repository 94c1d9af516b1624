import Coordinators
import Deeplink
import DeeplinkQR
import DeeplinkServer
import DeeplinkVerification
import EOSChain
import EOSKeys
import Foundation

/// Logs in with an EOS wallet (SimpleWallet protocol, MYKEY included): shows the request as a QR
/// code and a URL, runs a loopback callback server that verifies the wallet's signed login
/// against the chain, and ends with the verified account — or `.cancelled` when the user gives up.
///
/// The QR screen and the wait run at once: the first of the verified login, a declining callback,
/// or the user's "Cancel" ends the others. A refused login (forged, wrong key, replayed) is an
/// ``EOSLoginError``, never a session.
public struct EOSLoginFlow: Coordinator {
    public let settings: EOSLoginSettings

    public init(settings: EOSLoginSettings) {
        self.settings = settings
    }

    public var name: String { "Login" }

    public func run(in context: FlowContext) async throws -> CoordinationResult<EOSSession> {
        let verifier = LoginVerifier(chain: EOSChainClient(baseURL: settings.chainURL))
        let server: CallbackServer
        do {
            server = try await CallbackServer.start(verifier: verifier)
        } catch {
            throw EOSLoginError.serverUnavailable(error.description)
        }
        // One exit for every path, so the server always stops.
        let result: Swift.Result<CoordinationResult<EOSSession>, any Error>
        do {
            result = .success(try await waitForLogin(on: server, in: context))
        } catch {
            result = .failure(error)
        }
        await server.stop()
        return try result.get()
    }

    private enum Choice: Sendable {
        case localWallet
        case cancel
    }

    private enum Event: Sendable {
        case login(LoginOutcome)
        case serverFailed(CallbackServerError)
        case declined(CallbackOutcome)
        case callbackSeen
        case userCancelled
    }

    private func waitForLogin(on server: CallbackServer, in context: FlowContext) async throws -> CoordinationResult<
        EOSSession
    > {
        let uuID = UUID().uuidString.lowercased()
        let request = LoginRequest(
            dappName: settings.dappName, dappIcon: settings.dappIcon, uuID: uuID,
            loginUrl: server.postURL(.login, key: uuID), callback: server.callbackURL(for: uuID))
        let url = request.simpleWalletURL
        let menu = loginMenu(url: url, qrPayload: request.qrPayload)
        let timeout = settings.timeout
        let localWallet = settings.localWallet.map(LocalWalletClient.init(controlURL:))
        return try await withThrowingTaskGroup(of: Event.self) { group in
            group.addTask {
                do throws(CallbackServerError) {
                    return .login(try await server.result(for: uuID, timeout: timeout))
                } catch {
                    return .serverFailed(error)
                }
            }
            group.addTask {
                // A wallet that declines opens only the callback; one that logs in opens it after
                // its POST, which the first task reports.
                guard let callback = try? await server.callback(for: uuID, timeout: timeout) else {
                    return .callbackSeen
                }
                return callback.outcome == .success ? .callbackSeen : .declined(callback.outcome)
            }
            group.addTask {
                try await Self.showMenu(menu, url: url, localWallet: localWallet, in: context)
            }
            defer { group.cancelAll() }
            while let event = try await group.next() {
                switch event {
                case .login(.verified(let signer, _)):
                    return .completed(
                        EOSSession(
                            account: signer.account.text, permission: signer.permission.description,
                            publicKey: signer.publicKey.legacyString))
                case .login(.refused(let error, _)):
                    throw EOSLoginError.refused(error.description)
                case .login(.bindingRefused(let error, _, _)):
                    // This flow's server binds nobody; kept total for servers that do.
                    throw EOSLoginError.refused(error.description)
                case .serverFailed(.timedOut):
                    // MYKEY's SDK reports a wallet that never answers as 10002 (§3.3).
                    throw EOSLoginError.noWalletAnswered(
                        NoWalletAnswer(waited: timeout, disableInstall: settings.disableInstall))
                case .serverFailed:
                    throw CancellationError()
                case .declined(let outcome):
                    throw EOSLoginError.declined(String(describing: outcome))
                case .callbackSeen:
                    continue
                case .userCancelled:
                    return .cancelled
                }
            }
            throw CancellationError()
        }
    }

    private func loginMenu(url: String, qrPayload: String) -> Menu<Choice> {
        let qr: String
        do {
            qr = try QRCode(text: qrPayload).terminalText()
        } catch {
            qr = "(no QR code: \(error))"
        }
        var options: [Menu<Choice>.Option] = []
        if settings.localWallet != nil { options.append(.init("Answer with the local wallet emulator", .localWallet)) }
        options.append(.init("Cancel", .cancel))
        return Menu(
            id: "eos.login", title: "Log in with your EOS wallet",
            message:
                "\(qr)\nScan the code with SimpleWallet or MYKEY, or open:\n\(url)\nWaiting up to \(settings.timeout.components.seconds) s for the signed login…",
            options: options)
    }

    /// The menu beside the wait. After the local emulator answered, the login is already on the
    /// server, so the menu only waits to be cancelled by it instead of showing itself again.
    private static func showMenu(
        _ menu: Menu<Choice>, url: String, localWallet: LocalWalletClient?, in context: FlowContext
    ) async throws -> Event {
        // Bounded: a presenter that keeps failing the emulator's answer cannot loop forever.
        for _ in 0..<20 {
            switch try await context.present(menu) {
            case .outcome(.localWallet):
                guard let localWallet else { continue }
                do {
                    try await context.withProgress("the local wallet emulator signs the login") {
                        try await localWallet.open(url)
                    }
                } catch let error as EOSLoginError {
                    await context.note(error.description)
                    continue
                }
                try await waitUntilCancelled()
            case .outcome(.cancel), .dismissed:
                return .userCancelled
            }
        }
        return .userCancelled
    }

    private static func waitUntilCancelled() async throws {
        let (untilCancelled, continuation) = AsyncStream<Never>.makeStream()
        for await _ in untilCancelled {}
        continuation.finish()
        throw CancellationError()
    }
}
