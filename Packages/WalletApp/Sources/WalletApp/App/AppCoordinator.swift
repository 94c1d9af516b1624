import Coordinators

/// The wallet from start to end: unlock, log in with EOS, then the tabbed home (ICP, TON card,
/// EOS) until the user logs out (back to the login) or quits.
///
/// Every screen the app shows has a stable id (`app.*`, `eos.*`, `icp.*`, `card.*`), so the same
/// flow runs in a terminal and from a test script.
public struct AppCoordinator: Coordinator {
    public let environment: any WalletEnvironment

    public init(environment: any WalletEnvironment) {
        self.environment = environment
    }

    public var name: String { "App" }

    /// How a wallet session ended.
    public enum Ending: Sendable, Equatable {
        /// The user quit from the home or the start menu.
        case quit
        /// The user gave up at the passphrase.
        case locked
    }

    public func run(in context: FlowContext) async throws -> Ending {
        guard let services = try await unlock(in: context) else { return .locked }
        do {
            let ending = try await loginAndHome(services, in: context)
            await environment.close()
            return ending
        } catch {
            await environment.close()
            throw error
        }
    }

    /// Asks the passphrase until the stores open; a wrong one is said and asked again, at most
    /// five times.
    private func unlock(in context: FlowContext) async throws -> WalletServices? {
        let prompt = SecretPrompt(
            id: "app.passphrase", title: "Wallet passphrase", message: "unlocks the keys kept in the data directory"
        ) {
            $0.count < 8 ? "at least 8 characters" : nil
        }
        for _ in 0..<5 {
            guard let passphrase = try await context.present(prompt).value else { return nil }
            do {
                return try await context.withProgress("opening the wallet") {
                    try await environment.open(passphrase: passphrase)
                }
            } catch let error as CancellationError {
                throw error
            } catch {
                _ = try await context.present(
                    Notice(id: "app.error", title: "Could not open the wallet", message: String(describing: error)))
            }
        }
        return nil
    }

    private enum StartChoice: Sendable {
        case logIn
        case quit
    }

    private func loginAndHome(_ services: WalletServices, in context: FlowContext) async throws -> Ending {
        let start = Menu<StartChoice>(
            id: "app.start", title: "Welcome", message: "Log in with your EOS wallet to open the home.",
            options: [.init("Log in", .logIn), .init("Quit", .quit)])
        // Each round is one login and one visit of the home; a person logs out and in a few
        // times, a presenter at the end of its input quits at the start menu.
        for _ in 0..<1_000 {
            switch try await context.present(start) {
            case .outcome(.quit), .dismissed:
                return .quit
            case .outcome(.logIn):
                break
            }
            let session: EOSSession
            do {
                guard let verified = try await context.coordinate(to: EOSLoginFlow(settings: services.eosLogin)).value
                else { continue }
                session = verified
            } catch let error as EOSLoginError {
                _ = try await context.present(
                    Notice(id: "app.loginFailed", title: "Login failed", message: error.description))
                continue
            }
            let home = Tabs(name: "Home", tabs: services.homeTabs(session))
            switch try await context.coordinate(to: home) {
            case .logOut: continue
            case .quit: return .quit
            }
        }
        return .quit
    }
}
