import APDU
import FuzzSupport

/// `ResponseAPDU(bytes:)` and `CommandAPDU(bytes:)`: what parses gives back its bytes.
public enum FuzzAPDU: FuzzTarget {
    public static let name = "fuzz-apdu"

    public static func run(_ bytes: [UInt8]) {
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
    }
}
