import TonCardProtocol

/// The applet's keychain (spec §9.2, §4.6, §4.7; `KeyChain.java`): keys packed contiguously in one
/// store, a parallel record per key, a temporary buffer for a key being added or changed, and the
/// bookkeeping of a two-phase delete. All of it is persistent, so an interrupted add, change or
/// delete behaves after a power cycle exactly as the card's EEPROM would.
struct KeychainState: Codable, Equatable, Sendable {
    /// One stored key: where its bytes start in `storage`, how many there are, and its id.
    struct Record: Codable, Equatable, Sendable {
        var offset: Int
        var length: Int
        @HexCoded var mac: [UInt8]
    }

    /// The counters fixed by INITIATE_DELETE_KEY and advanced by DELETE_KEY_CHUNK / _RECORD.
    struct Deletion: Codable, Equatable, Sendable {
        var index: Int
        var keyLength: Int
        var chunkPackets: Int
        var chunkTail: Int
        var recordPackets: Int
        var recordTail: Int
        var chunkCounter = 0
        var recordCounter = 0
        var chunksDone = false
    }

    /// The packed key bytes; its count is the occupied size (a delete zeroes the freed tail and
    /// shortens the store only at its final record step).
    @HexCoded var storage: [UInt8] = []
    var records: [Record] = []
    /// Announced size of the key being added (B3); 0 = no add prepared.
    var newKeySize = 0
    /// Bytes of the key being added or changed.
    @HexCoded var received: [UInt8] = []
    /// The key B5 selected for change; nil = "no key to change" (the emulator's start value, §2.2).
    var indexToChange: Int?
    var deletion: Deletion?
    /// What B7 last computed; the applet only recomputes it for a key that is not the last one,
    /// so deleting the last key returns this stale value (spec §8 item 2b).
    var lastKeyLengthToDelete = 0

    var numberOfKeys: Int { records.count }
    var occupiedSize: Int { records.reduce(0) { $0 + $1.length } }
    var freeSize: Int { TonCardLimits.keychainCapacity - occupiedSize }

    /// Linear scan by id, as the card does.
    func index(ofMac mac: [UInt8]) -> Int? {
        records.firstIndex { $0.mac == mac }
    }

    /// A stored key's bytes, nil if the record points outside the store (only possible in the
    /// middle of a delete).
    func keyBytes(at index: Int) -> [UInt8]? {
        guard records.indices.contains(index) else { return nil }
        let record = records[index]
        guard record.offset >= 0, record.offset + record.length <= storage.count else { return nil }
        return Array(storage[record.offset..<(record.offset + record.length)])
    }

    /// Appends the key in `received` under `mac`.
    mutating func commitNewKey(mac: [UInt8]) {
        records.append(Record(offset: storage.count, length: received.count, mac: mac))
        storage += received
        received = []
        newKeySize = 0
    }

    /// Overwrites key `index` with `received` (same length, checked before) and gives it `mac`.
    mutating func commitChange(at index: Int, mac: [UInt8]) {
        let record = records[index]
        for (position, byte) in received.enumerated() {
            storage[record.offset + position] = byte
        }
        records[index].mac = mac
        received = []
        indexToChange = nil
    }

    /// B7: fixes the delete counters and returns the 2-byte length the card answers.
    mutating func initiateDelete(index: Int) -> Int {
        let record = records[index]
        let isLast = index == records.count - 1
        let following = isLast ? 0 : storage.count - (record.offset + record.length)
        let recordsAfter = records.count - index - 1
        if !isLast { lastKeyLengthToDelete = record.length }
        deletion = Deletion(
            index: index, keyLength: record.length,
            chunkPackets: following / TonCardLimits.deletePacketSize,
            chunkTail: following % TonCardLimits.deletePacketSize,
            recordPackets: recordsAfter / TonCardLimits.deleteRecordsPerPacket,
            recordTail: recordsAfter % TonCardLimits.deleteRecordsPerPacket)
        return lastKeyLengthToDelete
    }

    /// BE: moves the next ≤128 bytes of the following keys down over the deleted key. Returns 1
    /// when the chunk phase is (or already was) finished, else 0.
    mutating func deleteChunkStep() -> UInt8 {
        guard var job = deletion, records.indices.contains(job.index) else { return 1 }
        if job.chunksDone { return 1 }
        let record = records[job.index]
        let isLastCall = job.chunkCounter >= job.chunkPackets
        let count = isLastCall ? job.chunkTail : TonCardLimits.deletePacketSize
        let destination = record.offset + job.chunkCounter * TonCardLimits.deletePacketSize
        let source = destination + record.length
        for step in 0..<count where source + step < storage.count {
            storage[destination + step] = storage[source + step]
        }
        if isLastCall {
            // The bytes past the new end are freed; zero them as the card does.
            let newEnd = storage.count - record.length
            for position in max(newEnd, 0)..<storage.count { storage[position] = 0 }
            job.chunksDone = true
        } else {
            job.chunkCounter += 1
        }
        deletion = job
        return isLastCall ? 1 : 0
    }

    /// BF: shifts the next ≤12 records down by one; the final call drops the key. Returns 1 when
    /// the delete is complete (the caller then leaves state 37), else 0.
    mutating func deleteRecordStep() -> UInt8 {
        guard var job = deletion, records.indices.contains(job.index) else {
            deletion = nil
            return 1
        }
        let isLastCall = job.recordCounter >= job.recordPackets
        let count = isLastCall ? job.recordTail : TonCardLimits.deleteRecordsPerPacket
        let first = job.index + 1 + job.recordCounter * TonCardLimits.deleteRecordsPerPacket
        for source in first..<(first + count) where records.indices.contains(source) {
            var moved = records[source]
            moved.offset -= job.keyLength
            records[source - 1] = moved
        }
        if isLastCall {
            records.removeLast()
            storage.removeLast(min(job.keyLength, storage.count))
            deletion = nil
            return 1
        }
        job.recordCounter += 1
        deletion = job
        return 0
    }

    /// BC: empties everything, including unfinished add/change/delete work.
    mutating func reset() {
        self = KeychainState(lastKeyLengthToDelete: lastKeyLengthToDelete)
    }

    init(lastKeyLengthToDelete: Int = 0) {
        self.lastKeyLengthToDelete = lastKeyLengthToDelete
    }
}
