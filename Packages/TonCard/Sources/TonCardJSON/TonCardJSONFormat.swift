import ByteTools
import JSONValues
import TonCard

/// The JSON shapes of the original library (spec §10.0), rendered from typed values: what
/// `TonCardJSONClient` answers, usable on its own by code that calls the typed API and needs the
/// original's output (a CLI's `--json`, a bridge to another language).
///
/// Every shape is compact, keeps its keys in the documented order and prints bytes as upper-case
/// hex. Nothing secret reaches any of them: card errors carry the redacted APDU only.
public enum TonCardJSONFormat {
    /// How every shape is written: compact, keys in the order given, `/` not escaped, UTF-8, and
    /// upper-case hex in `\u` escapes like the original's. Tools that wrap these shapes in
    /// objects of their own write them the same way.
    public static let textFormat = JSONFormat(uppercaseEscapes: true)

    /// `{"message":"<text>","status":"ok"}`, the default success shape.
    public static func message(_ text: String) -> String {
        render(["message": .string(text), "status": "ok"])
    }

    /// getHashes and generateSeedAndGetHashes:
    /// `{"ecsHash":"<64 hex>","epHash":"<64 hex>","serialNumber":"<24 digits>","status":"ok"}`.
    public static func hashes(_ hashes: ActivationHashes) -> String {
        render([
            "ecsHash": .string(Hex.encode(hashes.encryptedCommonSecretHash, uppercase: true)),
            "epHash": .string(Hex.encode(hashes.encryptedPasswordHash, uppercase: true)),
            "serialNumber": .string(hashes.serialNumber.description),
            "status": "ok",
        ])
    }

    /// getAllSerialNumbers: the serial numbers in ascending order under `message`, or the
    /// original's sentence when the store holds none.
    public static func serialNumbers(_ serialNumbers: [SerialNumber]) -> String {
        guard !serialNumbers.isEmpty else { return message("HMAC-SHA256 keys are not found.") }
        return render([
            "message": .array(serialNumbers.map(\.description).sorted().map(JSONValue.string)), "status": "ok",
        ])
    }

    /// getKeyChainInfo: `{"numberOfKeys":n,"occupiedSize":n,"freeSize":n,"status":"ok"}` with JSON
    /// numbers, as the documentation prints them.
    public static func keychainInfo(_ info: KeychainInfo) -> String {
        render([
            "numberOfKeys": .number(JSONNumber(info.numberOfKeys)),
            "occupiedSize": .number(JSONNumber(info.occupiedSize)),
            "freeSize": .number(JSONNumber(info.freeSize)),
            "status": "ok",
        ])
    }

    /// getKeyChainDataAboutAllKeys: `{"keysData":[{"hmac":"<64 hex>","length":"<decimal>"},…],"status":"ok"}`,
    /// the length as a decimal string (FunctionsList.md's shape).
    public static func keysData(_ keys: [KeychainKey]) -> String {
        let entries: [JSONValue] = keys.map { key in
            ["hmac": .string(key.hmac.hex), "length": .string(String(key.length))]
        }
        return render(["keysData": .array(entries), "status": "ok"])
    }

    /// getIndexAndLenOfKeyInKeyChain: the message is itself a JSON *string*,
    /// `{"message":"{\"index\":1,\"length\":3}","status":"ok"}`, as FunctionsList.md documents.
    public static func indexAndLength(_ key: KeychainKey) -> String {
        message(render(["index": .number(JSONNumber(key.index)), "length": .number(JSONNumber(key.length))]))
    }

    /// The error shapes: a card error with its status word, instruction and redacted APDU, or a
    /// native error with its code and type (no `code` for type-1 internal errors, as the original).
    public static func error(_ error: TonCardError) -> String {
        var json: JSONObject = ["message": .string(error.message), "status": "fail"]
        if case let .cardStatus(word, instruction, apdu, _) = error {
            json["code"] = .string(word.hex)
            json["errorTypeId"] = .string(String(error.errorTypeId))
            json["errorType"] = .string(error.errorType)
            json["cardInstruction"] = .string(instruction)
            json["apdu"] = .string(apdu)
        } else {
            if let code = error.code { json["code"] = .string(String(code)) }
            json["errorTypeId"] = .string(String(error.errorTypeId))
            json["errorType"] = .string(error.errorType)
        }
        return render(json)
    }

    private static func render(_ object: JSONObject) -> String { JSONValue.object(object).text(textFormat) }
}
