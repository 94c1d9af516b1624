import Candid

/// `"44 49 44 4c"` or `"4449444c"` → bytes; test vectors read better as hex.
func hex(_ text: String) -> [UInt8] {
    let digits = Array(text.filter { !$0.isWhitespace })
    return stride(from: 0, to: digits.count - 1, by: 2).compactMap { UInt8(String(digits[$0...$0 + 1]), radix: 16) }
}

func hexString(_ bytes: [UInt8]) -> String {
    bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
}

/// `DIDL` followed by hex.
func didl(_ rest: String) -> [UInt8] { Array("DIDL".utf8) + hex(rest) }
