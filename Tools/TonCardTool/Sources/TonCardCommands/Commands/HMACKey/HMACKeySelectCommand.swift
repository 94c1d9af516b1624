import ArgumentParser
import TonCard
import TonCardJSON

/// `toncard hmac-key select SN`: selectKeyForHmac. Each `toncard` run reads the card's serial
/// number and picks that card's key itself, so selecting only checks that the key is there.
struct HMACKeySelectCommand: TonCardSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "select",
        abstract: "Checks that this host keeps the HMAC key of a serial number (selectKeyForHmac).",
        discussion: """
            The selection lasts for this run only: every command finds the key of the card it \
            talks to by the card's serial number.
            """)

    @Argument(help: ArgumentHelp("The card's serial number: 24 digits.", valueName: "serial-number"))
    var serialNumber: String

    @OptionGroup var global: GlobalOptions

    func execute(_ session: CommandSession) async throws(TonCardToolError) {
        let card = try await session.hostOnlyCard()
        if session.json {
            try await session.printJSON(card) { client throws(TonCardJSONFailure) in
                try await client.selectKeyForHmac(serialNumber: serialNumber)
            }
            return
        }
        let serial = try await session.run(card) { card throws(TonCardError) in
            let serial = try SerialNumber(validating: serialNumber, operation: .selectKeyForHmac)
            try await card.selectHMACKey(for: serial)
            return serial
        }
        session.say("This host has the HMAC key of card \(serial.description).")
    }
}
