import ByteTools

/// Writes values as ``JSONFormat`` says, into UTF-8 bytes.
struct JSONWriter {
    let format: JSONFormat

    func write(_ value: JSONValue, into output: inout [UInt8], depth: Int) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): output.append(contentsOf: number.text.utf8)
        case .string(let string): writeString(string, into: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                newline(into: &output, depth: depth + 1)
                write(element, into: &output, depth: depth + 1)
            }
            if !elements.isEmpty { newline(into: &output, depth: depth) }
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            output.append(UInt8(ascii: "{"))
            let members =
                format.sortsKeys
                ? object.members.sorted { JSONObject.precedesInByteOrder($0.key, $1.key) } : object.members
            for (position, member) in members.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                newline(into: &output, depth: depth + 1)
                writeString(member.key, into: &output)
                output.append(UInt8(ascii: ":"))
                if format.indentation != nil { output.append(UInt8(ascii: " ")) }
                write(member.value, into: &output, depth: depth + 1)
            }
            if !members.isEmpty { newline(into: &output, depth: depth) }
            output.append(UInt8(ascii: "}"))
        }
    }

    private func newline(into output: inout [UInt8], depth: Int) {
        guard let indentation = format.indentation else { return }
        output.append(0x0A)
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indentation * depth))
    }

    func writeString(_ string: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        let bytes = Array(string.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x22: output.append(contentsOf: #"\""#.utf8)
            case 0x5C: output.append(contentsOf: #"\\"#.utf8)
            case 0x0A: output.append(contentsOf: #"\n"#.utf8)
            case 0x0D: output.append(contentsOf: #"\r"#.utf8)
            case 0x09: output.append(contentsOf: #"\t"#.utf8)
            case 0x08: output.append(contentsOf: #"\b"#.utf8)
            case 0x0C: output.append(contentsOf: #"\f"#.utf8)
            case 0x00..<0x20: escape(UInt16(byte), into: &output)
            case 0x7F where format.escapesSeparators: escape(0x7F, into: &output)
            case 0xE2
            where format.escapesSeparators && index + 1 < bytes.count && bytes[index] == 0x80
                && (bytes[index + 1] == 0xA8 || bytes[index + 1] == 0xA9):
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
                escape(bytes[index + 1] == 0xA8 ? 0x2028 : 0x2029, into: &output)
                index += 2
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// `\uXXXX` for a scalar of the Basic Multilingual Plane.
    private func escape(_ value: UInt16, into output: inout [UInt8]) {
        output.append(contentsOf: #"\u"#.utf8)
        Hex.append(UInt8(truncatingIfNeeded: value >> 8), uppercase: format.uppercaseEscapes, to: &output)
        Hex.append(UInt8(truncatingIfNeeded: value), uppercase: format.uppercaseEscapes, to: &output)
    }
}
