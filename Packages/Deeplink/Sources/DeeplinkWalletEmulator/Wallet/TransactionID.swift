import ByteTools
import CryptoPrimitives
import Deeplink

/// The emulator's stand-in for a transaction id: lowercase hex of SHA-256 of the request's §2.0
/// JSON. Deterministic, so a test can predict it; 64 hex digits like a real EOS transaction id.
public enum TransactionID {
    public static func madeUp(for request: DeeplinkRequest) -> String {
        Hex.encode(SHA256.hash(data: Array(request.jsonText.utf8)))
    }
}
