/// The primitive types with their wire opcodes (negative SLEB128 numbers: `null` is -1 = 0x7f).
enum PrimitiveType: Int, Sendable, Hashable, CaseIterable {
    case null = -1, bool = -2, nat = -3, int = -4
    case nat8 = -5, nat16 = -6, nat32 = -7, nat64 = -8
    case int8 = -9, int16 = -10, int32 = -11, int64 = -12
    case float32 = -13, float64 = -14, text = -15, reserved = -16, empty = -17
    case principal = -24

    init?(_ type: CandidType) {
        switch type {
        case .null: self = .null
        case .bool: self = .bool
        case .nat: self = .nat
        case .int: self = .int
        case .nat8: self = .nat8
        case .nat16: self = .nat16
        case .nat32: self = .nat32
        case .nat64: self = .nat64
        case .int8: self = .int8
        case .int16: self = .int16
        case .int32: self = .int32
        case .int64: self = .int64
        case .float32: self = .float32
        case .float64: self = .float64
        case .text: self = .text
        case .reserved: self = .reserved
        case .empty: self = .empty
        case .principal: self = .principal
        default: return nil
        }
    }

    var type: CandidType {
        switch self {
        case .null: return .null
        case .bool: return .bool
        case .nat: return .nat
        case .int: return .int
        case .nat8: return .nat8
        case .nat16: return .nat16
        case .nat32: return .nat32
        case .nat64: return .nat64
        case .int8: return .int8
        case .int16: return .int16
        case .int32: return .int32
        case .int64: return .int64
        case .float32: return .float32
        case .float64: return .float64
        case .text: return .text
        case .reserved: return .reserved
        case .empty: return .empty
        case .principal: return .principal
        }
    }

    /// Position in `allCases`, used as the node index of the primitive in a ``TypeGraph``.
    var slot: Int { PrimitiveType.allCases.firstIndex(of: self) ?? 0 }
}

/// Wire opcodes of the type constructors.
enum ConstructorCode: Int {
    case opt = -18, vec = -19, record = -20, variant = -21, function = -22, service = -23
}
