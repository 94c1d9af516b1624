import CryptoPrimitives
import TonCardProtocol

/// Personalization (90/91/94/96), activation (92/93/95) and the common reads (C1/C2/BD).
extension CardMachine {
    mutating func activation(_ instruction: TonAppletInstruction, payload: [UInt8]) -> CardResponse {
        switch instruction {
        case .setEncryptedPasswordForCardAuthentication:
            state.encryptedPassword = payload
            return CardResponse()
        case .setEncryptedCommonSecret:
            state.encryptedCommonSecret = payload
            return CardResponse()
        case .setSerialNumber:
            guard payload.allSatisfy({ $0 <= 9 }) else { return .status(.serialNumberIncorrectFormat) }
            state.serialNumber = payload
            return CardResponse()
        case .finishPersonalization:
            state.appletState = .waitingForAuthentication
            return CardResponse()
        case .verifyPassword:
            return verifyPassword(payload)
        case .getHashOfEncryptedPassword:
            // An unset array reads as the card's zero-filled EEPROM.
            let stored = state.encryptedPassword ?? Array(repeating: 0, count: TonCardLimits.passwordLength)
            return CardResponse(SHA256.hash(data: stored).bytes)
        case .getHashOfEncryptedCommonSecret:
            let stored = state.encryptedCommonSecret ?? Array(repeating: 0, count: TonCardLimits.commonSecretLength)
            return CardResponse(SHA256.hash(data: stored).bytes)
        case .getAppInfo:
            return CardResponse([state.appletState.rawValue])
        case .getSerialNumber:
            return CardResponse(state.serialNumber ?? [])
        case .getSault:
            // Reads only: the sault changes at comparisons, not here (spec §2.3).
            return CardResponse(state.sault)
        default:
            return .status(.insNotSupported)
        }
    }

    /// VERIFY_PASSWORD: decrypt B1 with the key from the offered P and compare (spec §1.1); on
    /// success derive K_hmac from the decrypted ECS and enter state 17.
    private mutating func verifyPassword(_ payload: [UInt8]) -> CardResponse {
        let password = Array(payload[0..<TonCardLimits.passwordLength])
        let iv = Array(payload[TonCardLimits.passwordLength...])
        let key = ActivationCryptography.aesKey(password: password)
        guard let encryptedPassword = state.encryptedPassword, let encryptedSecret = state.encryptedCommonSecret,
            let cbcIV = try? AES.CBC.IV(data: iv),
            let decrypted = try? AES.CBC.decrypt(encryptedPassword, using: key, iv: cbcIV, padding: .none),
            decrypted == password,
            let commonSecret = try? AES.CBC.decrypt(encryptedSecret, using: key, iv: cbcIV, padding: .none)
        else {
            state.passwordFailures += 1
            if state.passwordFailures >= TonCardLimits.maxPasswordTries {
                state.appletState = .blocked
                return .status(.incorrectPasswordCardIsBlocked)
            }
            return .status(.incorrectPasswordForCardAuthentication)
        }
        state.hmacKey = ActivationCryptography.hmacKey(password: password, commonSecret: commonSecret).withUnsafeBytes {
            Array($0)
        }
        state.appletState = .personalized
        return CardResponse()
    }
}
