import APDU
import Synchronization

/// A small card application for tests, demos and benchmarks of card transports: each instruction
/// exercises one thing a transport must get right. Not a model of any real card.
///
/// | command | answer |
/// |---|---|
/// | `00 A4 04 00` + `applicationIdentifier` | `9000`; other AIDs `6A82`. Everything below but VERIFY needs it (`6985` before) |
/// | `80 10 00 00` + data | the data back (ECHO) |
/// | `80 20 P1 P2` | `61xx`: P1P2 bytes (0, 1, 2 … mod 256) wait for GET RESPONSE, T=0 style |
/// | `00 C0 00 00 Le` | up to Le waiting bytes, then `61xx` while more wait, else `9000`; `6985` when none wait (any other command discards them) |
/// | `80 30 00 00 20` | 32 bytes; any other Le gets `6C20` |
/// | `80 40 00 00` | a 4-byte counter incremented by each call; it survives resets, like EEPROM |
/// | `00 20 00 81` + PIN | `9000`, or `63Cx` with x tries left, `6983` once blocked; without data: `63Cx`/`9000` status |
/// | `80 60 00 00` | 16 secret bytes after a correct VERIFY, else `6982` |
///
/// Power-up and reset clear the selection, the PIN check and waiting data; the counter and the
/// PIN's retry count stay.
public final class DiagnosticCard: EmulatedCard {
    /// `F0` (a proprietary AID category) followed by "SWIFTAPDU".
    public static let applicationIdentifier: [UInt8] = [0xF0] + Array("SWIFTAPDU".utf8)
    /// T=1 only, historical bytes "APDUTEST", and the check byte T=1 requires.
    public static let defaultAnswerToReset: [UInt8] = {
        let body: [UInt8] = [0x88, 0x80, 0x01] + Array("APDUTEST".utf8)
        return [0x3B] + body + [body.reduce(0, ^)]
    }()
    /// What `80 60` reveals after VERIFY.
    public static let secret: [UInt8] = Array("diagnostic-card!".utf8)
    public static let maximumRetries = 3

    public let answerToReset: [UInt8]
    private let pin: [UInt8]
    private let state = Mutex(State())

    private struct State {
        var selected = false
        var verified = false
        var waiting: ArraySlice<UInt8> = []
        var counter: UInt32 = 0
        var retriesLeft = DiagnosticCard.maximumRetries
    }

    public init(pin: String = "123456", answerToReset: [UInt8] = DiagnosticCard.defaultAnswerToReset) {
        self.pin = Array(pin.utf8)
        self.answerToReset = answerToReset
    }

    /// How many times `80 40` has been answered.
    public var counter: UInt32 { state.withLock { $0.counter } }

    public func reset() {
        state.withLock { state in
            state.selected = false
            state.verified = false
            state.waiting = []
        }
    }

    public func respond(to bytes: [UInt8]) -> [UInt8] {
        guard let command = try? CommandAPDU(bytes: bytes) else { return [0x67, 0x00] }
        return state.withLock { state in
            let response = respond(to: command, state: &state)
            return response.bytes
        }
    }

    private func respond(to command: CommandAPDU, state: inout State) -> ResponseAPDU {
        // Waiting response data only survives until the next command that is not GET RESPONSE.
        if command.ins != 0xC0 { state.waiting = [] }
        switch (command.cla, command.ins) {
        case (0x00, 0xA4):
            guard command.p1 == 0x04, command.p2 == 0x00 else { return status(0x6A86) }
            state.selected = command.data == Self.applicationIdentifier
            return status(state.selected ? 0x9000 : 0x6A82)
        case (0x00, 0x20):
            return verify(command, state: &state)
        case (0x00, 0xC0):
            guard state.selected, !state.waiting.isEmpty else { return status(0x6985) }
            let count = min(command.expectedLength ?? 256, state.waiting.count)
            let chunk = Array(state.waiting.prefix(count))
            state.waiting = state.waiting.dropFirst(count)
            return ResponseAPDU(data: chunk, statusWord: waitingStatus(state.waiting.count))
        case (0x80, _):
            guard state.selected else { return status(0x6985) }
            return proprietary(command, state: &state)
        case (0x00, _):
            return status(0x6D00)
        default:
            return status(0x6E00)
        }
    }

    private func proprietary(_ command: CommandAPDU, state: inout State) -> ResponseAPDU {
        switch command.ins {
        case 0x10:
            return ResponseAPDU(data: command.data, statusWord: .success)
        case 0x20:
            let count = Int(command.p1) << 8 | Int(command.p2)
            state.waiting = ArraySlice((0..<count).map { UInt8(truncatingIfNeeded: $0) })
            return status(count == 0 ? 0x9000 : waitingStatus(count).rawValue)
        case 0x30:
            guard command.expectedLength == 32 else { return status(0x6C20) }
            return ResponseAPDU(data: (0..<32).map { UInt8($0) ^ 0xA5 }, statusWord: .success)
        case 0x40:
            state.counter &+= 1
            let value = state.counter
            return ResponseAPDU(
                data: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }, statusWord: .success)
        case 0x60:
            guard state.verified else { return status(0x6982) }
            return ResponseAPDU(data: Self.secret, statusWord: .success)
        default:
            return status(0x6D00)
        }
    }

    private func verify(_ command: CommandAPDU, state: inout State) -> ResponseAPDU {
        guard command.p1 == 0x00, command.p2 == 0x81 else { return status(0x6A86) }
        guard state.retriesLeft > 0 else { return status(0x6983) }
        if command.data.isEmpty {
            return status(state.verified ? 0x9000 : 0x63C0 | UInt16(state.retriesLeft))
        }
        if command.data == pin {
            state.retriesLeft = Self.maximumRetries
            state.verified = true
            return status(0x9000)
        }
        state.verified = false
        state.retriesLeft -= 1
        return status(state.retriesLeft == 0 ? 0x6983 : 0x63C0 | UInt16(state.retriesLeft))
    }

    private func waitingStatus(_ count: Int) -> StatusWord {
        count == 0 ? .success : StatusWord(sw1: 0x61, sw2: UInt8(truncatingIfNeeded: min(count, 256)))
    }

    private func status(_ value: UInt16) -> ResponseAPDU {
        ResponseAPDU(statusWord: StatusWord(rawValue: value))
    }
}
