import ByteTools
import CryptoPrimitives

/// The sealed binary form of ``RecoveryData``, version 1: what goes on the card.
///
/// ```
/// offset  size  field
///      0     4  magic "TCRD" (54 43 52 44)
///      4     1  version, 01
///      5     1  key derivation, 01 = PBKDF2-HMAC-SHA256
///      6     4  PBKDF2 rounds, big-endian, 1…10,000,000
///     10    16  salt, random per sealing
///     26    16  key check: HMAC-SHA256(Kc, bytes 0..<26), first 16 bytes
///     42    12  AES-GCM nonce, random per sealing
///     54   224  AES-256-GCM ciphertext of the record (address, Surf key, password, common secret)
///    278    16  AES-GCM tag; bytes 0..<54 are its associated data
/// ```
///
/// 294 bytes in all. The passphrase's UTF-8 bytes and the salt give a 32-byte master key by
/// PBKDF2; HKDF-SHA256 splits it into the encryption key Ke (info "toncard recovery v1 encryption")
/// and the check key Kc (info "toncard recovery v1 key check"). The key check lets opening tell a
/// wrong passphrase (``RecoveryDataError/wrongKey``) from changed bytes
/// (``RecoveryDataError/tampered``); it tells an attacker nothing the tag would not. Opening
/// checks, in order: magic, version, size, key derivation, rounds, key check, tag — and reads
/// nothing it has not bounded first, so any bytes at all give a value or a typed error.
public enum RecoveryDataEnvelope {
    /// `TCRD`: "TON card recovery data".
    public static let magic: [UInt8] = [0x54, 0x43, 0x52, 0x44]
    /// The version this library writes and reads.
    public static let version: UInt8 = 1
    /// PBKDF2-HMAC-SHA256, the one key derivation of version 1.
    public static let pbkdf2SHA256: UInt8 = 1
    /// The rounds ``RecoveryData/sealed(passphrase:rounds:)`` uses unless told otherwise; the
    /// key store's figure, for the same reason: a guessed passphrase must cost something.
    public static let defaultRounds = 600_000
    /// Rounds accepted when sealing and when opening; the upper bound keeps hostile bytes from
    /// making one open cost hours.
    public static let roundsRange = 1...10_000_000
    /// The size of a version-1 envelope.
    public static let byteCount = headerByteCount + RecoveryData.recordByteCount + AES.GCM.tagByteCount

    static let saltByteCount = 16
    static let keyCheckByteCount = 16
    static let nonceByteCount = 12
    /// Magic, version, key derivation, rounds, salt: what the key check covers.
    static let keyCheckedByteCount = 4 + 1 + 1 + 4 + saltByteCount
    /// Everything before the ciphertext: the tag's associated data.
    static let headerByteCount = keyCheckedByteCount + keyCheckByteCount + nonceByteCount
    static let encryptionInfo = Array("toncard recovery v1 encryption".utf8)
    static let keyCheckInfo = Array("toncard recovery v1 key check".utf8)

    /// Seals `data` under `passphrase` with a fresh salt and nonce.
    static func seal(_ data: RecoveryData, passphrase: String, rounds: Int) throws(RecoveryDataError) -> [UInt8] {
        guard !passphrase.isEmpty else { throw .emptyPassphrase }
        guard roundsRange.contains(rounds) else { throw .roundsOutOfRange(rounds) }
        let salt: [UInt8]
        let nonce: AES.GCM.Nonce
        do {
            salt = try SecureRandom.bytes(count: saltByteCount)
            nonce = try AES.GCM.Nonce()
        } catch {
            throw .cryptography("\(error)")
        }
        var header = magic + [version, pbkdf2SHA256]
        header += withUnsafeBytes(of: UInt32(rounds).bigEndian, Array.init)
        header += salt
        let keys = try Keys(passphrase: passphrase, salt: salt, rounds: rounds)
        header += keys.check(header)
        header += nonce.bytes
        let box: AES.GCM.SealedBox
        do {
            box = try data.record.withUnsafeBytes { (record) throws(CipherError) in
                try AES.GCM.seal(record, using: keys.encryption, nonce: nonce, authenticating: header)
            }
        } catch {
            throw .cryptography("\(error)")
        }
        return header + box.ciphertext + box.tag
    }

    /// Opens sealed bytes; see the type's description for the order of the checks.
    static func open(_ sealed: [UInt8], passphrase: String) throws(RecoveryDataError) -> RecoveryData {
        var reader = ByteReader(sealed)
        guard let found = try? reader.readBytes(count: magic.count), found == magic else {
            // Shorter than the magic but a prefix of it is still a cut envelope, not foreign bytes.
            if sealed.count < magic.count, Array(magic.prefix(sealed.count)) == sealed {
                throw .truncated(expected: byteCount, actual: sealed.count)
            }
            throw .notSealedRecoveryData
        }
        guard let foundVersion = try? reader.readByte() else {
            throw .truncated(expected: byteCount, actual: sealed.count)
        }
        guard foundVersion == version else { throw .unsupportedVersion(foundVersion) }
        guard sealed.count >= byteCount else { throw .truncated(expected: byteCount, actual: sealed.count) }
        guard sealed.count == byteCount else { throw .trailingBytes(expected: byteCount, actual: sealed.count) }
        // The size is now exact, so the fixed-width reads below cannot run short.
        guard let derivation = try? reader.readByte(), let rounds = try? reader.readInteger(UInt32.self),
            let salt = try? reader.readBytes(count: saltByteCount),
            let keyCheck = try? reader.readBytes(count: keyCheckByteCount),
            let nonceBytes = try? reader.readBytes(count: nonceByteCount),
            let ciphertext = try? reader.readBytes(count: RecoveryData.recordByteCount),
            let tag = try? reader.readBytes(count: AES.GCM.tagByteCount)
        else { throw .truncated(expected: byteCount, actual: sealed.count) }
        guard derivation == pbkdf2SHA256 else { throw .unsupportedKeyDerivation(derivation) }
        guard roundsRange.contains(Int(rounds)) else { throw .roundsOutOfRange(Int(rounds)) }
        guard !passphrase.isEmpty else { throw .emptyPassphrase }

        let keys = try Keys(passphrase: passphrase, salt: salt, rounds: Int(rounds))
        // Compared without an early exit, so the time taken says nothing about where they differ.
        let expected = keys.check(Array(sealed[0..<keyCheckedByteCount]))
        guard zip(expected, keyCheck).reduce(0, { $0 | ($1.0 ^ $1.1) }) == 0 else { throw .wrongKey }
        var record: [UInt8]
        do {
            let nonce = try AES.GCM.Nonce(data: nonceBytes)
            let box = try AES.GCM.SealedBox(nonce: nonce, ciphertext: ciphertext, tag: tag)
            record = try AES.GCM.open(box, using: keys.encryption, authenticating: sealed[0..<headerByteCount])
        } catch .authenticationFailure {
            throw .tampered
        } catch {
            throw .cryptography("\(error)")
        }
        defer { RecoveryData.wipe(&record) }
        return RecoveryData(record: SymmetricKey(data: record))
    }

    /// Ke and Kc from the passphrase.
    private struct Keys {
        let encryption: SymmetricKey
        let checkKey: SymmetricKey

        init(passphrase: String, salt: [UInt8], rounds: Int) throws(RecoveryDataError) {
            do {
                let master = try PBKDF2<SHA256>.deriveKey(
                    from: Array(passphrase.utf8), salt: salt, rounds: rounds, outputByteCount: 32)
                encryption = try HKDF<SHA256>.deriveKey(
                    inputKeyMaterial: master, info: RecoveryDataEnvelope.encryptionInfo, outputByteCount: 32)
                checkKey = try HKDF<SHA256>.deriveKey(
                    inputKeyMaterial: master, info: RecoveryDataEnvelope.keyCheckInfo, outputByteCount: 32)
            } catch {
                throw .cryptography("\(error)")
            }
        }

        func check(_ covered: [UInt8]) -> [UInt8] {
            Array(
                HMAC<SHA256>.authenticationCode(for: covered, using: checkKey).bytes.prefix(
                    RecoveryDataEnvelope.keyCheckByteCount))
        }
    }
}

extension RecoveryData {
    /// The version-1 envelope of this data under `passphrase` (``RecoveryDataEnvelope``): 294
    /// bytes, different on every call (fresh salt and nonce).
    ///
    /// - Throws: ``RecoveryDataError/emptyPassphrase``, ``RecoveryDataError/roundsOutOfRange(_:)``,
    ///   or ``RecoveryDataError/cryptography(_:)`` when the random source fails.
    public func sealed(passphrase: String, rounds: Int = RecoveryDataEnvelope.defaultRounds) throws(RecoveryDataError)
        -> [UInt8]
    {
        try RecoveryDataEnvelope.seal(self, passphrase: passphrase, rounds: rounds)
    }

    /// Opens an envelope read from a card or anywhere else: any bytes give the data or a typed
    /// error, never a trap.
    ///
    /// - Throws: ``RecoveryDataError/notSealedRecoveryData``, ``RecoveryDataError/unsupportedVersion(_:)``,
    ///   ``RecoveryDataError/truncated(expected:actual:)``, ``RecoveryDataError/trailingBytes(expected:actual:)``,
    ///   ``RecoveryDataError/unsupportedKeyDerivation(_:)``, ``RecoveryDataError/roundsOutOfRange(_:)``,
    ///   ``RecoveryDataError/emptyPassphrase``, ``RecoveryDataError/wrongKey`` or ``RecoveryDataError/tampered``.
    public init(sealed: [UInt8], passphrase: String) throws(RecoveryDataError) {
        self = try RecoveryDataEnvelope.open(sealed, passphrase: passphrase)
    }
}
