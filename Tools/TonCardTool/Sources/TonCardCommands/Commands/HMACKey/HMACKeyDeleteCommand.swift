import ArgumentParser
import TonCard
import TonCardJSON

/// `toncard hmac-key delete SN`: deleteKeyForHmac.
struct HMACKeyDeleteCommand: TonCardSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Deletes the HMAC key of a serial number from this host; the card then needs activating here again.")

    @Argument(help: ArgumentHelp("The card's serial number: 24 digits.", valueName: "serial-number"))
    var serialNumber: String

    @OptionGroup var global: GlobalOptions

    func execute(_ session: CommandSession) async throws(TonCardToolError) {
        let card = try await session.hostOnlyCard()
        if session.json {
            try await session.printJSON(card) { client throws(TonCardJSONFailure) in
                try await client.deleteKeyForHmac(serialNumber: serialNumber)
            }
            return
        }
        let serial = try await session.run(card) { card throws(TonCardError) in
            let serial = try SerialNumber(validating: serialNumber, operation: .deleteKeyForHmac)
            try await card.deleteHMACKey(for: serial)
            return serial
        }
        session.say("Deleted the HMAC key of card \(serial.description).")
    }
}
