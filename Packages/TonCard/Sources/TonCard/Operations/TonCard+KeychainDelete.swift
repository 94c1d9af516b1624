import TonCardProtocol

/// Keychain deletion, the exact port sequence of spec §4.7 (G10). The original's delete could
/// never succeed and its resumption failed after a partial delete (§8.1 items 1–2); here each
/// phase is one bounded loop that stops at the card's first `01`, so a delete interrupted at any
/// point is finished by `finishDeleteKeyAfterInterruption()`.
extension TonCard {
    /// deleteKeyFromKeyChain: state `17` (50002; in `37` finish the pending delete first); B1 →
    /// index; B7 index (the card enters `37`); then the two phases and B8.
    ///
    /// - Returns: the number of keys left.
    public func deleteKey(_ hmac: KeyHMAC) async throws(TonCardError) -> Int {
        let operation = TonCardOperation.deleteKeyFromKeyChain
        return try await run(operation) { session throws(TonCardError) in
            try await session.openApplet(requiring: .personalized, else: .personalized)
            try await session.loadKeyOfCard()
            let entry = try await session.readIndexAndLength(of: hmac)
            let answer = try await session.sendProtected(.initiateDeleteKey, payload: KeyChunks.bigEndian(entry.index))
            // Only the length is checked: for the last key the card returns a stale value (§8 item 2b).
            guard answer.count == 2 else {
                throw .invalidResponse(.initiateDeleteLength, detail: answer.count, operation: operation)
            }
            return try await session.finishDelete()
        }
    }

    /// finishDeleteKeyFromKeyChainAfterInterruption: state `37` (50003), then the two phases and B8.
    ///
    /// - Returns: the number of keys left.
    public func finishDeleteKeyAfterInterruption() async throws(TonCardError) -> Int {
        try await run(.finishDeleteKeyFromKeyChainAfterInterruption) { session throws(TonCardError) in
            try await session.openApplet(requiring: .deleteKeyMode, else: .deleteKeyMode)
            try await session.loadKeyOfCard()
            return try await session.finishDelete()
        }
    }
}

extension CardSession {
    /// FINISH of §4.7: E1 → nc; BE up to min(nc, 255) + 1 times until `01`; E2 → nr; BF up to
    /// min(nr, 85) + 1 times until `01` (the card is back in `17`); B8 → keys left.
    ///
    /// E1/E2 report the totals fixed at B7, not what is left, and a phase needs at most total + 1
    /// calls from any resumption point, so the bounds are exact; a card that still answers `00`
    /// after them gets 40046 rather than an endless loop.
    func finishDelete() async throws(TonCardError) -> Int {
        let chunkPackets = try await readSigned(
            .getDeleteKeyChunkNumberOfPackets, lengthError: .deleteChunkPacketsLength,
            valueError: .deleteChunkPacketsValue)
        try await runDeletePhase(
            .deleteKeyChunk, calls: min(chunkPackets, 255) + 1,
            lengthError: .deleteKeyChunkLength, valueError: .deleteKeyChunkValue)
        let recordPackets = try await readSigned(
            .getDeleteKeyRecordNumberOfPackets, lengthError: .deleteRecordPacketsLength,
            valueError: .deleteRecordPacketsValue)
        try await runDeletePhase(
            .deleteKeyRecord, calls: min(recordPackets, 85) + 1,
            lengthError: .deleteKeyRecordLength, valueError: .deleteKeyRecordValue)
        return try await readNumberOfKeys()
    }

    private func runDeletePhase(
        _ instruction: TonAppletInstruction, calls: Int,
        lengthError: TonCardResponseError, valueError: TonCardResponseError
    ) async throws(TonCardError) {
        for _ in 0..<calls {
            let answer = try await sendProtected(instruction)
            guard answer.count == 1 else {
                throw .invalidResponse(lengthError, detail: answer.count, operation: operation)
            }
            switch answer[0] {
            case 0x01: return
            case 0x00: continue
            default: throw .invalidResponse(valueError, detail: Int(answer[0]), operation: operation)
            }
        }
        throw .invalidResponse(.deleteNotFinished, operation: operation)
    }
}
