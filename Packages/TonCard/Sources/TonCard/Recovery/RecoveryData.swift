import ByteTools
import CryptoPrimitives

/// What the card's recovery data describes (spec §4.5, where the original app stored it): the
/// multisignature wallet's address, the Surf public key, and the card's activation secrets —
/// the authentication password and the common secret. Anyone holding the last two can activate
/// the card, so on the card it is stored sealed (``RecoveryDataEnvelope``) under a passphrase
/// the user supplies, and no description, mirror or error shows a byte of any field.
///
/// Build it from bytes or hex, seal it with ``sealed(passphrase:rounds:)`` and store the result
/// with `TonCard.addRecoveryData(_:)`; read it back with `TonCard.recoveryData()` and
/// ``init(sealed:passphrase:)``.
public struct RecoveryData: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The four fields, in the order of the sealed record and of the JSON form.
    public enum Field: String, Sendable, Hashable, CaseIterable {
        case multisigAddress
        case surfPublicKey
        case authenticationPassword
        case commonSecret

        /// Every field has a fixed size, so the sealed record has no length prefixes to trust.
        public var byteCount: Int {
            switch self {
            case .multisigAddress: return 32
            case .surfPublicKey: return 32
            case .authenticationPassword: return ActivationPassword.byteCount
            case .commonSecret: return CommonSecret.byteCount
            }
        }
    }

    /// The record's size: 32 + 32 + 128 + 32 bytes.
    public static let recordByteCount = Field.allCases.reduce(0) { $0 + $1.byteCount }

    /// All four fields, one after another, in wiped memory: the password and common secret are
    /// the card's activation secrets, and the address and key are kept with them rather than
    /// spread into ordinary arrays.
    let record: SymmetricKey

    /// From each field's bytes.
    ///
    /// - Throws: ``RecoveryDataError/fieldLength(_:expected:actual:)`` for a field of the wrong size.
    public init(
        multisigAddress: [UInt8], surfPublicKey: [UInt8], authenticationPassword: [UInt8], commonSecret: [UInt8]
    ) throws(RecoveryDataError) {
        let values: [(Field, [UInt8])] = [
            (.multisigAddress, multisigAddress), (.surfPublicKey, surfPublicKey),
            (.authenticationPassword, authenticationPassword), (.commonSecret, commonSecret),
        ]
        var record: [UInt8] = []
        record.reserveCapacity(Self.recordByteCount)
        for (field, bytes) in values {
            guard bytes.count == field.byteCount else {
                throw .fieldLength(field, expected: field.byteCount, actual: bytes.count)
            }
            record.append(contentsOf: bytes)
        }
        self.record = SymmetricKey(data: record)
        Self.wipe(&record)
    }

    /// From each field as hex (either case), as the JSON form gives them.
    ///
    /// - Throws: ``RecoveryDataError/fieldNotHex(_:)`` or ``RecoveryDataError/fieldLength(_:expected:actual:)``,
    ///   naming the field, never its text.
    public init(hexFields: [Field: String]) throws(RecoveryDataError) {
        var bytes: [Field: [UInt8]] = [:]
        for field in Field.allCases {
            let text = hexFields[field] ?? ""
            guard Hex.isDigits(text), let decoded = try? Hex.decode(text) else { throw .fieldNotHex(field) }
            bytes[field] = decoded
        }
        try self.init(
            multisigAddress: bytes[.multisigAddress] ?? [], surfPublicKey: bytes[.surfPublicKey] ?? [],
            authenticationPassword: bytes[.authenticationPassword] ?? [], commonSecret: bytes[.commonSecret] ?? [])
    }

    /// From the 224-byte record inside an opened envelope; its size is checked by the caller.
    init(record: SymmetricKey) {
        self.record = record
    }

    /// A field's bytes. Named "revealed" because the password and common secret leave wiped
    /// memory here: call it only to hand them to the person who owns them (`recovery get --json`)
    /// or to activate the card.
    public func revealedBytes(of field: Field) -> [UInt8] {
        let start = Field.allCases.prefix { $0 != field }.reduce(0) { $0 + $1.byteCount }
        return record.withUnsafeBytes { Array($0[start..<(start + field.byteCount)]) }
    }

    /// Compared in constant time (`SymmetricKey`'s equality), like every secret here.
    public static func == (lhs: RecoveryData, rhs: RecoveryData) -> Bool { lhs.record == rhs.record }

    public var description: String { "RecoveryData(redacted)" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }

    static func wipe(_ bytes: inout [UInt8]) {
        for index in bytes.indices { bytes[index] = 0 }
    }
}
