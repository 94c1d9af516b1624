import CryptoPrimitives

/// An EOS K1 signature: secp256k1 (r, s) and the recovery id that lets a verifier compute the
/// signer's public key, read from and written as `SIG_K1_…`.
///
/// The binary form is 65 bytes `h ‖ r ‖ s`. Parsing accepts every recovery header EOS accepts,
/// 27...34, and keeps only the recovery id `(h − 27) & 3`: whether the header said "compressed"
/// (31...34) or not (27...30) changes nothing, since EOS keys are always compared compressed.
/// Writing always uses the compressed header `31 + recid`, as EOSIO and eosjs-ecc do, so two
/// strings that differ only in that choice parse to equal values.
public struct EOSSignature: Sendable, Hashable, CustomStringConvertible {
    /// (r, s) and the recovery id, for use with CryptoPrimitives directly.
    public let recoverableSignature: Secp256k1.Recovery.ECDSASignature

    /// The headers EOS accepts: 27–30 ("uncompressed") and 31–34 ("compressed").
    public static let acceptedHeaders: ClosedRange<UInt8> = 27...34

    /// Wraps a recoverable secp256k1 signature.
    public init(_ signature: Secp256k1.Recovery.ECDSASignature) {
        recoverableSignature = signature
    }

    /// From `SIG_K1_` + base58(signature ‖ RIPEMD-160(signature ‖ "K1")[0..<4]).
    ///
    /// - Throws: ``EOSKeyError/inputTooLong(length:limit:)``, ``EOSKeyError/wrongPrefix(form:expected:)``,
    ///   ``EOSKeyError/unsupportedKeyType(form:type:)`` for `SIG_R1_`/`SIG_WA_`,
    ///   ``EOSKeyError/invalidBase58(character:position:)``, ``EOSKeyError/wrongLength(form:expected:actual:)``,
    ///   ``EOSKeyError/badChecksum(form:)``, ``EOSKeyError/headerOutOfRange(_:)``,
    ///   ``EOSKeyError/signatureComponentOutOfRange(component:)``.
    public init(_ text: String) throws(EOSKeyError) {
        let (_, base58, offset) = try EOSKeyText.split(text, form: "signature", typedPrefix: "SIG", legacyPrefix: nil)
        let bytes = try EOSKeyText.decodeBase58(base58, offset: offset)
        let raw = try EOSKeyText.openChecksummed(bytes, form: "signature", payloadLength: 65) {
            EOSKeyText.ripemd160Checksum($0, suffix: "K1")
        }
        try self.init(rawRepresentation: raw)
    }

    /// From 65 bytes `h ‖ r ‖ s` with h in 27...34.
    ///
    /// - Throws: ``EOSKeyError/wrongLength(form:expected:actual:)``, ``EOSKeyError/headerOutOfRange(_:)``,
    ///   ``EOSKeyError/signatureComponentOutOfRange(component:)``.
    public init(rawRepresentation bytes: some Collection<UInt8>) throws(EOSKeyError) {
        guard bytes.count == 65 else { throw .wrongLength(form: "signature", expected: 65, actual: bytes.count) }
        let raw = Array(bytes)
        let header = raw[0]
        guard Self.acceptedHeaders.contains(header) else { throw .headerOutOfRange(header) }
        let recoveryID = Int((header - 27) & 3)
        do throws(SignatureError) {
            recoverableSignature = try Secp256k1.Recovery.ECDSASignature(
                compactRepresentation: raw[1...], recoveryID: recoveryID)
        } catch .scalarOutOfRange(let component) {
            throw .signatureComponentOutOfRange(component: component)
        } catch .backend(let error) {
            throw .backend(error)
        } catch {
            // Length and recovery id were checked above, so CryptoPrimitives has nothing else to
            // refuse; kept as a component error should it ever add a check.
            throw .signatureComponentOutOfRange(component: "r‖s")
        }
    }

    /// 0...3: the parity of R's y coordinate, plus 2 when R's x coordinate is r + n.
    public var recoveryID: Int { recoverableSignature.recoveryID }

    /// The header this package writes: 31 + recovery id.
    public var header: UInt8 { 31 + UInt8(recoveryID) }

    /// r, 32 bytes big-endian.
    public var r: [UInt8] { Array(recoverableSignature.compactRepresentation[0..<32]) }

    /// s, 32 bytes big-endian.
    public var s: [UInt8] { Array(recoverableSignature.compactRepresentation[32..<64]) }

    /// 65 bytes `h ‖ r ‖ s` with h = ``header``.
    public var rawRepresentation: [UInt8] { [header] + recoverableSignature.compactRepresentation }

    /// `SIG_K1_` + base58(``rawRepresentation`` ‖ RIPEMD-160(``rawRepresentation`` ‖ "K1")[0..<4]).
    public var string: String {
        EOSKeyText.encode(prefix: "SIG_K1_", payload: rawRepresentation) {
            EOSKeyText.ripemd160Checksum($0, suffix: "K1")
        }
    }

    /// The `SIG_K1_…` string.
    public var description: String { string }
}
