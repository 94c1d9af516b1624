import Foundation
@_spi(CMS) import X509

/// Verifies CMS / PKCS #7 SignedData (`openssl cms -sign`, `openssl smime -sign`): the signature
/// over the content, then the signer's chain to the trust roots under a ``ChainPolicy``.
///
/// swift-certificates does the cryptography (`CMS.isValidSignature`, behind its `CMS` SPI in
/// 1.21.1, the only form it offers); this adds what it leaves out — the attached content, and a
/// reason in words when the signer is not trusted. Limits are those of swift-certificates: one
/// signer per signature, ECDSA (P-256/384/521), Ed25519 and RSA signers named by
/// `sha*WithRSAEncryption` (OpenSSL names RSA signers `rsaEncryption`, which it refuses:
/// ``SignedDataError/unsupported(reason:)``).
public struct SignedDataVerifier: Sendable {
    /// The largest signature accepted, attached content included: 16 MiB. Attached signatures
    /// are read whole into memory, so the bound is what keeps a hostile one from exhausting it.
    public static let maximumInputSize = 16 * 1024 * 1024

    /// The certificates trusted as anchors for signers.
    public let trustRoots: [Certificate]

    public init(trustRoots: [Certificate]) {
        self.trustRoots = trustRoots
    }

    /// Verifies a detached signature (DER) over `content`, with `intermediates` besides those the
    /// signature carries. Returns the signer. A signature that also carries the content is
    /// accepted when that content is `content`.
    public func verifyDetached(
        _ signature: some Collection<UInt8>, content: some Collection<UInt8>, intermediates: [Certificate] = [],
        policy: ChainPolicy = ChainPolicy()
    ) async throws(SignedDataError) -> Certificate {
        let signatureBytes = try Self.bounded(signature)
        let envelope = try SignedDataEnvelope(berEncoded: signatureBytes)
        return try await verify(
            signatureBytes, envelope: envelope, content: Array(content), intermediates: intermediates, policy: policy)
    }

    /// Verifies a signature (DER) that carries its content, and returns that content with its signer.
    public func verifyAttached(
        _ signedData: some Collection<UInt8>, intermediates: [Certificate] = [], policy: ChainPolicy = ChainPolicy()
    ) async throws(SignedDataError) -> SignedContent {
        let signatureBytes = try Self.bounded(signedData)
        let envelope = try SignedDataEnvelope(berEncoded: signatureBytes)
        guard let content = envelope.content else { throw .noAttachedContent }
        let signer = try await verify(
            signatureBytes, envelope: envelope, content: content, intermediates: intermediates, policy: policy)
        return SignedContent(content: content, signer: signer)
    }

    private static func bounded(_ bytes: some Collection<UInt8>) throws(SignedDataError) -> [UInt8] {
        guard bytes.count <= maximumInputSize else { throw .inputTooLarge(size: bytes.count, limit: maximumInputSize) }
        guard !bytes.isEmpty else { throw .malformed(reason: "the input is empty") }
        return Array(bytes)
    }

    private func verify(
        _ signature: [UInt8], envelope: SignedDataEnvelope, content: [UInt8], intermediates: [Certificate],
        policy: ChainPolicy
    ) async throws(SignedDataError) -> Certificate {
        let time = policy.time ?? Date()
        let result = await CMS.isValidSignature(
            dataBytes: content, signatureBytes: signature, additionalIntermediateCertificates: intermediates,
            trustRoots: CertificateStore(trustRoots), allowAttachedContent: true
        ) { policy.verifierPolicy(at: time) }
        switch result {
        case .success(let valid):
            return valid.signer
        case .failure(.invalidCMSBlock(let block)):
            throw Self.error(forInvalidBlock: block.reason)
        case .failure(.unableToValidateSigner(let failure)):
            // Verify the signer's chain again with the same policy for the reason in words.
            let verifier = ChainVerifier(trustRoots: trustRoots)
            let reason: ChainVerificationError
            do {
                _ = try await verifier.verify(
                    leaf: failure.signer, intermediates: envelope.certificates + intermediates,
                    policy: ChainPolicy(at: time, serverName: policy.serverName, requiredUsage: policy.requiredUsage))
                reason = .noTrustedChain(leaf: failure.signer.subject.description)
            } catch {
                reason = error
            }
            throw .untrustedSigner(signer: failure.signer.subject.description, reason: reason)
        }
    }

    /// swift-certificates reports every fault of the CMS block as text; these are the texts of
    /// 1.21.1 that mean something more specific than "malformed" (tests pin them down).
    static func error(forInvalidBlock reason: String) -> SignedDataError {
        if reason.hasPrefix("Invalid signature from signing certificate") || reason == "Message digest mismatch" {
            return .badSignature
        }
        if reason == "Unable to locate signing certificate" { return .signerCertificateMissing }
        if reason == "Attached content data does not match provided data" { return .contentMismatch }
        if reason.contains("Cannot generate digest algorithm") || reason.contains("unsupportedSignatureAlgorithm") {
            return .unsupported(reason: LibraryErrorText.reason(in: reason))
        }
        return .malformed(reason: LibraryErrorText.reason(in: reason))
    }
}
