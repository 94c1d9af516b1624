import Deeplink
import DeeplinkWalletEmulator
import EOSKeys

/// Answers what `POST /open` hands it with the wallet emulator, under the process's decision
/// and faults, or under the request's own `decision` / `fault` query items when it has any.
struct WalletResponder: Sendable {
    let emulator: WalletEmulator
    let decision: WalletDecision
    let faults: [WalletFaultOption]
    /// Signs for `wrong-key`: made once at start, so every wrong-key login is signed alike.
    let strangerKey: EOSPrivateKey

    /// The HTTP status and JSON body to answer, and a line for the log.
    struct Reply: Sendable {
        var status: Int
        var body: JSONValue
        var summary: String
    }

    func open(_ text: String, query: [(name: String, value: String)]) async -> Reply {
        let decision: WalletDecision
        var options = faults
        do throws(WalletToolError) {
            if let asked = query.last(where: { $0.name == "decision" }) {
                decision = try WalletDecisionOption.parse(asked.value)
            } else {
                decision = self.decision
            }
            let asked = query.filter { $0.name == "fault" }
            if !asked.isEmpty {
                options = []
                for item in asked { options.append(try WalletFaultOption(parsing: item.value)) }
            }
        } catch {
            return Reply(status: 400, body: WalletAnswerJSON.error(error.message), summary: "refused: \(error.message)")
        }
        let faults = options.map { $0.fault(strangerKey: strangerKey) }
        do {
            let answer: WalletAnswer
            do {
                answer = try await emulator.answer(text, decision: decision, faults: faults)
            } catch .nothingToReplay {
                // `replay` resends the first login: that first one has to be answered for real.
                answer = try await emulator.answer(
                    text, decision: decision,
                    faults: faults.filter { fault in
                        if case .replayLastLogin = fault { return false } else { return true }
                    })
            }
            return Reply(status: 200, body: WalletAnswerJSON.object(answer), summary: Self.summary(answer))
        } catch {
            return Reply(
                status: Self.status(for: error), body: WalletAnswerJSON.error(error.description),
                summary: "failed: \(error)")
        }
    }

    /// 400 for what the caller sent, 502 when the dapp's server did not answer, 500 otherwise.
    static func status(for error: WalletEmulatorError) -> Int {
        switch error {
        case .unreadableRequest, .invalidURL: return 400
        case .transport: return 502
        case .nothingToReplay: return 409
        case .signingFailed: return 500
        }
    }

    static func summary(_ answer: WalletAnswer) -> String {
        var parts = ["answered \(answer.request.action.rawValue)"]
        if let status = answer.postStatus {
            parts.append("POST \(status)" + (answer.serverReply.map { " (reply code \($0.code))" } ?? ""))
        }
        if let status = answer.callbackStatus {
            parts.append("callback \(status)")
        } else if answer.callbackURL != nil {
            parts.append("callback not fetched (custom scheme)")
        }
        return parts.joined(separator: ", ")
    }
}
