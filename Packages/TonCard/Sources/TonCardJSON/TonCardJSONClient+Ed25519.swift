import TonCard

/// CardCryptoNfcApi (spec §4.4): PIN verification, public keys and signatures, on the default
/// path or an hd index, optionally after checking the card's serial number. Data for signing is
/// hex; keys and signatures come back as upper-case hex.
extension TonCardJSONClient {
    /// verifyPin.
    public func verifyPin(pin: String) async throws(TonCardJSONFailure) -> String {
        try await respondDone { () async throws(TonCardError) in try await card.verifyPin(pin) }
    }

    /// getPublicKeyForDefaultPath.
    public func getPublicKeyForDefaultPath() async throws(TonCardJSONFailure) -> String {
        try await respondHex { () async throws(TonCardError) in
            try await card.publicKeyForDefaultPath().rawRepresentation
        }
    }

    /// getPublicKey.
    public func getPublicKey(hdIndex: String) async throws(TonCardJSONFailure) -> String {
        try await respondHex { () async throws(TonCardError) in
            try await card.publicKey(hdIndex: hdIndex).rawRepresentation
        }
    }

    /// checkSerialNumberAndGetPublicKeyForDefaultPath.
    public func checkSerialNumberAndGetPublicKeyForDefaultPath(serialNumber: String) async throws(TonCardJSONFailure)
        -> String
    {
        try await respondHex { () async throws(TonCardError) in
            let operation = TonCardOperation.checkSerialNumberAndGetPublicKeyForDefaultPath
            return try await card.publicKeyForDefaultPath(
                checking: SerialNumber(validating: serialNumber, operation: operation)
            )
            .rawRepresentation
        }
    }

    /// checkSerialNumberAndGetPublicKey.
    public func checkSerialNumberAndGetPublicKey(serialNumber: String, hdIndex: String) async throws(TonCardJSONFailure)
        -> String
    {
        try await respondHex { () async throws(TonCardError) in
            let operation = TonCardOperation.checkSerialNumberAndGetPublicKey
            return try await card.publicKey(
                hdIndex: hdIndex, checking: SerialNumber(validating: serialNumber, operation: operation)
            )
            .rawRepresentation
        }
    }

    /// signForDefaultHdPath: needs a verified PIN.
    public func signForDefaultHdPath(data: String) async throws(TonCardJSONFailure) -> String {
        try await respondHex { () async throws(TonCardError) in
            try await card.signForDefaultHdPath(
                JSONArguments.dataForSigning(data, withHDIndex: false, operation: .signForDefaultHdPath))
        }
    }

    /// sign: needs a verified PIN.
    public func sign(data: String, hdIndex: String) async throws(TonCardJSONFailure) -> String {
        try await respondHex { () async throws(TonCardError) in
            try await card.sign(
                JSONArguments.dataForSigning(data, withHDIndex: true, operation: .sign), hdIndex: hdIndex)
        }
    }

    /// verifyPinAndSignForDefaultHdPath.
    public func verifyPinAndSignForDefaultHdPath(data: String, pin: String) async throws(TonCardJSONFailure) -> String {
        try await respondHex { () async throws(TonCardError) in
            let operation = TonCardOperation.verifyPinAndSignForDefaultHdPath
            return try await card.verifyPinAndSignForDefaultHdPath(
                JSONArguments.dataForSigning(data, withHDIndex: false, operation: operation), pin: pin)
        }
    }

    /// verifyPinAndSign.
    public func verifyPinAndSign(data: String, hdIndex: String, pin: String) async throws(TonCardJSONFailure) -> String
    {
        try await respondHex { () async throws(TonCardError) in
            let operation = TonCardOperation.verifyPinAndSign
            return try await card.verifyPinAndSign(
                JSONArguments.dataForSigning(data, withHDIndex: true, operation: operation), hdIndex: hdIndex, pin: pin)
        }
    }

    /// checkSerialNumberAndSignForDefaultHdPath.
    public func checkSerialNumberAndSignForDefaultHdPath(serialNumber: String, data: String)
        async throws(TonCardJSONFailure) -> String
    {
        try await respondHex { () async throws(TonCardError) in
            let operation = TonCardOperation.checkSerialNumberAndSignForDefaultHdPath
            let serial = try SerialNumber(validating: serialNumber, operation: operation)
            return try await card.signForDefaultHdPath(
                JSONArguments.dataForSigning(data, withHDIndex: false, operation: operation), checking: serial)
        }
    }

    /// checkSerialNumberAndSign.
    public func checkSerialNumberAndSign(serialNumber: String, data: String, hdIndex: String)
        async throws(TonCardJSONFailure) -> String
    {
        try await respondHex { () async throws(TonCardError) in
            let operation = TonCardOperation.checkSerialNumberAndSign
            let serial = try SerialNumber(validating: serialNumber, operation: operation)
            return try await card.sign(
                JSONArguments.dataForSigning(data, withHDIndex: true, operation: operation), hdIndex: hdIndex,
                checking: serial)
        }
    }

    /// checkSerialNumberAndVerifyPinAndSignForDefaultHdPath.
    public func checkSerialNumberAndVerifyPinAndSignForDefaultHdPath(
        serialNumber: String, data: String, pin: String
    ) async throws(TonCardJSONFailure) -> String {
        try await respondHex { () async throws(TonCardError) in
            let operation = TonCardOperation.checkSerialNumberAndVerifyPinAndSignForDefaultHdPath
            let serial = try SerialNumber(validating: serialNumber, operation: operation)
            return try await card.verifyPinAndSignForDefaultHdPath(
                JSONArguments.dataForSigning(data, withHDIndex: false, operation: operation), pin: pin, checking: serial
            )
        }
    }

    /// checkSerialNumberAndVerifyPinAndSign.
    public func checkSerialNumberAndVerifyPinAndSign(
        serialNumber: String, data: String, hdIndex: String, pin: String
    ) async throws(TonCardJSONFailure) -> String {
        try await respondHex { () async throws(TonCardError) in
            let operation = TonCardOperation.checkSerialNumberAndVerifyPinAndSign
            let serial = try SerialNumber(validating: serialNumber, operation: operation)
            return try await card.verifyPinAndSign(
                JSONArguments.dataForSigning(data, withHDIndex: true, operation: operation), hdIndex: hdIndex, pin: pin,
                checking: serial)
        }
    }
}
