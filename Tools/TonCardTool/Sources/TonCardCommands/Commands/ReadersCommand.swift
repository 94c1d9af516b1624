import ArgumentParser
import ByteTools
import JSONValues
import PCSC
import TonCard
import TonCardJSON

/// `toncard readers`: every reader pcscd lists, whether it holds a card, and the card's ATR.
struct ReadersCommand: TonCardSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "readers",
        abstract: "Lists the readers, whether each holds a card, and the card's answer to reset (ATR).",
        discussion: """
            With --json: {"readers":[{"name":"…","cardPresent":true,"atr":"3B…"}],"status":"ok"}.

            Example:
              toncard readers
            """)

    @OptionGroup var global: GlobalOptions

    func execute(_ session: CommandSession) async throws(TonCardToolError) {
        let readers: [ReaderStatus]
        do {
            // Listing readers is no card operation; its PC/SC errors are reported under the first
            // operation every other command makes.
            readers = try await session.context.cards.readers(operation: .getTonAppletState)
        } catch {
            throw await session.failure(error, card: nil)
        }
        if session.json {
            let entries: [JSONValue] = readers.map { reader in
                [
                    "name": .string(reader.reader), "cardPresent": .bool(reader.isCardPresent),
                    "atr": .string(reader.isCardPresent ? Hex.encode(reader.answerToReset, uppercase: true) : ""),
                ]
            }
            let json: JSONValue = ["readers": .array(entries), "status": "ok"]
            session.say(json.text(TonCardJSONFormat.textFormat))
            return
        }
        guard !readers.isEmpty else {
            session.say("No smart card reader is available.")
            return
        }
        for reader in readers {
            if reader.isCardPresent {
                session.say("\(reader.reader): card present, ATR \(Hex.encode(reader.answerToReset, uppercase: true))")
            } else {
                session.say("\(reader.reader): no card")
            }
        }
    }
}
