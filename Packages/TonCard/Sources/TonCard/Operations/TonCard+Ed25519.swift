import CryptoPrimitives
import TonCardProtocol

/// The Ed25519 operations (spec §4.4): public keys, PIN verification and signing, on the default
/// path `m/44'/396'/0'/0'/0'` or an HD index, optionally after checking the card's serial number.
///
/// Every protected step reads the card's serial number in the same transaction and uses that
/// card's HMAC key — including verifyPin, which the original MACed with whatever key was current
/// (§8.1 item 5).
extension TonCard {
    /// verifyPin: SEL-TON; C1; C2 → key; BD; A2. The verification outlives the operation (§5.1),
    /// so `sign…` may follow in a later operation.
    public func verifyPin(_ pin: String) async throws(TonCardError) {
        let code = try PinInput.parse(pin, operation: .verifyPin)
        try await run(.verifyPin) { session throws(TonCardError) in
            try await session.openApplet(for: [.getSault, .verifyPin])
            try await session.loadKeyOfCard()
            _ = try await session.sendProtected(.verifyPin, payload: code.asciiBytes)
        }
    }

    /// getPublicKeyForDefaultPath: SEL-TON; C1; A7.
    public func publicKeyForDefaultPath() async throws(TonCardError) -> Ed25519.Signing.PublicKey {
        try await publicKey(request: nil, expectedSerial: nil, operation: .getPublicKeyForDefaultPath)
    }

    /// getPublicKey: SEL-TON; C1; A0 with the index's ASCII digits.
    public func publicKey(hdIndex: String) async throws(TonCardError) -> Ed25519.Signing.PublicKey {
        let digits = try HDIndexInput.asciiDigits(hdIndex, operation: .getPublicKey)
        return try await publicKey(request: digits, expectedSerial: nil, operation: .getPublicKey)
    }

    /// checkSerialNumberAndGetPublicKeyForDefaultPath: fails with 70000 unless the card's SN is `serialNumber`.
    public func publicKeyForDefaultPath(checking serialNumber: SerialNumber) async throws(TonCardError)
        -> Ed25519.Signing.PublicKey
    {
        try await publicKey(
            request: nil, expectedSerial: serialNumber, operation: .checkSerialNumberAndGetPublicKeyForDefaultPath)
    }

    /// checkSerialNumberAndGetPublicKey.
    public func publicKey(hdIndex: String, checking serialNumber: SerialNumber) async throws(TonCardError)
        -> Ed25519.Signing.PublicKey
    {
        let operation = TonCardOperation.checkSerialNumberAndGetPublicKey
        let digits = try HDIndexInput.asciiDigits(hdIndex, operation: operation)
        return try await publicKey(request: digits, expectedSerial: serialNumber, operation: operation)
    }

    /// signForDefaultHdPath: SEL-TON; C1; C2 → key; BD; A5. Needs a verified PIN (`6F04` otherwise).
    public func signForDefaultHdPath(_ message: [UInt8]) async throws(TonCardError) -> [UInt8] {
        let request = try SigningRequest.defaultPath(message, operation: .signForDefaultHdPath)
        return try await sign(request, pin: nil, expectedSerial: nil, operation: .signForDefaultHdPath)
    }

    /// sign: SEL-TON; C1; C2 → key; BD; A3.
    public func sign(_ message: [UInt8], hdIndex: String) async throws(TonCardError) -> [UInt8] {
        let request = try SigningRequest.hdIndex(message, index: hdIndex, operation: .sign)
        return try await sign(request, pin: nil, expectedSerial: nil, operation: .sign)
    }

    /// verifyPinAndSignForDefaultHdPath: VERIFY_PIN and A5 in one transaction, so the signature
    /// does not depend on how long a verification lasts.
    public func verifyPinAndSignForDefaultHdPath(_ message: [UInt8], pin: String) async throws(TonCardError) -> [UInt8]
    {
        let operation = TonCardOperation.verifyPinAndSignForDefaultHdPath
        let request = try SigningRequest.defaultPath(message, operation: operation)
        let code = try PinInput.parse(pin, operation: operation)
        return try await sign(request, pin: code, expectedSerial: nil, operation: operation)
    }

    /// verifyPinAndSign: VERIFY_PIN and A3 in one transaction.
    public func verifyPinAndSign(_ message: [UInt8], hdIndex: String, pin: String) async throws(TonCardError) -> [UInt8]
    {
        let operation = TonCardOperation.verifyPinAndSign
        let request = try SigningRequest.hdIndex(message, index: hdIndex, operation: operation)
        let code = try PinInput.parse(pin, operation: operation)
        return try await sign(request, pin: code, expectedSerial: nil, operation: operation)
    }

    /// checkSerialNumberAndSignForDefaultHdPath.
    public func signForDefaultHdPath(_ message: [UInt8], checking serialNumber: SerialNumber) async throws(TonCardError)
        -> [UInt8]
    {
        let operation = TonCardOperation.checkSerialNumberAndSignForDefaultHdPath
        let request = try SigningRequest.defaultPath(message, operation: operation)
        return try await sign(request, pin: nil, expectedSerial: serialNumber, operation: operation)
    }

    /// checkSerialNumberAndSign.
    public func sign(_ message: [UInt8], hdIndex: String, checking serialNumber: SerialNumber)
        async throws(TonCardError) -> [UInt8]
    {
        let operation = TonCardOperation.checkSerialNumberAndSign
        let request = try SigningRequest.hdIndex(message, index: hdIndex, operation: operation)
        return try await sign(request, pin: nil, expectedSerial: serialNumber, operation: operation)
    }

    /// checkSerialNumberAndVerifyPinAndSignForDefaultHdPath.
    public func verifyPinAndSignForDefaultHdPath(
        _ message: [UInt8], pin: String, checking serialNumber: SerialNumber
    ) async throws(TonCardError) -> [UInt8] {
        let operation = TonCardOperation.checkSerialNumberAndVerifyPinAndSignForDefaultHdPath
        let request = try SigningRequest.defaultPath(message, operation: operation)
        let code = try PinInput.parse(pin, operation: operation)
        return try await sign(request, pin: code, expectedSerial: serialNumber, operation: operation)
    }

    /// checkSerialNumberAndVerifyPinAndSign.
    public func verifyPinAndSign(
        _ message: [UInt8], hdIndex: String, pin: String, checking serialNumber: SerialNumber
    ) async throws(TonCardError) -> [UInt8] {
        let operation = TonCardOperation.checkSerialNumberAndVerifyPinAndSign
        let request = try SigningRequest.hdIndex(message, index: hdIndex, operation: operation)
        let code = try PinInput.parse(pin, operation: operation)
        return try await sign(request, pin: code, expectedSerial: serialNumber, operation: operation)
    }

    // MARK: - Flows

    /// SEL-TON; C1; [C2 and the SN check]; A7 (no digits) or A0 (digits).
    private func publicKey(
        request digits: [UInt8]?, expectedSerial: SerialNumber?, operation: TonCardOperation
    ) async throws(TonCardError) -> Ed25519.Signing.PublicKey {
        try await run(operation) { session throws(TonCardError) in
            let instruction: TonAppletInstruction = digits == nil ? .getPublicKeyWithDefaultHDPath : .getPublicKey
            try await session.openApplet(for: [instruction])
            if let expectedSerial {
                guard try await session.readSerialNumber() == expectedSerial else {
                    throw .wrongCard(operation: operation)
                }
            }
            let data = try await session.send(.applet(instruction, data: digits ?? [], operation: operation))
            do {
                return try Ed25519.Signing.PublicKey(rawRepresentation: data)
            } catch {
                // 40013 is the spec's one code for an unusable public key answer: a wrong length,
                // or 32 bytes that are not an Ed25519 point.
                throw .invalidResponse(.publicKeyLength, detail: data.count, operation: operation)
            }
        }
    }

    /// SEL-TON; C1; C2 → [SN check] → key; [BD; A2]; BD; A5/A3 → 64 bytes (40012).
    private func sign(
        _ request: SigningRequest, pin: PinCode?, expectedSerial: SerialNumber?, operation: TonCardOperation
    ) async throws(TonCardError) -> [UInt8] {
        try await run(operation) { session throws(TonCardError) in
            try await session.openApplet(for: [.getSault, .verifyPin, request.instruction])
            let serial = try await session.readSerialNumber()
            if let expectedSerial, serial != expectedSerial { throw .wrongCard(operation: operation) }
            try await session.loadKey(of: serial)
            if let pin {
                _ = try await session.sendProtected(.verifyPin, payload: pin.asciiBytes)
            }
            let signature = try await session.sendProtected(request.instruction, payload: request.payload)
            guard signature.count == TonCardLimits.signatureLength else {
                throw .invalidResponse(.signatureLength, detail: signature.count, operation: operation)
            }
            return signature
        }
    }
}
