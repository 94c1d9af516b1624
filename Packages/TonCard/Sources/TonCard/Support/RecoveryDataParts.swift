import TonCardProtocol

/// The part arithmetic of spec §7: n = ⌈L / 250⌉ parts, part i = [250·i, min(250·(i+1), L)).
/// Writes and reads use the same ranges, so a length that is a multiple of 250 ends with a full
/// part — the case the original's read lost.
enum RecoveryDataParts {
    static func ranges(length: Int) -> [Range<Int>] {
        let size = TonCardLimits.recoveryPartSize
        guard length > 0 else { return [] }
        return stride(from: 0, to: length, by: size).map { $0..<min($0 + size, length) }
    }
}
