import CryptoPrimitives
import TonCardProtocol

/// VERIFY_PIN and the Ed25519 commands (spec §5, §6, §9.7). The applet hands these to the
/// CoinManager, which is why its failures come back as the CoinManager's `6F03`/`6F04`.
extension CardMachine {
    mutating func ed25519(_ instruction: TonAppletInstruction, payload: [UInt8]) -> CardResponse {
        switch instruction {
        case .verifyPin:
            if state.coinManager.checkPin(payload) {
                state.coinManager.pinVerified = true
                state.pinFailures = 0
                return CardResponse()
            }
            state.pinFailures += 1
            return .status(state.pinFailures >= TonCardLimits.maxPinTries ? .pinTriesExpired : .incorrectPin)
        case .getPublicKeyWithDefaultHDPath:
            return publicKey(indexDigits: [0x30])
        case .getPublicKey:
            return publicKey(indexDigits: payload)
        case .signShortMessageWithDefaultPath:
            let length = Int(payload[0]) << 8 | Int(payload[1])
            return sign(message: Array(payload[2..<(2 + length)]), indexDigits: [0x30])
        case .signShortMessage:
            let length = Int(payload[0]) << 8 | Int(payload[1])
            let indexLength = Int(payload[2 + length])
            let digits = Array(payload[(3 + length)..<(3 + length + indexLength)])
            return sign(message: Array(payload[2..<(2 + length)]), indexDigits: digits)
        default:
            return .status(.insNotSupported)
        }
    }

    private func publicKey(indexDigits: [UInt8]) -> CardResponse {
        guard let seed = state.coinManager.seed,
            let index = try? HDIndex(asciiDigits: indexDigits),
            let key = EmulatorKeyDerivation.privateKey(seed: seed, index: index.value)
        else { return .status(.getCoinPubDataFailed) }
        return CardResponse(key.publicKey.rawRepresentation)
    }

    /// Signs the message bytes only (not the `00 len` prefix), with the PIN-verified flag as the
    /// CoinManager's precondition; the flag is not consumed (spec §5.1).
    private func sign(message: [UInt8], indexDigits: [UInt8]) -> CardResponse {
        guard let seed = state.coinManager.seed, state.coinManager.pinVerified,
            let index = try? HDIndex(asciiDigits: indexDigits),
            let key = EmulatorKeyDerivation.privateKey(seed: seed, index: index.value),
            let signature = try? key.signature(for: message)
        else { return .status(.signDataFailed) }
        return CardResponse(signature)
    }
}
