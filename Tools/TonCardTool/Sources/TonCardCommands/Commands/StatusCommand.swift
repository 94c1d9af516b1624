import ArgumentParser
import JSONValues
import TonCard
import TonCardJSON

/// `toncard status`: the applet's state, the serial number, the PIN tries left, and whether this
/// host holds the card's HMAC key.
struct StatusCommand: TonCardSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract:
            "Shows the applet state, serial number, remaining PIN tries and whether this host has the card's HMAC key.",
        discussion: """
            Needs TONCARD_KEYSTORE_PASSPHRASE to look the key up. With --json: one object keyed \
            by operation, each value that operation's JSON (an error's JSON where it failed):
              {"getTonAppletState":{…},"getSerialNumber":{…},"getRemainingPinTries":{…},"isKeyForHmacExist":{…}}

            Example:
              toncard status
            """)

    @OptionGroup var global: GlobalOptions

    func execute(_ session: CommandSession) async throws(TonCardToolError) {
        let card = try await session.card(for: .getTonAppletState, keyStore: true)
        if session.json {
            try await printJSON(card, session)
            return
        }
        let state = try await session.run(card) { card throws(TonCardError) in try await card.state() }
        let serial = try await session.run(card) { card throws(TonCardError) in try await card.serialNumber() }
        let tries = try await session.run(card) { card throws(TonCardError) in try await card.remainingPinTries() }
        let hasKey = try await session.run(card) { card throws(TonCardError) in try await card.hasHMACKey(for: serial) }
        session.say("State: \(state.description)")
        session.say("Serial number: \(serial.description)")
        session.say("Remaining PIN tries: \(tries)")
        session.say(
            hasKey
                ? "HMAC key on this host: yes"
                : "HMAC key on this host: no (run `toncard activate`, or use the key store that has it)")
    }

    /// Every operation runs even when an earlier one failed, so the object shows them all, each
    /// failure as its error JSON; the command then fails with the first failure's status, and its
    /// sentence goes to standard error so standard output stays the one object.
    private func printJSON(_ card: TonCard, _ session: CommandSession) async throws(TonCardToolError) {
        let client = TonCardJSONClient(card: card)
        var object = JSONObject()
        var firstFailure: TonCardError?
        func record(_ key: String, _ operation: () async throws(TonCardJSONFailure) -> String) async {
            do {
                object[key] = Self.embedded(try await operation())
            } catch {
                object[key] = Self.embedded(error.json)
                if firstFailure == nil { firstFailure = error.error }
            }
        }
        await record("getTonAppletState") { () async throws(TonCardJSONFailure) in try await client.getTonAppletState()
        }
        var serial: String?
        await record("getSerialNumber") { () async throws(TonCardJSONFailure) in
            // The typed call once, rendered as getSerialNumber renders it, keeps the digits for
            // the key lookup without a second trip to the card.
            do throws(TonCardError) {
                let number = try await card.serialNumber()
                serial = number.description
                return TonCardJSONFormat.message(number.description)
            } catch {
                throw TonCardJSONFailure(error)
            }
        }
        await record("getRemainingPinTries") { () async throws(TonCardJSONFailure) in
            try await client.getRemainingPinTries()
        }
        if let serial {
            await record("isKeyForHmacExist") { () async throws(TonCardJSONFailure) in
                try await client.isKeyForHmacExist(serialNumber: serial)
            }
        }
        session.say(JSONValue.object(object).text(TonCardJSONFormat.textFormat))
        if let firstFailure {
            throw TonCardToolError(
                ErrorExplanation.status(for: firstFailure),
                ErrorExplanation.sentence(for: firstFailure, remainingPinTries: nil))
        }
    }

    /// An operation's answer as a member of the object: the JSON text the client rendered, read
    /// back so it is written once, in the same format. Those texts are always JSON; were one not,
    /// it would still be shown, as a string.
    private static func embedded(_ json: String) -> JSONValue {
        (try? JSONValue(parsing: json)) ?? .string(json)
    }
}
