import APDU
import FuzzSupport

/// Walks nested objects as a card-data reader would, to a bounded depth.
private func walk(_ objects: [TLV], depth: Int) {
    guard depth < 32 else { return }
    for object in objects {
        _ = object.description
        if object.tag.isConstructed, let children = try? object.children() {
            walk(children, depth: depth + 1)
        }
    }
}

/// `TLV.parseAll` and nested `children()`, `TLVTag(bytes:)`, `ATR(bytes:)`: what parses gives back
/// its bytes.
public enum FuzzTLV: FuzzTarget {
    public static let name = "fuzz-tlv"

    public static func run(_ bytes: [UInt8]) {
        if let objects = try? TLV.parseAll(bytes) {
            walk(objects, depth: 0)
        }
        if let tag = try? TLVTag(bytes: bytes) {
            fuzzExpect(tag.bytes == bytes, "a tag does not give back its bytes")
        }
        if let atr = try? ATR(bytes: bytes) {
            fuzzExpect(atr.bytes == bytes, "an ATR does not give back its bytes")
            _ = atr.description
        }
    }
}
