import APDU
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = fuzzBytes(start, count)
    if let response = try? ResponseAPDU(bytes: bytes) {
        fuzzExpect(response.bytes == bytes, "a response does not give back its bytes")
        _ = response.description
        _ = response.statusWord.description
    }
    if let command = try? CommandAPDU(bytes: bytes) {
        // A parsed command re-encodes (in its shortest form, so not always the same bytes: an
        // extended Lc of 5 becomes a short one) to bytes that parse to the same command.
        fuzzExpect((try? CommandAPDU(bytes: command.bytes)) == command, "a parsed command does not round-trip")
        _ = command.description
    }
    return 0
}
