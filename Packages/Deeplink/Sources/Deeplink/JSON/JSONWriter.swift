import BigNum

/// The builder's serialisation (§2.0): compact, keys in byte order of their UTF-8, `/` and
/// non-ASCII characters raw, only `"`, `\` and control characters escaped.
enum JSONWriter {
    static func text(of value: JSONValue) -> String {
        var output: [UInt8] = []
        write(value, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    static func write(_ value: JSONValue, into output: inout [UInt8]) {
        switch value {
        case .null: output.append(contentsOf: Array("null".utf8))
        case .bool(let flag): output.append(contentsOf: Array((flag ? "true" : "false").utf8))
        case .number(let number): output.append(contentsOf: Array(number.text.utf8))
        case .string(let string): writeString(string, into: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                write(element, into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (position, key) in sortedKeys(members).enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                writeString(key, into: &output)
                output.append(UInt8(ascii: ":"))
                // The key comes from the dictionary itself, so the lookup always succeeds.
                if let member = members[key] { write(member, into: &output) }
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Byte order of the UTF-8 keys: `String`'s `<` compares Unicode scalars after normalisation,
    /// which is not what "sorted" means on the wire.
    static func sortedKeys(_ members: [String: JSONValue]) -> [String] {
        members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    static func writeString(_ string: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x08: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0C: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0x00..<0x20:
                output.append(contentsOf: Array("\\u00".utf8))
                Hex.append(byte, uppercase: false, to: &output)
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
