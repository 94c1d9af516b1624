import ByteTools

extension Secp256k1.Signing {
    /// An ECDSA signature (r, s), both in 1...n−1.
    ///
    /// Forms: 64-byte `r‖s` (``rawRepresentation``, also called compact, what ICP and
    /// libsecp256k1 use) and strict DER (``derRepresentation``, what Bitcoin and X.509 use).
    /// Signatures this package makes are always low-S.
    public struct ECDSASignature: Sendable, Hashable, CustomStringConvertible {
        /// 64 bytes `r‖s`, big-endian.
        public let rawRepresentation: [UInt8]

        /// 64 bytes `r‖s` (same as ``rawRepresentation``).
        public var compactRepresentation: [UInt8] { rawRepresentation }

        init(validatedRaw: [UInt8]) {
            rawRepresentation = validatedRaw
        }

        /// From 64 bytes `r‖s`.
        ///
        /// - Throws: ``SignatureError/invalidLength(form:expected:actual:)``;
        ///   ``SignatureError/scalarOutOfRange(component:)`` when r or s is 0 or ≥ n.
        public init<Bytes: Collection>(rawRepresentation bytes: Bytes) throws(SignatureError)
        where Bytes.Element == UInt8 {
            guard bytes.count == 64 else {
                throw .invalidLength(form: "compact secp256k1", expected: 64, actual: bytes.count)
            }
            let raw = Array(bytes)
            try Self.checkComponents(raw)
            rawRepresentation = raw
        }

        /// From 64 bytes `r‖s` (same as ``init(rawRepresentation:)``).
        public init<Bytes: Collection>(compactRepresentation bytes: Bytes) throws(SignatureError)
        where Bytes.Element == UInt8 {
            try self.init(rawRepresentation: bytes)
        }

        /// From strict DER `SEQUENCE { INTEGER r, INTEGER s }` (BIP 66 rules: minimal lengths
        /// and integers, no negative values, no trailing bytes).
        ///
        /// - Throws: ``SignatureError/malformedDER(_:)`` with the byte offset;
        ///   ``SignatureError/scalarOutOfRange(component:)``.
        public init<Bytes: Collection>(derRepresentation bytes: Bytes) throws(SignatureError)
        where Bytes.Element == UInt8 {
            var raw: [UInt8] = []
            do throws(DERError) {
                var document = DERReader(Array(bytes))
                var body = try document.read(DERTag.sequence, field: "ECDSA-Sig-Value").reader
                try document.expectEnd(field: "ECDSA-Sig-Value")
                for component in ["r", "s"] {
                    let element = try body.read(DERTag.integer, field: component)
                    let magnitude = try DERReader.unsignedMagnitude(of: element, field: component)
                    guard magnitude.count <= 32 else {
                        throw DERError.unexpectedValue(
                            field: component, detail: "\(magnitude.count) bytes, larger than the group order",
                            offset: element.contentOffset)
                    }
                    raw += [UInt8](repeating: 0, count: 32 - magnitude.count) + magnitude
                }
                try body.expectEnd(field: "ECDSA-Sig-Value")
            } catch {
                throw .malformedDER(error)
            }
            try Self.checkComponents(raw)
            rawRepresentation = raw
        }

        private static func checkComponents(_ raw: [UInt8]) throws(SignatureError) {
            for (component, range) in [("r", 0..<32), ("s", 32..<64)] {
                let valid = raw[range].withUnsafeBytes { Secp256k1.checkScalar($0) == .valid }
                guard valid else { throw .scalarOutOfRange(component: component) }
            }
        }

        /// Strict DER `SEQUENCE { INTEGER r, INTEGER s }`.
        public var derRepresentation: [UInt8] {
            DERWriter.sequence(
                DERWriter.unsignedInteger(Array(rawRepresentation[0..<32])),
                DERWriter.unsignedInteger(Array(rawRepresentation[32..<64])))
        }

        /// Whether s ≤ n/2 (the non-malleable form that verification requires by default).
        public var isLowS: Bool {
            let s = Array(rawRepresentation[32..<64])
            for index in 0..<32 where s[index] != Self.halfOrder[index] {
                return s[index] < Self.halfOrder[index]
            }
            return true
        }

        /// The low-S form of this signature (itself when already low-S): s replaced by n − s.
        public func normalized() -> ECDSASignature {
            guard !isLowS else { return self }
            var s = Array(rawRepresentation[32..<64])
            var borrow = 0
            for index in stride(from: 31, through: 0, by: -1) {
                let difference = Int(Secp256k1.order[index]) - Int(s[index]) - borrow
                s[index] = UInt8(truncatingIfNeeded: difference)
                borrow = difference < 0 ? 1 : 0
            }
            return ECDSASignature(validatedRaw: Array(rawRepresentation[0..<32]) + s)
        }

        /// ⌊n/2⌋, big-endian.
        static let halfOrder: [UInt8] = [
            0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
            0x5D, 0x57, 0x6E, 0x73, 0x57, 0xA4, 0x50, 0x1D, 0xDF, 0xE9, 0x2F, 0x46, 0x68, 0x1B, 0x20, 0xA0,
        ]

        public var description: String { "Secp256k1.Signing.ECDSASignature(\(Hex.encode(rawRepresentation)))" }
    }
}
