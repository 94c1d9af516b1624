import ByteTools
import TonCard

/// The JSON shapes of the original library (spec §10.0), rendered from typed values: what
/// `TonCardJSONClient` answers, usable on its own by code that calls the typed API and needs the
/// original's output (a CLI's `--json`, a bridge to another language).
///
/// Every shape is compact, keeps its keys in the documented order and prints bytes as upper-case
/// hex. Nothing secret reaches any of them: card errors carry the redacted APDU only.
public enum TonCardJSONFormat {
    /// `{"message":"<text>","status":"ok"}`, the default success shape.
    public static func message(_ text: String) -> String {
        var json = JSONText()
        json.add("message", text)
        json.add("status", "ok")
        return json.rendered
    }

    /// getHashes and generateSeedAndGetHashes:
    /// `{"ecsHash":"<64 hex>","epHash":"<64 hex>","serialNumber":"<24 digits>","status":"ok"}`.
    public static func hashes(_ hashes: ActivationHashes) -> String {
        var json = JSONText()
        json.add("ecsHash", Hex.encode(hashes.encryptedCommonSecretHash, uppercase: true))
        json.add("epHash", Hex.encode(hashes.encryptedPasswordHash, uppercase: true))
        json.add("serialNumber", hashes.serialNumber.description)
        json.add("status", "ok")
        return json.rendered
    }

    /// getAllSerialNumbers: the serial numbers in ascending order under `message`, or the
    /// original's sentence when the store holds none.
    public static func serialNumbers(_ serialNumbers: [SerialNumber]) -> String {
        guard !serialNumbers.isEmpty else { return message("HMAC-SHA256 keys are not found.") }
        var json = JSONText()
        json.add("message", strings: serialNumbers.map(\.description).sorted())
        json.add("status", "ok")
        return json.rendered
    }

    /// getKeyChainInfo: `{"numberOfKeys":n,"occupiedSize":n,"freeSize":n,"status":"ok"}` with JSON
    /// numbers, as the documentation prints them.
    public static func keychainInfo(_ info: KeychainInfo) -> String {
        var json = JSONText()
        json.add("numberOfKeys", info.numberOfKeys)
        json.add("occupiedSize", info.occupiedSize)
        json.add("freeSize", info.freeSize)
        json.add("status", "ok")
        return json.rendered
    }

    /// getKeyChainDataAboutAllKeys: `{"keysData":[{"hmac":"<64 hex>","length":"<decimal>"},…],"status":"ok"}`,
    /// the length as a decimal string (FunctionsList.md's shape).
    public static func keysData(_ keys: [KeychainKey]) -> String {
        let objects = keys.map { key in
            var entry = JSONText()
            entry.add("hmac", key.hmac.hex)
            entry.add("length", String(key.length))
            return entry.rendered
        }
        var json = JSONText()
        json.add("keysData", objects: objects)
        json.add("status", "ok")
        return json.rendered
    }

    /// getIndexAndLenOfKeyInKeyChain: the message is itself a JSON *string*,
    /// `{"message":"{\"index\":1,\"length\":3}","status":"ok"}`, as FunctionsList.md documents.
    public static func indexAndLength(_ key: KeychainKey) -> String {
        var inner = JSONText()
        inner.add("index", key.index)
        inner.add("length", key.length)
        return message(inner.rendered)
    }

    /// The error shapes: a card error with its status word, instruction and redacted APDU, or a
    /// native error with its code and type (no `code` for type-1 internal errors, as the original).
    public static func error(_ error: TonCardError) -> String {
        var json = JSONText()
        json.add("message", error.message)
        json.add("status", "fail")
        if case let .cardStatus(word, instruction, apdu, _) = error {
            json.add("code", word.hex)
            json.add("errorTypeId", String(error.errorTypeId))
            json.add("errorType", error.errorType)
            json.add("cardInstruction", instruction)
            json.add("apdu", apdu)
        } else {
            if let code = error.code { json.add("code", String(code)) }
            json.add("errorTypeId", String(error.errorTypeId))
            json.add("errorType", error.errorType)
        }
        return json.rendered
    }
}
