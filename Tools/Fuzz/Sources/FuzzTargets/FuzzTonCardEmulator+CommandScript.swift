import TonCard

extension FuzzTonCardEmulator {
    /// The fuzzer's input after its first byte: records of a flags byte, a two-byte big-endian length
    /// and that many bytes of command APDU (cut short at the end of the input).
    struct CommandScript: Sequence, IteratorProtocol {
        struct Command {
            let bytes: [UInt8]
            /// Flag bit 0: the command's trailing `sault ‖ HMAC` is to be sealed afresh before it is
            /// sent, so protected commands reach the checks behind the card's HMAC verification.
            let reseal: Bool
        }

        private let bytes: [UInt8]
        private var offset = 0

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func next() -> Command? {
            guard offset + 3 <= bytes.count else { return nil }
            let flags = bytes[offset]
            let length = Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2])
            let start = offset + 3
            let end = Swift.min(start + length, bytes.count)
            offset = end
            return Command(bytes: Array(bytes[start..<end]), reseal: flags & 1 == 1)
        }
    }
}
