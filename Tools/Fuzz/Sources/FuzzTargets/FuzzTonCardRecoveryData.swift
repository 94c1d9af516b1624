import FuzzSupport
import TonCard

/// `RecoveryData(sealed:passphrase:)`, the decoder of the sealed recovery data a card hands back:
/// any bytes give the data or a typed error. Data that opens came from exactly one envelope's
/// worth of bytes, describes itself redacted, opens under no other passphrase, and seals again
/// into an envelope that opens to the same fields.
public enum FuzzTonCardRecoveryData: FuzzTarget {
    public static let name = "fuzz-toncard-recovery-data"
    /// The passphrase the seeds are sealed under.
    static let passphrase = "fuzz"

    public static func run(_ bytes: [UInt8]) {
        let input = cappingRounds(bytes)
        let opened: RecoveryData
        do {
            opened = try RecoveryData(sealed: input, passphrase: passphrase)
        } catch {
            fuzzExpect(!error.description.contains(passphrase), "an error shows the passphrase")
            return
        }
        fuzzExpect(input.count == RecoveryDataEnvelope.byteCount, "data opened from \(input.count) bytes")
        fuzzExpect(opened.description == "RecoveryData(redacted)", "the data describes its fields")
        fuzzExpect(
            (try? RecoveryData(sealed: input, passphrase: passphrase + "!")) == nil, "opened under another passphrase")
        do {
            let again = try RecoveryData(
                sealed: opened.sealed(passphrase: passphrase, rounds: 1), passphrase: passphrase)
            fuzzExpect(again == opened, "sealing again gives other fields")
        } catch {
            fuzzExpect(false, "data that opened does not seal and open again: \(error)")
        }
    }

    /// PBKDF2 costs what the rounds field asks, up to the 10 million the decoder accepts: seconds
    /// per input. Rounds above 2,048 that the decoder would accept are folded below it, so each
    /// input takes milliseconds; values the decoder refuses are left for it to refuse.
    private static func cappingRounds(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= 10 else { return bytes }
        let rounds = bytes[6..<10].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard rounds > 2_048, RecoveryDataEnvelope.roundsRange.contains(Int(rounds)) else { return bytes }
        var capped = bytes
        let folded = rounds % 2_048
        capped.replaceSubrange(6..<10, with: [0, 0, UInt8(folded >> 8), UInt8(folded & 0xFF)])
        return capped
    }
}
