import ByteTools
import TonCardProtocol

/// The twelve CoinManager operations (spec §4.2): SEL-CM, then the one command. The CoinManager
/// works in every applet state.
extension TonCard {
    /// getMaxPinTries (GET_PIN_TLT): 0…10.
    public func maxPinTries() async throws(TonCardError) -> Int {
        try await pinTries(.getPinTotalTries, operation: .getMaxPinTries)
    }

    /// getRemainingPinTries (GET_PIN_RTL): 0…10.
    public func remainingPinTries() async throws(TonCardError) -> Int {
        try await pinTries(.getPinRemainingTries, operation: .getRemainingPinTries)
    }

    /// getRootKeyStatus: whether a seed exists.
    public func rootKeyStatus() async throws(TonCardError) -> RootKeyStatus {
        let data = try await coinManagerRead(
            .getRootKeyStatus, operation: .getRootKeyStatus, emptyError: .rootKeyStatusLength)
        return data[0] == CoinManagerCommand.rootKeyGenerated ? .generated : .notGenerated
    }

    /// getDeviceLabel: the 32-byte label (40041 for any other length).
    public func deviceLabel() async throws(TonCardError) -> [UInt8] {
        let data = try await coinManagerRead(
            .getDeviceLabel, operation: .getDeviceLabel, emptyError: .deviceLabelLength)
        guard data.count == TonCardLimits.deviceLabelLength else {
            throw .invalidResponse(.deviceLabelLength, detail: data.count, operation: .getDeviceLabel)
        }
        return data
    }

    /// getCsn: the card serial number of the secure element (not the applet's SN).
    public func csn() async throws(TonCardError) -> [UInt8] {
        try await coinManagerRead(.getCSN, operation: .getCsn, emptyError: .csnLength)
    }

    /// getSeVersion.
    public func seVersion() async throws(TonCardError) -> [UInt8] {
        try await coinManagerRead(.getSEVersion, operation: .getSeVersion, emptyError: .seVersionLength)
    }

    /// getAvailableMemory (`DF FF 02 81 46`, spec G8).
    public func availableMemory() async throws(TonCardError) -> [UInt8] {
        try await coinManagerRead(
            .getAvailableMemory, operation: .getAvailableMemory, emptyError: .availableMemoryLength)
    }

    /// getAppsList: the applet list TLV as the card returns it.
    public func appletList() async throws(TonCardError) -> [UInt8] {
        try await coinManagerRead(.getAppletList, operation: .getAppsList, emptyError: .appletListLength)
    }

    /// setDeviceLabel: exactly 32 bytes.
    public func setDeviceLabel(_ label: [UInt8]) async throws(TonCardError) {
        guard label.count == TonCardLimits.deviceLabelLength else {
            throw .invalidInput(.deviceLabelLength, operation: .setDeviceLabel)
        }
        try await coinManagerWrite(.setDeviceLabel(label), operation: .setDeviceLabel)
    }

    /// setDeviceLabel from 64 hex digits (30015 length, 30016 not hex).
    public func setDeviceLabel(hex: String) async throws(TonCardError) {
        guard hex.utf8.count == TonCardLimits.deviceLabelLength * 2 else {
            throw .invalidInput(.deviceLabelLength, operation: .setDeviceLabel)
        }
        guard let label = (try? Hex.decode(hex)) else {
            throw .invalidInput(.deviceLabelNotHex, operation: .setDeviceLabel)
        }
        try await setDeviceLabel(label)
    }

    /// generateSeed: creates the seed, authorised by the PIN (`9B01` wrong PIN, `9B02` seed exists).
    public func generateSeed(pin: String) async throws(TonCardError) {
        let code = try PinInput.parse(pin, operation: .generateSeed)
        try await coinManagerWrite(.generateSeed(pin: code.asciiBytes), operation: .generateSeed)
    }

    /// changePin: `9B01` when the old PIN is wrong (and a try is used up).
    public func changePin(old: String, new: String) async throws(TonCardError) {
        let oldCode = try PinInput.parse(old, operation: .changePin)
        let newCode = try PinInput.parse(new, operation: .changePin)
        try await coinManagerWrite(.changePin(old: oldCode.asciiBytes, new: newCode.asciiBytes), operation: .changePin)
    }

    /// resetWallet: erases the seed and restores PIN 5555 and its tries; afterwards applet
    /// operations fail with `6F02` until a new seed exists.
    public func resetWallet() async throws(TonCardError) {
        try await coinManagerWrite(.resetWallet, operation: .resetWallet)
    }

    // MARK: - Steps

    private func pinTries(_ command: CoinManagerCommand, operation: TonCardOperation) async throws(TonCardError) -> Int
    {
        let data = try await coinManagerRead(command, operation: operation, emptyError: .pinTriesLength)
        guard data[0] <= UInt8(TonCardLimits.maxPinTries) else {
            throw .invalidResponse(.pinTriesValue, detail: Int(data[0]), operation: operation)
        }
        return Int(data[0])
    }

    /// SEL-CM and a read; the answer must not be empty (the given error otherwise), so callers
    /// may read its first byte.
    func coinManagerRead(
        _ command: CoinManagerCommand, operation: TonCardOperation, emptyError: TonCardResponseError
    ) async throws(TonCardError) -> [UInt8] {
        try await run(operation) { session throws(TonCardError) in
            try await session.selectCoinManager()
            let data = try await session.send(.coinManager(command))
            guard !data.isEmpty else { throw .invalidResponse(emptyError, detail: 0, operation: operation) }
            return data
        }
    }

    private func coinManagerWrite(_ command: CoinManagerCommand, operation: TonCardOperation) async throws(TonCardError)
    {
        try await run(operation) { session throws(TonCardError) in
            try await session.selectCoinManager()
            _ = try await session.send(.coinManager(command))
        }
    }
}
