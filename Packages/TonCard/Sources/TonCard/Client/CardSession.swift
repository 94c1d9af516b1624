import APDU
import Logging
import TonCardProtocol

/// The APDU steps every operation is built from, inside one card transaction (spec §1): send a
/// command and require `9000`, select an application, read the state, the serial number and the
/// sault, and send a protected command freshly sealed.
///
/// One session serves one operation on one task; it is never shared.
final class CardSession {
    let channel: any CardChannel
    let operation: TonCardOperation
    let keyStore: any CardHMACKeyStore
    let logger: Logger
    /// The key of the serial number last read from the card in this session (§1: protected
    /// commands always use the key of the SN just read — the original's verifyPin did not, §8.1).
    private(set) var hmacKey: CardHMACKey?
    private(set) var serialNumber: SerialNumber?

    init(channel: any CardChannel, operation: TonCardOperation, keyStore: any CardHMACKeyStore, logger: Logger) {
        self.channel = channel
        self.operation = operation
        self.keyStore = keyStore
        self.logger = logger
    }

    /// Sends `command` and returns its data when the card answers `9000`.
    ///
    /// Cancellation is checked before the command goes out, never in the middle of one (§10.2,
    /// 20000). No GET RESPONSE and no resend on `6Cxx`: the card answers in one frame and checks
    /// Le exactly (§1), so the raw exchange is the honest one.
    func send(_ command: TonCommand) async throws(TonCardError) -> [UInt8] {
        if Task.isCancelled { throw .cancelled(operation: operation) }
        let raw: [UInt8]
        do {
            raw = try await channel.transmit(raw: command.bytes)
        } catch {
            throw TransportErrorMapping.map(error, operation: operation)
        }
        guard raw.count >= 2 else {
            throw .internalError(.responseTooShort, operation: operation)
        }
        let word = TonCardStatusWord(sw1: raw[raw.count - 2], sw2: raw[raw.count - 1])
        // Only headers, lengths and status words are logged: response data can be key material or
        // recovery data (§10.0), and the command text is already redacted.
        logger.trace(
            "APDU",
            metadata: [
                "command": "\(command.redactedText)", "status": "\(word.hex)", "responseLength": "\(raw.count - 2)",
            ])
        guard word.rawValue == 0x9000 else {
            throw .cardStatus(word, instruction: command.name, apdu: command.redactedText, operation: operation)
        }
        return Array(raw[..<(raw.count - 2)])
    }

    /// "SEL-TON".
    func selectTonApplet() async throws(TonCardError) {
        _ = try await send(.select(aid: TonCardAID.tonWalletApplet, name: "SELECT_TON_APPLET"))
    }

    /// "SEL-CM"; the FCI it answers is not needed.
    func selectCoinManager() async throws(TonCardError) {
        _ = try await send(.select(aid: TonCardAID.coinManager, name: "SELECT_COIN_MANAGER"))
    }

    /// GET_APP_INFO: the applet state, one known byte (40001 / 40002 otherwise).
    func appletState() async throws(TonCardError) -> CardState {
        let data = try await send(.applet(.getAppInfo, operation: operation))
        guard data.count == 1 else { throw .invalidResponse(.stateLength, detail: data.count, operation: operation) }
        guard let state = CardState(rawValue: data[0]) else {
            throw .invalidResponse(.unknownState, detail: Int(data[0]), operation: operation)
        }
        return state
    }

    /// SEL-TON and GET_APP_INFO, then the client-side state check for every instruction the
    /// operation will send: the applet's own table (§2.4, §8 item 4), so a command the card would
    /// refuse with `6D00` is not sent at all (50000).
    @discardableResult
    func openApplet(for instructions: [TonAppletInstruction]) async throws(TonCardError) -> CardState {
        try await selectTonApplet()
        let state = try await appletState()
        for instruction in instructions where !instruction.acceptedStates.contains(state) {
            throw .improperState(.commandNotSupported, actual: state, operation: operation)
        }
        return state
    }

    /// SEL-TON and GET_APP_INFO, requiring one state with the named error (50001/50002/50003).
    func openApplet(requiring required: CardState, else requirement: TonCardStateRequirement) async throws(TonCardError)
    {
        try await selectTonApplet()
        let state = try await appletState()
        guard state == required else { throw .improperState(requirement, actual: state, operation: operation) }
    }

    /// GET_SERIAL_NUMBER (24 bytes 0…9, else 40037).
    func readSerialNumber() async throws(TonCardError) -> SerialNumber {
        let data = try await send(.applet(.getSerialNumber, operation: operation))
        let serial = try SerialNumber(cardResponse: data, operation: operation)
        serialNumber = serial
        return serial
    }

    /// "reselectKeyForHmac" without its SELECT (the caller has just selected): read the SN and
    /// load its key (60000 when the host has none). Returns the SN so the client can make it current.
    @discardableResult
    func loadKeyOfCard() async throws(TonCardError) -> SerialNumber {
        let serial = try await readSerialNumber()
        try await loadKey(of: serial)
        return serial
    }

    /// Loads the key of `serial`, a serial number this session has just read from the card.
    func loadKey(of serial: SerialNumber) async throws(TonCardError) {
        guard let key = try await keyStore.hmacKey(for: serial) else {
            throw .keyStore(.keyNotFound, operation: operation)
        }
        hmacKey = key
    }

    /// GET_SAULT: the card's current 32-byte sault (40000 otherwise).
    func readSault() async throws(TonCardError) -> [UInt8] {
        let data = try await send(.applet(.getSault, operation: operation))
        guard data.count == TonCardLimits.saultLength else {
            throw .invalidResponse(.saultLength, detail: data.count, operation: operation)
        }
        return data
    }

    /// A protected command: GET_SAULT immediately before it, then `payload ‖ sault ‖ MAC` under
    /// the key of the card's SN (§1, §2.3). The card regenerates the sault at every comparison,
    /// so a sault is never reused and the command is never retried automatically.
    func sendProtected(
        _ instruction: TonAppletInstruction, p1: UInt8 = 0x00, payload: [UInt8] = [], expectedLength: Int? = nil
    ) async throws(TonCardError) -> [UInt8] {
        guard let key = hmacKey else { throw .keyStore(.currentSerialNumberNotSet, operation: operation) }
        let sault = try await readSault()
        let sealed = try Self.seal(payload, sault: sault, key: key, operation: operation)
        return try await send(
            .applet(instruction, p1: p1, data: sealed, expectedLength: expectedLength, operation: operation))
    }

    /// `payload ‖ sault ‖ HMAC-SHA256(K, payload ‖ sault)`, the protocol module's framing.
    static func seal(_ payload: [UInt8], sault: [UInt8], key: CardHMACKey, operation: TonCardOperation)
        throws(TonCardError) -> [UInt8]
    {
        do {
            return try ProtectedData(sealing: payload, sault: sault, key: key.key).bytes
        } catch {
            throw .invalidResponse(.saultLength, detail: sault.count, operation: operation)
        }
    }

    /// A 2-byte big-endian unsigned value, or the given length error.
    func twoByteValue(_ data: [UInt8], else error: TonCardResponseError) throws(TonCardError) -> Int {
        guard data.count == 2 else { throw .invalidResponse(error, detail: data.count, operation: operation) }
        return Int(data[0]) << 8 | Int(data[1])
    }
}
