import Crypto
import SwiftASN1
import X509

/// A certificate and the private key of its public key: what a TLS server needs to present it.
public struct TestIdentity: Sendable {
    public let certificate: Certificate
    public let key: P256.Signing.PrivateKey

    public init(certificate: Certificate, key: P256.Signing.PrivateKey) {
        self.certificate = certificate
        self.key = key
    }

    /// The certificate in DER.
    public func derBytes() throws -> [UInt8] {
        var serializer = DER.Serializer()
        try serializer.serialize(certificate)
        return serializer.serializedBytes
    }

    /// The certificate in PEM, as a file would hold it.
    public func pemString() throws -> String {
        try certificate.serializeAsPEM().pemString
    }
}
