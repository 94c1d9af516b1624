import APDU
import CryptoPrimitives
import TonCard

/// The command APDUs one TonCard operation sent, sent again by hand on the same channel: the
/// baseline the client's overhead is measured against. The only host work left is what the card
/// demands: each HMAC-protected command is sealed again with the sault the card has just given
/// (the card renews its sault at every check, so recorded seals are stale); every other command
/// goes out byte for byte, all in one transaction as the client's are.
struct TonCardRawScript: Sendable {
    enum Failure: Error {
        /// The card refused a replayed command: the script no longer matches the card's state.
        case refused(command: [UInt8], response: [UInt8])
        /// A recorded protected command too short to hold `sault ‖ HMAC`.
        case malformed([UInt8])
    }

    let commands: [[UInt8]]
    /// K_hmac of the card, the key its protected commands are sealed with.
    let hmacKey: SymmetricKey

    /// Sends the script; returns the number of response bytes (a checksum for the benchmark).
    func send(on channel: any CardChannel) async throws -> UInt64 {
        try await channel.withTransaction {
            var sault: [UInt8] = []
            var received: UInt64 = 0
            for recorded in commands {
                let command = try resealed(recorded, sault: sault)
                let response = try await channel.transmit(raw: command)
                guard response.count >= 2, response.suffix(2) == [0x90, 0x00] else {
                    throw Failure.refused(command: command, response: response)
                }
                if Self.isGetSault(command) { sault = Array(response.dropLast(2)) }
                received &+= UInt64(response.count)
            }
            return received
        }
    }

    private static func isGetSault(_ command: [UInt8]) -> Bool {
        command.count >= 2 && command[0] == TonCardClass.tonWalletApplet
            && command[1] == TonAppletInstruction.getSault.rawValue
    }

    /// `command` with its `sault ‖ HMAC` replaced by a seal over `sault`, when it is a protected
    /// applet command; otherwise `command` unchanged.
    private func resealed(_ command: [UInt8], sault: [UInt8]) throws -> [UInt8] {
        guard command.count > 5, command[0] == TonCardClass.tonWalletApplet,
            let instruction = TonAppletInstruction(rawValue: command[1]), instruction.isProtected
        else { return command }
        let dataEnd = 5 + Int(command[4])
        let sealLength = TonCardLimits.saultLength + TonCardLimits.macLength
        guard dataEnd <= command.count, Int(command[4]) >= sealLength else { throw Failure.malformed(command) }
        let payload = Array(command[5..<(dataEnd - sealLength)])
        let sealed = try ProtectedData(sealing: payload, sault: sault, key: hmacKey).bytes
        return Array(command[0..<4]) + [UInt8(sealed.count)] + sealed + Array(command[dataEnd...])
    }
}
