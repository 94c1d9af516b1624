import ByteTools
import TonCard

/// CardCoinManagerNfcApi (spec §4.2): PIN counters, the root key, the device label and the card
/// OS's information.
extension TonCardJSONClient {
    /// getMaxPinTries: "10".
    public func getMaxPinTries() async throws(TonCardJSONFailure) -> String {
        try await respond({ () async throws(TonCardError) in try await card.maxPinTries() }) {
            TonCardJSONFormat.message(String($0))
        }
    }

    /// getRemainingPinTries: "0"…"10".
    public func getRemainingPinTries() async throws(TonCardJSONFailure) -> String {
        try await respond({ () async throws(TonCardError) in try await card.remainingPinTries() }) {
            TonCardJSONFormat.message(String($0))
        }
    }

    /// getRootKeyStatus: "generated" or "not generated".
    public func getRootKeyStatus() async throws(TonCardJSONFailure) -> String {
        try await respond({ () async throws(TonCardError) in try await card.rootKeyStatus() }) {
            TonCardJSONFormat.message($0.text)
        }
    }

    /// getDeviceLabel: the 32-byte label, hex.
    public func getDeviceLabel() async throws(TonCardJSONFailure) -> String {
        try await respondHex { () async throws(TonCardError) in try await card.deviceLabel() }
    }

    /// getCsn: the card serial number of the card OS, hex.
    public func getCsn() async throws(TonCardJSONFailure) -> String {
        try await respondHex { () async throws(TonCardError) in try await card.csn() }
    }

    /// getSeVersion: hex.
    public func getSeVersion() async throws(TonCardJSONFailure) -> String {
        try await respondHex { () async throws(TonCardError) in try await card.seVersion() }
    }

    /// getAvailableMemory: hex.
    public func getAvailableMemory() async throws(TonCardJSONFailure) -> String {
        try await respondHex { () async throws(TonCardError) in try await card.availableMemory() }
    }

    /// getAppsList: hex.
    public func getAppsList() async throws(TonCardJSONFailure) -> String {
        try await respondHex { () async throws(TonCardError) in try await card.appletList() }
    }

    /// setDeviceLabel: 64 hex digits (30015 length, 30016 not hex).
    public func setDeviceLabel(deviceLabel: String) async throws(TonCardJSONFailure) -> String {
        try await respondDone { () async throws(TonCardError) in try await card.setDeviceLabel(hex: deviceLabel) }
    }

    /// generateSeed: authorised by the PIN.
    public func generateSeed(pin: String) async throws(TonCardJSONFailure) -> String {
        try await respondDone { () async throws(TonCardError) in try await card.generateSeed(pin: pin) }
    }

    /// changePin.
    public func changePin(oldPin: String, newPin: String) async throws(TonCardJSONFailure) -> String {
        try await respondDone { () async throws(TonCardError) in try await card.changePin(old: oldPin, new: newPin) }
    }

    /// resetWallet: wipes the seed; applet operations then fail with `6F02` until a new one exists.
    public func resetWallet() async throws(TonCardJSONFailure) -> String {
        try await respondDone { () async throws(TonCardError) in try await card.resetWallet() }
    }

    /// Renders bytes as the original's hex message.
    func respondHex(_ operation: () async throws(TonCardError) -> [UInt8]) async throws(TonCardJSONFailure) -> String {
        try await respond(operation) { TonCardJSONFormat.message(Hex.encode($0, uppercase: true)) }
    }
}
