import TonCardProtocol

/// The keychain's response checks, shared by the keychain operations (spec §4.6, §10.2 type 4).
extension CardSession {
    /// BD; B8 → 2 bytes (40014), 0…1023 (40015).
    func readNumberOfKeys() async throws(TonCardError) -> Int {
        let data = try await sendProtected(.getNumberOfKeys)
        let count = try twoByteValue(data, else: .numberOfKeysLength)
        guard count <= TonCardLimits.maxKeys else {
            throw .invalidResponse(.numberOfKeysValue, detail: count, operation: operation)
        }
        return count
    }

    /// BD; a protected 2-byte read interpreted as signed 16-bit, as the original reads sizes and
    /// packet counts, refused when negative (BA, B9, E1, E2).
    func readSigned(
        _ instruction: TonAppletInstruction, lengthError: TonCardResponseError, valueError: TonCardResponseError
    ) async throws(TonCardError) -> Int {
        let data = try await sendProtected(instruction)
        let value = try twoByteValue(data, else: lengthError)
        guard value < 0x8000 else { throw .invalidResponse(valueError, detail: value - 0x10000, operation: operation) }
        return value
    }

    /// BD; BB index → hmac(32) ‖ length(2) (40034), length 1…8192 (40022).
    func readHmac(index: Int) async throws(TonCardError) -> KeychainKey {
        let data = try await sendProtected(.getHmac, payload: KeyChunks.bigEndian(index))
        guard data.count == TonCardLimits.hashLength + 2 else {
            throw .invalidResponse(.getHmacLength, detail: data.count, operation: operation)
        }
        let length = Int(data[32]) << 8 | Int(data[33])
        guard (1...TonCardLimits.maxKeySize).contains(length) else {
            throw .invalidResponse(.keyLengthValue, detail: length, operation: operation)
        }
        return KeychainKey(index: index, length: length, hmac: KeyHMAC(unchecked: Array(data[0..<32])))
    }

    /// BD; B1 hmac → index(2) ‖ length(2) (40020), index ≤ 1022 (40021), length 1…8192 (40022).
    func readIndexAndLength(of hmac: KeyHMAC) async throws(TonCardError) -> KeychainKey {
        let data = try await sendProtected(.getKeyIndexInStorageAndLength, payload: hmac.bytes)
        guard data.count == 4 else {
            throw .invalidResponse(.keyIndexAndLengthLength, detail: data.count, operation: operation)
        }
        let index = Int(data[0]) << 8 | Int(data[1])
        let length = Int(data[2]) << 8 | Int(data[3])
        guard index < TonCardLimits.maxKeys else {
            throw .invalidResponse(.keyIndexValue, detail: index, operation: operation)
        }
        guard (1...TonCardLimits.maxKeySize).contains(length) else {
            throw .invalidResponse(.keyLengthValue, detail: length, operation: operation)
        }
        return KeychainKey(index: index, length: length, hmac: hmac)
    }
}
