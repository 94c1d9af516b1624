import CryptoPrimitives
import TonCardProtocol

/// The CoinManager of spec §3.1: envelope checks, then the 12 commands.
extension CardMachine {
    mutating func coinManager(_ command: ShortCommand) -> CardResponse {
        guard command.cla == TonCardClass.coinManager else { return .status(.claNotSupported) }
        guard command.ins == CoinManagerCommand.instruction else { return .status(.insNotSupported) }
        guard command.p1 == CoinManagerCommand.p1, command.p2 == CoinManagerCommand.p2 else {
            return .status(.incorrectP1P2)
        }
        guard let request = CoinManagerCommand(data: command.data) else { return .status(.wrongData) }
        var manager = state.coinManager
        defer { state.coinManager = manager }
        switch request {
        case .getCSN:
            return CardResponse(cardSerialNumber)
        case .getPinRemainingTries:
            return CardResponse([UInt8(clamping: manager.remainingTries)])
        case .getPinTotalTries:
            return CardResponse([UInt8(TonCardLimits.maxPinTries)])
        case .getDeviceLabel:
            return CardResponse(manager.label)
        case .getRootKeyStatus:
            return CardResponse([
                manager.seed == nil ? CoinManagerCommand.rootKeyNotGenerated : CoinManagerCommand.rootKeyGenerated
            ])
        case .getAppletList:
            return CardResponse(CardIdentity.appletList)
        case .getSEVersion:
            return CardResponse(CardIdentity.seVersion)
        case .getAvailableMemory:
            return CardResponse(CardIdentity.availableMemory)
        case .resetWallet:
            manager.seed = nil
            manager.pin = PinCode.factoryDefault.asciiBytes
            manager.remainingTries = TonCardLimits.maxPinTries
            manager.pinVerified = false
            return CardResponse()
        case .generateSeed(let pin):
            guard manager.seed == nil else { return .status(.coinManagerUpdatePinError) }
            guard manager.checkPin(pin) else { return .status(.coinManagerIncorrectPin) }
            if let seed = configuration.seed {
                manager.seed = seed
            } else {
                guard let fresh = try? RandomBytes.make(count: 64) else { return .status(.commandAborted) }
                manager.seed = fresh
            }
            manager.pinVerified = false
            return CardResponse()
        case let .changePin(old, new):
            guard manager.checkPin(old) else { return .status(.coinManagerIncorrectPin) }
            // An unusable new PIN is refused after the old one was accepted (tries restored);
            // only an accepted change clears the verified flag (spec §3.1, §5.1).
            guard PinCode.isValid(new) else { return .status(.coinManagerUpdatePinError) }
            manager.pin = new
            manager.pinVerified = false
            return CardResponse()
        case .setDeviceLabel(let label):
            manager.label = label
            return CardResponse()
        }
    }

    /// CSN = first 16 bytes of SHA-256 of the ASCII SN (spec §3.1); zeros before any SN is set.
    var cardSerialNumber: [UInt8] {
        guard let serial = state.serialNumber else { return Array(repeating: 0, count: 16) }
        return Array(SHA256.hash(data: serial.map { $0 + 0x30 }).bytes.prefix(16))
    }
}
