import Deeplink
import DeeplinkWalletEmulator

/// `POST /open`'s answer: what the wallet did with a request, as a JSON object (keys sorted,
/// absent fields omitted).
///
/// `{"action":"login","callbackStatus":200,"callbackURL":"…","loginBody":{…},"postStatus":200,
/// "postedBody":"…","postedTo":"…","serverReply":{"code":0,"message":""},"signature":"SIG_K1_…"}`
enum WalletAnswerJSON {
    static func object(_ answer: WalletAnswer) -> JSONValue {
        var members: JSONObject = ["action": .string(answer.request.action.rawValue)]
        members["postedTo"] = answer.postedTo.map(JSONValue.string)
        members["postedBody"] = answer.postedBody.map(JSONValue.string)
        members["postStatus"] = answer.postStatus.map { .number(JSONNumber($0)) }
        if let reply = answer.serverReply {
            members["serverReply"] = .object(["code": .number(JSONNumber(reply.code)), "message": .string(reply.text)])
        }
        members["callbackURL"] = answer.callbackURL.map(JSONValue.string)
        members["callbackStatus"] = answer.callbackStatus.map { .number(JSONNumber($0)) }
        members["txID"] = answer.txID.map(JSONValue.string)
        members["signature"] = answer.signature.map(JSONValue.string)
        members["loginBody"] = answer.loginBody.map { .object($0.jsonObject) }
        return .object(members)
    }

    /// `{"error":"…"}`, for a request the wallet could not answer.
    static func error(_ message: String) -> JSONValue {
        .object(["error": .string(message)])
    }
}
