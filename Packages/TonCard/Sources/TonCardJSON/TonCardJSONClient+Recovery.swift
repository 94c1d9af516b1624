import TonCard

/// RecoveryDataApi (spec §4.5): the recovery blob the card keeps for its owner (no PIN, no HMAC).
extension TonCardJSONClient {
    /// addRecoveryData: 2…4096 hex digits (30011 not hex, 30012 length).
    public func addRecoveryData(recoveryData: String) async throws(TonCardJSONFailure) -> String {
        try await respondDone { () async throws(TonCardError) in try await card.addRecoveryData(hex: recoveryData) }
    }

    /// getRecoveryData: exactly the stored bytes, hex.
    public func getRecoveryData() async throws(TonCardJSONFailure) -> String {
        try await respondHex { () async throws(TonCardError) in try await card.recoveryData() }
    }

    /// getRecoveryDataLen: decimal.
    public func getRecoveryDataLen() async throws(TonCardJSONFailure) -> String {
        try await respond({ () async throws(TonCardError) in try await card.recoveryDataLength() }) {
            TonCardJSONFormat.message(String($0))
        }
    }

    /// getRecoveryDataHash: SHA-256 of the stored bytes, hex.
    public func getRecoveryDataHash() async throws(TonCardJSONFailure) -> String {
        try await respondHex { () async throws(TonCardError) in try await card.recoveryDataHash() }
    }

    /// isRecoveryDataSet: "true" or "false".
    public func isRecoveryDataSet() async throws(TonCardJSONFailure) -> String {
        try await respond({ () async throws(TonCardError) in try await card.isRecoveryDataSet() }) {
            TonCardJSONFormat.message($0 ? "true" : "false")
        }
    }

    /// resetRecoveryData.
    public func resetRecoveryData() async throws(TonCardJSONFailure) -> String {
        try await respondDone { () async throws(TonCardError) in try await card.resetRecoveryData() }
    }
}
