/// A BIP-32 derivation path such as `m/44'/223'/0'/0/0`.
///
/// Parsing accepts `'`, `h` or `H` as the hardened marker and prints `'`.
public struct DerivationPath: Sendable, Hashable, CustomStringConvertible {
    /// One step: an index below 2³¹, hardened or not.
    public struct Component: Sendable, Hashable, CustomStringConvertible {
        /// The index without the hardened bit (0...2³¹−1).
        public let index: UInt32
        public let isHardened: Bool

        /// - Throws: ``DerivationPathError/indexOutOfRange(position:)`` for `index` ≥ 2³¹.
        public init(index: UInt32, hardened: Bool) throws(DerivationPathError) {
            guard index < Self.hardenedOffset else { throw .indexOutOfRange(position: 0) }
            self.index = index
            self.isHardened = hardened
        }

        /// From the 32-bit child number (the hardened bit is bit 31).
        public init(childNumber: UInt32) {
            index = childNumber & ~Self.hardenedOffset
            isHardened = childNumber >= Self.hardenedOffset
        }

        /// The 32-bit child number BIP-32 serialises (index + 2³¹ when hardened).
        public var childNumber: UInt32 { isHardened ? index | Self.hardenedOffset : index }

        public var description: String { isHardened ? "\(index)'" : "\(index)" }

        static let hardenedOffset: UInt32 = 0x8000_0000
    }

    /// Paths longer than this are refused: extended keys record depth in one byte.
    public static let maxDepth = 255

    public let components: [Component]

    /// - Throws: ``DerivationPathError/tooDeep(_:)`` beyond ``maxDepth`` components.
    public init(components: [Component]) throws(DerivationPathError) {
        guard components.count <= Self.maxDepth else { throw .tooDeep(components.count) }
        self.components = components
    }

    private init(trusted: [(UInt32, Bool)]) {
        components = trusted.map { Component(childNumber: $0.1 ? $0.0 | Component.hardenedOffset : $0.0) }
    }

    /// Parses `m`, `m/0`, `m/44'/223'/0'/0/0`, `m/0h/1H`...
    ///
    /// - Throws: ``DerivationPathError`` naming the 1-based position of the bad component.
    public init(parsing text: String) throws(DerivationPathError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard let root = parts.first, root == "m" || root == "M" else { throw .missingRoot }
        guard parts.count - 1 <= Self.maxDepth else { throw .tooDeep(parts.count - 1) }
        var components: [Component] = []
        for (offset, part) in parts.dropFirst().enumerated() {
            let position = offset + 1
            var digits = Substring(part)
            var hardened = false
            if let last = digits.last, last == "'" || last == "h" || last == "H" {
                hardened = true
                digits = digits.dropLast()
            }
            guard !digits.isEmpty, digits.count <= 10, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                let value = UInt64(digits)
            else { throw .invalidComponent(position: position) }
            guard value < UInt64(Component.hardenedOffset) else { throw .indexOutOfRange(position: position) }
            components.append(
                Component(childNumber: hardened ? UInt32(value) | Component.hardenedOffset : UInt32(value)))
        }
        self.components = components
    }

    /// `m/44'/223'/0'/0/0`: secp256k1 keys as dfx, NNS and Plug derive them (BIP-44 coin type 223 = ICP).
    public static let icpSecp256k1 = DerivationPath(trusted: [
        (44, true), (223, true), (0, true), (0, false), (0, false),
    ])

    /// `m/44'/223'/0'/0'/0'`: the all-hardened SLIP-10 path for Ed25519 ICP keys.
    public static let icpEd25519 = DerivationPath(trusted: [(44, true), (223, true), (0, true), (0, true), (0, true)])

    public var description: String {
        (["m"] + components.map(\.description)).joined(separator: "/")
    }
}

/// Why a derivation path was rejected. Positions count components from 1 (after `m`).
public enum DerivationPathError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path must start with `m`.
    case missingRoot
    /// Not a decimal index with an optional `'`/`h`/`H` marker.
    case invalidComponent(position: Int)
    /// An index of 2³¹ or more (use the hardened marker instead).
    case indexOutOfRange(position: Int)
    /// More than ``DerivationPath/maxDepth`` components.
    case tooDeep(Int)

    public var description: String {
        switch self {
        case .missingRoot:
            return "a derivation path starts with \"m\""
        case .invalidComponent(let position):
            return "derivation path component \(position) is not an index like 44 or 44'"
        case .indexOutOfRange(let position):
            return "derivation path component \(position) is 2^31 or more; use a hardened index instead"
        case .tooDeep(let count):
            return "derivation path has \(count) components; at most \(DerivationPath.maxDepth) are allowed"
        }
    }
}
