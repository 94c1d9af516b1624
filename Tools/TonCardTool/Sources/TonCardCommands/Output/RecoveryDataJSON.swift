import ByteTools
import JSONValues
import TonCard

/// The JSON form of typed recovery data that `recovery set --from-json` reads and
/// `recovery get --json` prints: one object with exactly the four fields as hex strings,
///
///     {"multisigAddress":"<64 hex>","surfPublicKey":"<64 hex>",
///      "authenticationPassword":"<256 hex>","commonSecret":"<64 hex>"}
///
/// Errors name the member or the byte offset, never a value: the file holds activation secrets.
enum RecoveryDataJSON {
    static func parse(_ text: String, source: String) throws(TonCardToolError) -> RecoveryData {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: text, maxBytes: TextFile.maximumBytes)
        } catch {
            throw .usage("\(source): \(sentence(for: error))")
        }
        guard let object = value.objectValue else {
            throw .usage("\(source): the JSON must be an object with the four recovery data fields")
        }
        let known = Set(RecoveryData.Field.allCases.map(\.rawValue))
        if let unknown = object.keys.first(where: { !known.contains($0) }) {
            let shown = unknown.count <= 40 && unknown.allSatisfy { $0.isLetter } ? "\"\(unknown)\"" : "a member"
            throw .usage("\(source): \(shown) is not a recovery data field; the fields are \(fieldList)")
        }
        var fields: [RecoveryData.Field: String] = [:]
        for field in RecoveryData.Field.allCases {
            guard let member = object[field.rawValue] else {
                throw .usage("\(source): \"\(field.rawValue)\" is missing; the fields are \(fieldList)")
            }
            guard let hex = member.stringValue else {
                throw .usage("\(source): \"\(field.rawValue)\" must be a string of \(field.byteCount * 2) hex digits")
            }
            fields[field] = hex
        }
        do {
            return try RecoveryData(hexFields: fields)
        } catch {
            throw .usage("\(source): \(error)")
        }
    }

    /// The object, compact, fields in the fixed order, hex upper-case as the card layer's JSON is.
    static func render(_ data: RecoveryData) -> String {
        let members = RecoveryData.Field.allCases.map { field in
            JSONMember(field.rawValue, .string(Hex.encode(data.revealedBytes(of: field), uppercase: true)))
        }
        return JSONValue.object(JSONObject(members)).text()
    }

    private static var fieldList: String {
        RecoveryData.Field.allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// The parser's sentence, except that a repeated key is not echoed.
    private static func sentence(for error: JSONParseError) -> String {
        if case .duplicateKey(_, let offset) = error { return "the JSON repeats a member at byte \(offset)" }
        return error.description
    }
}
