import APDU
import FuzzSupport

/// Walks nested objects as a card-data reader would, to a bounded depth.
func walk(_ objects: [TLV], depth: Int) {
    guard depth < 32 else { return }
    for object in objects {
        _ = object.description
        if object.tag.isConstructed, let children = try? object.children() {
            walk(children, depth: depth + 1)
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = fuzzBytes(start, count)
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
    return 0
}
