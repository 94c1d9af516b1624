/// A canister's stable memory: 64 KiB pages that survive upgrades, grown by the canister up to
/// a limit. A value type, so a snapshot taken before a message is a copy-on-write copy.
struct StableMemory: Sendable, Equatable {
    static let pageBytes = 65_536
    private(set) var bytes: [UInt8] = []
    let maximumBytes: Int

    var pages: UInt64 { UInt64(bytes.count / Self.pageBytes) }

    init(maximumBytes: Int, bytes: [UInt8] = []) {
        self.maximumBytes = maximumBytes
        self.bytes = bytes
    }

    /// Adds `pages` zeroed pages and returns the old size in pages, or nil when that would pass
    /// the limit (the system call then answers −1).
    mutating func grow(by pages: UInt64) -> UInt64? {
        let old = self.pages
        guard pages <= UInt64(maximumBytes / Self.pageBytes), old + pages <= UInt64(maximumBytes / Self.pageBytes)
        else {
            return nil
        }
        bytes += [UInt8](repeating: 0, count: Int(pages) * Self.pageBytes)
        return old
    }

    /// The range `offset ..< offset + size`, or a trap when it is not inside the memory.
    func range(_ offset: UInt64, _ size: UInt64) throws(CanisterTrap) -> Range<Int> {
        let (end, overflow) = offset.addingReportingOverflow(size)
        guard !overflow, end <= UInt64(bytes.count) else {
            throw CanisterTrap(
                "stable memory out of bounds: \(size) bytes at \(offset), memory is \(bytes.count) bytes")
        }
        return Int(offset)..<Int(end)
    }

    mutating func write(_ data: [UInt8], at offset: UInt64) throws(CanisterTrap) {
        let range = try range(offset, UInt64(data.count))
        bytes.replaceSubrange(range, with: data)
    }

    func read(_ offset: UInt64, _ size: UInt64) throws(CanisterTrap) -> ArraySlice<UInt8> {
        bytes[try range(offset, size)]
    }
}
