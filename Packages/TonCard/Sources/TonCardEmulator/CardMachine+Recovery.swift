import CryptoPrimitives
import TonCardProtocol

/// Recovery data, D1–D6 (spec §7).
extension CardMachine {
    mutating func recovery(_ instruction: TonAppletInstruction, _ command: ShortCommand, payload: [UInt8])
        -> CardResponse
    {
        switch instruction {
        case .addRecoveryDataPart:
            let phase = ChunkPhase(cardReading: command.p1)
            if phase == .end {
                return state.recovery.commit(hash: payload)
                    ? CardResponse() : .status(.integrityOfRecoveryDataCorrupted)
            }
            guard state.recovery.appendPart(payload, restart: phase == .first) else { return .status(.wrongLength) }
            return CardResponse()
        case .getRecoveryDataPart:
            let start = Int(payload[0]) << 8 | Int(payload[1])
            // The only range rules are the card's: startPos below 0x8000 and startPos + Le within
            // the 2048-byte buffer (an absent Le asks for nothing and gets nothing).
            guard let part = state.recovery.part(start: start, count: command.expectedLength) else {
                return .status(.incorrectStartPosOrLe)
            }
            return CardResponse(part)
        case .getRecoveryDataHash:
            return CardResponse(SHA256.hash(data: state.recovery.data).bytes)
        case .getRecoveryDataLength:
            return CardResponse(TwoBytes.encode(state.recovery.data.count))
        case .resetRecoveryData:
            state.recovery.reset()
            return CardResponse()
        case .isRecoveryDataSet:
            return CardResponse([state.recovery.isSet ? 0x01 : 0x00])
        default:
            return .status(.insNotSupported)
        }
    }
}
