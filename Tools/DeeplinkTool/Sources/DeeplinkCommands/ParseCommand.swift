import ArgumentParser
import CommandSupport
import Deeplink
import Foundation

/// `deeplink parse`: what a request URL, QR text or callback URL says.
struct ParseCommand: DeeplinkSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Shows what a request URL, its QR text, or a callback URL says.",
        discussion: """
            A simplewallet:// URL or bare JSON is a request (its fields are printed, and its \
            canonical URL); a URL with callBackId= is a MYKEY callback; any other URL with \
            result= is a SimpleWallet callback. '-' reads standard input.
            """
    )

    @Argument(help: "The URL or QR text, or '-' for standard input.")
    var text: String

    @Option(help: "Unix seconds to check a QR request's 'expired' against (default: now).")
    var now: Int64?

    @Flag(help: "Print only the request's canonical JSON, or the callback as JSON.")
    var json = false

    func execute(io: CommandIO, environment: [String: String]) async throws(DeeplinkToolError) {
        let input = try inputText(text, io: io, what: "the URL").trimmingCharacters(in: .whitespacesAndNewlines)
        let lines: [String]
        do {
            if Self.isRequest(input) {
                let request = try QRPayload.parse(input, now: now ?? Int64(Date().timeIntervalSince1970))
                lines = json ? [request.jsonText] : Self.describe(request)
            } else if input.range(of: "callBackId=", options: .caseInsensitive) != nil {
                let callback = try MYKEYCallback(parsing: input)
                lines = json ? [Self.json(callback)] : Self.describe(callback)
            } else if input.range(of: "result=", options: .caseInsensitive) != nil {
                let callback = try SimpleWalletCallback(parsing: input)
                lines = json ? [Self.json(callback)] : Self.describe(callback)
            } else {
                throw DeeplinkToolError.invalidInput(
                    "not a request (simplewallet:// or JSON) nor a callback URL (with result= or callBackId=)")
            }
        } catch let error as DeeplinkError {
            throw .invalidInput(error.description)
        } catch let error as DeeplinkToolError {
            throw error
        } catch {
            throw .invalidInput("\(error)")
        }
        io.write(lines.joined(separator: "\n") + "\n")
    }

    static func isRequest(_ text: String) -> Bool {
        text.hasPrefix("{") || text.lowercased().hasPrefix("simplewallet:")
    }

    static func describe(_ request: DeeplinkRequest) -> [String] {
        var lines = ["request: \(request.action.rawValue)"]
        for member in request.jsonObject.sorted(by: { $0.key < $1.key }) where member.key != "action" {
            lines.append("  \(member.key): \(member.value.stringValue ?? member.value.jsonText)")
        }
        lines.append("url: \(request.simpleWalletURL)")
        return lines
    }

    static func describe(_ callback: SimpleWalletCallback) -> [String] {
        var lines = ["callback: SimpleWallet", "  outcome: \(outcomeText(callback.outcome))"]
        if let txID = callback.txID { lines.append("  txID: \(txID)") }
        if let sign = callback.sign { lines.append("  sign: \(sign)") }
        return lines
    }

    static func describe(_ callback: MYKEYCallback) -> [String] {
        var lines = [
            "callback: MYKEY", "  callBackId: \(callback.callbackID)", "  outcome: \(outcomeText(callback.outcome))",
        ]
        if let action = callback.action { lines.append("  action: \(action)") }
        if let txID = callback.txID { lines.append("  txID: \(txID)") }
        if let sign = callback.sign { lines.append("  sign: \(sign)") }
        if let message = callback.errorMessage { lines.append("  errorMsg: \(message)") }
        switch callback.payload {
        case .json(_, let text): lines.append("  payload: \(text)")
        case .opaque(let text): lines.append("  payload (not JSON): \(text)")
        case nil: break
        }
        return lines
    }

    static func outcomeText(_ outcome: CallbackOutcome) -> String {
        switch outcome {
        case .success: return "success (result=1)"
        case .cancelled: return "cancelled by the user (result=0)"
        case .failure(let code): return "failure \(code.rawValue): \(code.isKnown ? code.meaning : "an unknown code")"
        }
    }

    static func json(_ callback: SimpleWalletCallback) -> String {
        var members: JSONObject = [
            "route": "SimpleWallet", "result": .number(JSONNumber(callback.outcome.result)),
        ]
        if let txID = callback.txID { members["txID"] = .string(txID) }
        if let sign = callback.sign { members["sign"] = .string(sign) }
        return JSONValue.object(members).jsonText
    }

    static func json(_ callback: MYKEYCallback) -> String {
        var members: JSONObject = [
            "route": "MYKEY", "callBackId": .string(callback.callbackID),
            "result": .number(JSONNumber(callback.outcome.result)),
        ]
        if let action = callback.action { members["action"] = .string(action) }
        switch callback.payload {
        case .json(let value, _): members["payload"] = value
        case .opaque(let text): members["payload"] = .string(text)
        case nil: break
        }
        return JSONValue.object(members).jsonText
    }
}
