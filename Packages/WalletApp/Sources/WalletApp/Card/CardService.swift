import Coordinators
import CryptoPrimitives
import TonCard

/// The TON card operations the card tab offers, over a ``CardConnector``: status, activation,
/// PIN check, public keys, signing and the keychain list.
///
/// Each operation connects, runs the card client's operations and disconnects, whether it
/// succeeded or not. Failures are ``CardWalletError``s with one sentence each; a wrong PIN says
/// how many tries the card has left. Nothing here waits without bound on its own: callers put
/// operations under a deadline (the tab uses `FlowContext.withDeadline`), and the card client
/// stops between two APDUs when cancelled.
public struct CardService: Sendable {
    /// Where the card is.
    public let connector: any CardConnector

    public init(connector: any CardConnector) {
        self.connector = connector
    }

    /// Whether activation needs the user to type the card's activation password, common secret
    /// and IV (a real card), or the connector knows them (the emulator).
    public var needsActivationData: Bool {
        connector.knownActivationData == nil
    }

    /// The readers the connector sees.
    public func readers() async throws(CardWalletError) -> [CardReaderInfo] {
        try await connector.readers()
    }

    /// Returns once a card is in the reader (at once when one is), waiting up to `timeout`.
    ///
    /// - Throws: ``CardWalletError/noCardArrived(seconds:)``, ``CardWalletError/cancelled``, …
    public func waitForCard(upTo timeout: Duration) async throws(CardWalletError) {
        try await connector.waitForCard(upTo: timeout)
    }

    /// The card's reader, state, serial number, PIN tries left and whether this wallet holds its
    /// HMAC key. A card that is not activated yet is reported as such, not as an error.
    public func status() async throws(CardWalletError) -> CardStatusReport {
        try await withCard { session throws(CardWalletError) in
            try await report(session)
        }
    }

    /// Activates the card (turnOnWallet): a new wallet seed, `newPin` as its PIN, and the card's
    /// HMAC key saved in the wallet's key store. Returns the card's status afterwards.
    ///
    /// An activated card is refused before anything is sent: activation starts by resetting the
    /// wallet on the card, which would destroy the keys of a card in use.
    ///
    /// - Parameters:
    ///   - newPin: 4 digits.
    ///   - activationData: the card's password, common secret and IV; nil to use the ones the
    ///     connector knows (the emulator).
    /// - Throws: ``CardWalletError/activationDataRequired`` when neither is there,
    ///   ``CardWalletError/alreadyActivated``, ``CardWalletError/activationDataMismatch``, …
    public func activate(newPin: SecretText, activationData: CardActivationData? = nil) async throws(CardWalletError)
        -> CardStatusReport
    {
        if let problem = CardInputRules.pinProblem(newPin.value) { throw .invalidInput(problem) }
        guard let data = activationData ?? connector.knownActivationData else { throw .activationDataRequired }
        return try await withCard { session throws(CardWalletError) in
            switch try await appletState(session) {
            case nil, .waitingForAuthentication?: break
            case .personalized?, .deleteKeyMode?: throw .alreadyActivated
            case .installed?: throw .notPersonalized
            case .blocked?: throw .cardBlocked
            }
            _ = try await call(session) { card throws(TonCardError) in
                try await card.turnOnWallet(
                    newPin: newPin.value, password: data.password, commonSecret: data.commonSecret, iv: data.iv)
            }
            return try await report(session)
        }
    }

    /// Checks `pin` with the card; returns the PIN tries left afterwards (all of them).
    ///
    /// - Throws: ``CardWalletError/wrongPin(triesLeft:)``, ``CardWalletError/pinBlocked``,
    ///   ``CardWalletError/notActivated``, ``CardWalletError/missingHMACKey``, …
    public func verifyPin(_ pin: SecretText) async throws(CardWalletError) -> Int {
        if let problem = CardInputRules.pinProblem(pin.value) { throw .invalidInput(problem) }
        return try await withCard { session throws(CardWalletError) in
            try await call(session) { card throws(TonCardError) in try await card.verifyPin(pin.value) }
            return try await call(session) { card throws(TonCardError) in try await card.remainingPinTries() }
        }
    }

    /// The card's Ed25519 public key for `hdIndex` (decimal digits), or the default path when nil
    /// or empty.
    public func publicKey(hdIndex: String? = nil) async throws(CardWalletError) -> Ed25519.Signing.PublicKey {
        let index = try Self.checkedIndex(hdIndex)
        return try await withCard { session throws(CardWalletError) in
            try await publicKey(session, index: index)
        }
    }

    /// Verifies `pin` and signs `message` in one card transaction, then reads the public key of
    /// the same path and checks the signature with it.
    ///
    /// - Parameters:
    ///   - message: 1…189 bytes (1…178 with an HD index).
    ///   - hdIndex: decimal digits, or nil (or empty) for the default path.
    ///   - pin: 4 digits.
    public func sign(_ message: [UInt8], hdIndex: String? = nil, pin: SecretText) async throws(CardWalletError)
        -> CardSignature
    {
        let index = try Self.checkedIndex(hdIndex)
        if let problem = CardInputRules.pinProblem(pin.value) { throw .invalidInput(problem) }
        return try await withCard { session throws(CardWalletError) in
            let signature = try await call(session) { card throws(TonCardError) in
                if let index { return try await card.verifyPinAndSign(message, hdIndex: index, pin: pin.value) }
                return try await card.verifyPinAndSignForDefaultHdPath(message, pin: pin.value)
            }
            let key = try await publicKey(session, index: index)
            return CardSignature(message: message, hdIndex: index, signature: signature, publicKey: key)
        }
    }

    /// The keys in the card's keychain and its totals.
    public func keychain() async throws(CardWalletError) -> CardKeychain {
        try await withCard { session throws(CardWalletError) in
            let keys = try await call(session) { card throws(TonCardError) in try await card.keychainKeys() }
            let info = try await call(session) { card throws(TonCardError) in try await card.keychainInfo() }
            return CardKeychain(keys: keys, info: info)
        }
    }

    // MARK: - Steps

    /// Connects, runs `body`, and disconnects on every path.
    private func withCard<Value: Sendable>(
        _ body: (CardSession) async throws(CardWalletError) -> Value
    ) async throws(CardWalletError) -> Value {
        let session = try await connector.connect()
        do throws(CardWalletError) {
            let value = try await body(session)
            await session.disconnect()
            return value
        } catch {
            await session.disconnect()
            throw error
        }
    }

    /// Runs one client operation; a refused PIN comes back with the tries left, read from the
    /// card right after the refusal (the count is the card's, never guessed).
    private func call<Value>(
        _ session: CardSession, _ operation: (TonCard) async throws(TonCardError) -> Value
    ) async throws(CardWalletError) -> Value {
        do throws(TonCardError) {
            return try await operation(session.card)
        } catch {
            let mapped = CardWalletError(error)
            guard case .wrongPin = mapped else { throw mapped }
            let tries = try? await session.card.remainingPinTries()
            if tries == 0 { throw .pinBlocked }
            throw .wrongPin(triesLeft: tries)
        }
    }

    private func report(_ session: CardSession) async throws(CardWalletError) -> CardStatusReport {
        let state = try await appletState(session)
        let serial = try await serialNumber(session)
        let tries = try await call(session) { card throws(TonCardError) in try await card.remainingPinTries() }
        var holdsKey = false
        if let serial {
            holdsKey = try await call(session) { card throws(TonCardError) in try await card.hasHMACKey(for: serial) }
        }
        return CardStatusReport(
            reader: session.reader, appletState: state, serialNumber: serial, remainingPinTries: tries,
            holdsHMACKey: holdsKey)
    }

    /// The applet state, or nil when the applet cannot be selected for want of a wallet seed
    /// (`6F02`): a factory card before activation.
    private func appletState(_ session: CardSession) async throws(CardWalletError) -> CardState? {
        do throws(TonCardError) {
            return try await session.card.state()
        } catch {
            if error.statusWord?.rawValue == 0x6F02 { return nil }
            throw CardWalletError(error)
        }
    }

    /// The serial number, or nil when the card refuses to tell it in its state (before
    /// activation, blocked); failures to reach the card are still errors.
    private func serialNumber(_ session: CardSession) async throws(CardWalletError) -> SerialNumber? {
        do throws(TonCardError) {
            return try await session.card.serialNumber()
        } catch {
            switch error {
            case .cardStatus, .improperState: return nil
            default: throw CardWalletError(error)
            }
        }
    }

    private func publicKey(_ session: CardSession, index: String?) async throws(CardWalletError)
        -> Ed25519.Signing.PublicKey
    {
        try await call(session) { card throws(TonCardError) in
            if let index { return try await card.publicKey(hdIndex: index) }
            return try await card.publicKeyForDefaultPath()
        }
    }

    /// nil for the default path (nil or empty), else the digits, checked.
    private static func checkedIndex(_ hdIndex: String?) throws(CardWalletError) -> String? {
        guard let hdIndex, !hdIndex.isEmpty else { return nil }
        if let problem = CardInputRules.hdIndexProblem(hdIndex) { throw .invalidInput(problem) }
        return hdIndex
    }
}
