import TonCardProtocol

/// The card's behaviour as a value: persistent state, the volatile selection and the provisioning
/// configuration, with one entry point per APDU. `TonCardEmulatedCard` wraps it in a lock and
/// handles persistence and fault injection, so this type stays pure card logic.
struct CardMachine: Sendable {
    var state: PersistentCardState
    var selected: SelectedApplication = .coinManager
    let configuration: TonCardEmulatorConfiguration

    init(state: PersistentCardState, configuration: TonCardEmulatorConfiguration) {
        self.state = state
        self.configuration = configuration
    }

    /// Power-up, warm reset or power-off: only the selection is lost (spec §2.1).
    mutating func reset() {
        selected = .coinManager
    }

    /// One APDU in, one response out; malformed input gets a status word (spec §2.2 step 0).
    mutating func respond(to bytes: [UInt8]) -> CardResponse {
        guard let command = ShortCommand(bytes: bytes) else { return .status(.wrongLength) }
        // CLA 01–03 address logical channels, which the card does not offer.
        if (0x01...0x03).contains(command.cla) { return .status(.logicalChannelNotSupported) }
        if command.cla == TonCardClass.interindustry, command.ins == SelectCommand.instruction {
            return select(command)
        }
        switch selected {
        case .coinManager: return coinManager(command)
        case .tonWalletApplet: return applet(command)
        }
    }

    /// SELECT handling of spec §2.1.
    mutating func select(_ command: ShortCommand) -> CardResponse {
        guard command.p1 == SelectCommand.p1ByName, command.p2 == SelectCommand.p2FirstOccurrence else {
            return .status(.incorrectP1P2)
        }
        if command.data == TonCardAID.tonWalletApplet {
            selected = .tonWalletApplet
            // The applet's select-time setCurve needs a CoinManager seed; it stays selected anyway.
            return .status(state.coinManager.seed == nil ? .setCurveFailed : .success)
        }
        if command.data == TonCardAID.coinManager || command.data.isEmpty {
            selected = .coinManager
            return CardResponse(CardIdentity.coinManagerFCI)
        }
        // The JCRE hands an unmatched SELECT to the selected applet, whose process() ignores it.
        return .status(selected == .tonWalletApplet ? .success : .fileNotFound)
    }

    /// A fresh sault; on the (theoretical) failure of the random source the caller answers
    /// `6F00` rather than reuse a sault.
    mutating func regenerateSault() -> Bool {
        guard let fresh = try? RandomBytes.make(count: TonCardLimits.saultLength) else { return false }
        state.sault = fresh
        return true
    }
}
