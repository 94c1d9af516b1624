import APDU
import TonCard
import TonCardEmulator

extension FuzzTonCardEmulator {
    /// The emulator's default K_hmac, which every card the target starts from shares.
    private static let hmacKey = ActivationCryptography.hmacKey(
        password: TonCardEmulatorConfiguration.defaultPassword,
        commonSecret: TonCardEmulatorConfiguration.defaultCommonSecret)

    /// `command` with its trailing `sault ‖ HMAC` replaced by a seal over the card's current sault,
    /// read with GET_SAULT as a client does; `command` unchanged when it is not a TON applet command
    /// with room for a seal or the card gives no sault.
    static func resealed(_ command: [UInt8], on card: any EmulatedCard) -> [UInt8] {
        let sealLength = TonCardLimits.saultLength + TonCardLimits.macLength
        guard command.count > 5, command[0] == TonCardClass.tonWalletApplet, Int(command[4]) >= sealLength else {
            return command
        }
        let dataEnd = 5 + Int(command[4])
        guard dataEnd <= command.count else { return command }
        let answer = card.respond(to: [
            TonCardClass.tonWalletApplet, TonAppletInstruction.getSault.rawValue, 0x00, 0x00, 0x20,
        ])
        guard answer.count == TonCardLimits.saultLength + 2, answer.suffix(2) == [0x90, 0x00] else { return command }
        let payload = Array(command[5..<(dataEnd - sealLength)])
        guard
            let sealed = try? ProtectedData(
                sealing: payload, sault: Array(answer.prefix(TonCardLimits.saultLength)), key: hmacKey
            ).bytes
        else { return command }
        return Array(command[0..<4]) + [UInt8(sealed.count)] + sealed + Array(command[dataEnd...])
    }
}
