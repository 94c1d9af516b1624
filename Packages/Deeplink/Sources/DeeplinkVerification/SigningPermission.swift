/// Which of an account's keys signed: a key of its `active` or `owner` permission, or — for a
/// MYKEY account — the reserved key (row 3 of its manager contract's `keydata` table, spec §4.6).
public enum SigningPermission: String, Sendable, Hashable, CustomStringConvertible {
    case active
    case owner
    case mykeyReserved

    public var description: String {
        switch self {
        case .active: return "active"
        case .owner: return "owner"
        case .mykeyReserved: return "MYKEY reserved key (keydata index 3)"
        }
    }
}
