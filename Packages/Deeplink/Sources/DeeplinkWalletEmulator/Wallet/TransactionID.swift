import CryptoPrimitives
import Deeplink

/// The emulator's stand-in for a transaction id: lowercase hex of SHA-256 of the request's §2.0
/// JSON. Deterministic, so a test can predict it; 64 hex digits like a real EOS transaction id.
public enum TransactionID {
    public static func madeUp(for request: DeeplinkRequest) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in SHA256.hash(data: Array(request.jsonText.utf8)) {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
