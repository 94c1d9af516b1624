import BLS12381
import ByteTools

/// The key every certificate chains to: the Internet Computer's (built in) or a local test
/// network's.
public struct RootKey: Sendable, Equatable {
    public let publicKey: BLS12381.Signing.PublicKey

    /// The IC mainnet root key (the 133-byte DER form, as agent-rs and agent-js hold it).
    public static let mainnet = try! RootKey(
        derRepresentation: Hex.decode(
            "308182301d060d2b0601040182dc7c0503010201060c2b0601040182dc7c05030201036100814c0e6ec71fab583b08bd81373c255c3c371b2e84863c98a4f1e08b74235d14fb5d9c0cd546d9685f913a0c0b2cc5341583bf4b4392e467db96d65b9bb4cb717112f8472e0d5a4d14505ffd7484b01291091c5f87b98883463f98091a0baaae"
        ))

    public init(publicKey: BLS12381.Signing.PublicKey) {
        self.publicKey = publicKey
    }

    /// The IC's DER form: the 37-byte prefix and the 96-byte key.
    public init(derRepresentation bytes: some Collection<UInt8>) throws(CertificateError) {
        do { publicKey = try BLS12381.Signing.PublicKey(derRepresentation: bytes) } catch {
            throw .invalidRootKey("\(error)")
        }
    }

    /// The 96 raw bytes of the G2 point.
    public init(rawRepresentation bytes: some Collection<UInt8>) throws(CertificateError) {
        do { publicKey = try BLS12381.Signing.PublicKey(rawRepresentation: bytes) } catch {
            throw .invalidRootKey("\(error)")
        }
    }

    /// DER (133 bytes) or raw (96 bytes), whichever `bytes` is.
    public init(bytes: [UInt8]) throws(CertificateError) {
        if bytes.count == 96 {
            try self.init(rawRepresentation: bytes)
        } else {
            try self.init(derRepresentation: bytes)
        }
    }
}
