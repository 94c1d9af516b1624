/// Cuts a byte stream into lines; a line longer than 64 KiB is cut there, and what is left
/// unterminated at the end counts as a last line.
struct LineSplitter {
    private var pending: [UInt8] = []

    mutating func lines(after chunk: [UInt8]?) -> [String] {
        guard let chunk else {
            defer { pending = [] }
            return pending.isEmpty ? [] : [String(decoding: pending, as: UTF8.self)]
        }
        var lines: [String] = []
        for byte in chunk {
            if byte == UInt8(ascii: "\n") || pending.count >= 65_536 {
                lines.append(String(decoding: pending, as: UTF8.self))
                pending = []
                if byte == UInt8(ascii: "\n") { continue }
            }
            pending.append(byte)
        }
        return lines
    }
}
