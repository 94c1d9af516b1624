import ByteTools
import CryptoPrimitives
import TonCardProtocol

/// The recovery-data operations (spec §4.5, §7): an opaque blob of 1…2048 bytes, written in
/// 250-byte parts and sealed by its SHA-256, read back part by part. Not HMAC-protected, no PIN.
///
/// Unlike the original, any length up to the card's 2048 bytes is accepted (it capped input at
/// 1024 bytes), and a read whose length is a multiple of 250 returns all of it (it returned
/// nothing) — §8.1 items 3 and 4.
extension TonCard {
    /// addRecoveryData: SEL-TON; C1; D1 parts (P1 `00` first, `01` after); D1 P1 `02` SHA-256.
    /// The card answers `6F0C` when data is already set (reset it first).
    public func addRecoveryData(_ data: [UInt8]) async throws(TonCardError) {
        let operation = TonCardOperation.addRecoveryData
        guard (1...TonCardLimits.maxRecoveryDataLength).contains(data.count) else {
            throw .invalidInput(.recoveryDataLength, operation: operation)
        }
        let parts = RecoveryDataParts.ranges(length: data.count)
        try await run(operation) { session throws(TonCardError) in
            try await session.openApplet(for: [.addRecoveryDataPart])
            for (number, range) in parts.enumerated() {
                let phase: ChunkPhase = number == 0 ? .first : .next
                _ = try await session.send(
                    .applet(
                        .addRecoveryDataPart, p1: phase.rawValue, data: Array(data[range]), operation: operation))
            }
            _ = try await session.send(
                .applet(
                    .addRecoveryDataPart, p1: ChunkPhase.end.rawValue, data: SHA256.hash(data: data).bytes,
                    operation: operation))
        }
    }

    /// addRecoveryData from hex text (30011 not hex, 30012 length outside 2…4096 digits).
    public func addRecoveryData(hex: String) async throws(TonCardError) {
        guard Hex.isDigits(hex) else { throw .invalidInput(.recoveryDataNotHex, operation: .addRecoveryData) }
        guard let data = (try? Hex.decode(hex)) else {
            throw .invalidInput(.recoveryDataLength, operation: .addRecoveryData)
        }
        try await addRecoveryData(data)
    }

    /// getRecoveryData: SEL-TON; C1; D4 → L; D2 parts at 0, 250, … each with Le = min(250, L − start).
    /// Always exactly L bytes.
    public func recoveryData() async throws(TonCardError) -> [UInt8] {
        let operation = TonCardOperation.getRecoveryData
        return try await run(operation) { session throws(TonCardError) in
            try await session.openApplet(for: [.getRecoveryDataLength, .getRecoveryDataPart])
            let length = try await session.readRecoveryDataLength()
            var data: [UInt8] = []
            data.reserveCapacity(length)
            for range in RecoveryDataParts.ranges(length: length) {
                let start = [
                    UInt8(truncatingIfNeeded: range.lowerBound >> 8), UInt8(truncatingIfNeeded: range.lowerBound),
                ]
                let part = try await session.send(
                    .applet(
                        .getRecoveryDataPart, data: start, expectedLength: range.count, operation: operation))
                guard part.count == range.count else {
                    throw .invalidResponse(.recoveryDataPortionLength, detail: range.count, operation: operation)
                }
                data.append(contentsOf: part)
            }
            return data
        }
    }

    /// getRecoveryDataLen: 1…2048.
    public func recoveryDataLength() async throws(TonCardError) -> Int {
        try await run(.getRecoveryDataLen) { session throws(TonCardError) in
            try await session.openApplet(for: [.getRecoveryDataLength])
            return try await session.readRecoveryDataLength()
        }
    }

    /// getRecoveryDataHash: SHA-256 of the stored data (32 bytes, 40003 otherwise).
    public func recoveryDataHash() async throws(TonCardError) -> [UInt8] {
        let operation = TonCardOperation.getRecoveryDataHash
        return try await run(operation) { session throws(TonCardError) in
            try await session.openApplet(for: [.getRecoveryDataHash])
            let hash = try await session.send(.applet(.getRecoveryDataHash, operation: operation))
            guard hash.count == TonCardLimits.hashLength else {
                throw .invalidResponse(.recoveryDataHashLength, detail: hash.count, operation: operation)
            }
            return hash
        }
    }

    /// isRecoveryDataSet: one byte, `01` or `00` (40006 otherwise).
    public func isRecoveryDataSet() async throws(TonCardError) -> Bool {
        let operation = TonCardOperation.isRecoveryDataSet
        return try await run(operation) { session throws(TonCardError) in
            try await session.openApplet(for: [.isRecoveryDataSet])
            let answer = try await session.send(.applet(.isRecoveryDataSet, operation: operation))
            guard answer.count == 1, answer[0] <= 1 else {
                throw .invalidResponse(.isRecoveryDataSetLength, detail: answer.count, operation: operation)
            }
            return answer[0] == 1
        }
    }

    /// resetRecoveryData: D5.
    public func resetRecoveryData() async throws(TonCardError) {
        let operation = TonCardOperation.resetRecoveryData
        try await run(operation) { session throws(TonCardError) in
            try await session.openApplet(for: [.resetRecoveryData])
            _ = try await session.send(.applet(.resetRecoveryData, operation: operation))
        }
    }
}

extension CardSession {
    /// D4: 2 bytes (40004), value 1…2048 (40005).
    func readRecoveryDataLength() async throws(TonCardError) -> Int {
        let data = try await send(.applet(.getRecoveryDataLength, operation: operation))
        let length = try twoByteValue(data, else: .recoveryDataLengthLength)
        guard (1...TonCardLimits.maxRecoveryDataLength).contains(length) else {
            throw .invalidResponse(.recoveryDataLengthValue, detail: length, operation: operation)
        }
        return length
    }
}
