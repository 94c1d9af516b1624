import APDU
import TonCardProtocol

extension APDURedaction {
    /// The TON card's redaction table (spec §10.0) for APDU's `LoggingCardChannel`, so an app
    /// that logs the raw channel under a `TonCard` leaks no more than the client's own log: the
    /// data of VERIFY_PASSWORD, the personalization commands, VERIFY_PIN, key and recovery-data
    /// parts and the CoinManager's PIN commands, and the response data of key chunks and
    /// recovery parts.
    public static let tonCard = APDURedaction { command in
        guard command.count >= 4 else { return [] }
        let (cla, ins, p1) = (command[0], command[1], command[2])
        if cla == TonCardClass.coinManager, ins == CoinManagerCommand.instruction {
            // GENERATE_SEED and CHANGE_PIN start `DF FE 08 82 03` / `DF FE 0D 82 04`; the other
            // CoinManager commands carry nothing secret.
            guard command.count >= 10 else { return [] }
            let tlv = Array(command[5..<10])
            let secret = tlv == [0xDF, 0xFE, 0x08, 0x82, 0x03] || tlv == [0xDF, 0xFE, 0x0D, 0x82, 0x04]
            return secret ? .commandData : []
        }
        guard cla == TonCardClass.tonWalletApplet, let instruction = TonAppletInstruction(rawValue: ins) else {
            return []
        }
        var parts: Parts = instruction.hasSecretData(p1: p1) ? .commandData : []
        if instruction == .getKeyChunk || instruction == .getRecoveryDataPart { parts.insert(.responseData) }
        return parts
    }
}
