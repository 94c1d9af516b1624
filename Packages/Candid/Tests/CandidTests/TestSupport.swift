import ByteTools
import Candid

/// `"44 49 44 4c"` or `"4449444c"` → bytes; test vectors read better as hex.
func hex(_ text: String) -> [UInt8] {
    (try? Hex.decode(lenient: text)) ?? []
}

func hexString(_ bytes: [UInt8]) -> String {
    Hex.encode(bytes)
}

/// `DIDL` followed by hex.
func didl(_ rest: String) -> [UInt8] { Array("DIDL".utf8) + hex(rest) }
