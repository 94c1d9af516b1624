import TonCardProtocol

/// The CoinManager's persistent model (spec §3.1): seed, PIN, retry counter, label and the
/// PIN-verified flag of §5.1.
struct CoinManagerState: Codable, Equatable, Sendable {
    /// Absent, or 16...64 bytes (the SLIP-10 seed of §9.7).
    @OptionalHexCoded var seed: [UInt8]? = nil
    /// 4 ASCII bytes; factory "5555".
    @HexCoded var pin: [UInt8] = PinCode.factoryDefault.asciiBytes
    /// Remaining PIN tries, 0...10.
    var remainingTries: Int = TonCardLimits.maxPinTries
    /// 32 label bytes; factory all zero.
    @HexCoded var label: [UInt8] = Array(repeating: 0, count: TonCardLimits.deviceLabelLength)
    /// Set by an accepted VERIFY_PIN; survives reselection and power cycles (spec §5.1).
    var pinVerified = false

    /// The CoinManager's PIN check, used by VERIFY_PIN, CHANGE_PIN and GENERATE_SEED alike:
    /// with no tries left it fails without comparing; a mismatch costs a try and clears the
    /// verified flag; a match restores the tries (spec §2.4 RTL row).
    mutating func checkPin(_ candidate: [UInt8]) -> Bool {
        guard remainingTries > 0 else {
            pinVerified = false
            return false
        }
        guard candidate == pin else {
            remainingTries -= 1
            pinVerified = false
            return false
        }
        remainingTries = TonCardLimits.maxPinTries
        return true
    }
}
