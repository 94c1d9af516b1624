import ByteTools
import PCSC
import TonCard

/// NfcApi / TonNfcApi (spec §4.1): the applet's state, serial number and sault, PC/SC
/// availability, and the host's HMAC key store.
extension TonCardJSONClient {
    /// checkIfNfcSupported: on Linux, whether the PC/SC service answers and lists at least one
    /// reader — "true" or "false", never an error (spec §4.1). No card is needed.
    public static func checkIfNfcSupported() -> String {
        let context: PCSCContext
        do {
            context = try PCSCContext()
        } catch {
            return TonCardJSONFormat.message("false")
        }
        let readers = (try? context.readers()) ?? []
        return TonCardJSONFormat.message(readers.isEmpty ? "false" : "true")
    }

    /// getTonAppletState: the state's sentence, e.g. "TonWalletApplet is personalized.".
    public func getTonAppletState() async throws(TonCardJSONFailure) -> String {
        try await respond({ () async throws(TonCardError) in try await card.state() }) {
            TonCardJSONFormat.message($0.description)
        }
    }

    /// getSerialNumber: the card's 24 digits.
    public func getSerialNumber() async throws(TonCardJSONFailure) -> String {
        try await respond({ () async throws(TonCardError) in try await card.serialNumber() }) {
            TonCardJSONFormat.message($0.description)
        }
    }

    /// getSault: the card's current 32-byte sault, hex.
    public func getSault() async throws(TonCardJSONFailure) -> String {
        try await respond({ () async throws(TonCardError) in try await card.sault() }) {
            TonCardJSONFormat.message(Hex.encode($0, uppercase: true))
        }
    }

    /// createKeyForHmac: stores the HMAC key of a card activated elsewhere and makes its serial
    /// number current.
    public func createKeyForHmac(
        authenticationPassword: String, commonSecret: String, serialNumber: String
    ) async throws(TonCardJSONFailure) -> String {
        try await respondDone { () async throws(TonCardError) in
            let operation = TonCardOperation.createKeyForHmac
            let password = try ActivationPassword(hex: authenticationPassword, operation: operation)
            let secret = try CommonSecret(hex: commonSecret, operation: operation)
            let serial = try SerialNumber(validating: serialNumber, operation: operation)
            try await card.createHMACKey(password: password, commonSecret: secret, serialNumber: serial)
        }
    }

    /// selectKeyForHmac: makes `serialNumber` current if the store holds its key (60000 otherwise).
    public func selectKeyForHmac(serialNumber: String) async throws(TonCardJSONFailure) -> String {
        try await respondDone { () async throws(TonCardError) in
            try await card.selectHMACKey(for: SerialNumber(validating: serialNumber, operation: .selectKeyForHmac))
        }
    }

    /// getCurrentSerialNumber: the current serial number, or "empty".
    public func getCurrentSerialNumber() -> String {
        TonCardJSONFormat.message(card.currentSerialNumber?.description ?? "empty")
    }

    /// getAllSerialNumbers: every serial number with a stored key, ascending.
    public func getAllSerialNumbers() async throws(TonCardJSONFailure) -> String {
        try await respond({ () async throws(TonCardError) in try await card.serialNumbersWithHMACKeys() }) {
            TonCardJSONFormat.serialNumbers($0)
        }
    }

    /// isKeyForHmacExist: "true" or "false".
    public func isKeyForHmacExist(serialNumber: String) async throws(TonCardJSONFailure) -> String {
        try await respond({ () async throws(TonCardError) in
            try await card.hasHMACKey(for: SerialNumber(validating: serialNumber, operation: .isKeyForHmacExist))
        }) { TonCardJSONFormat.message($0 ? "true" : "false") }
    }

    /// deleteKeyForHmac: removes the key (60000 when absent).
    public func deleteKeyForHmac(serialNumber: String) async throws(TonCardJSONFailure) -> String {
        try await respondDone { () async throws(TonCardError) in
            try await card.deleteHMACKey(for: SerialNumber(validating: serialNumber, operation: .deleteKeyForHmac))
        }
    }
}
