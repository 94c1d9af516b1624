/// The class of a principal, which its last byte encodes (interface specification, "Principals").
public enum PrincipalClass: Sendable, Hashable, CustomStringConvertible {
    /// Canisters and other ids the system assigns (`…01`).
    case opaque
    /// A user's principal derived from a public key (`…02`).
    case selfAuthenticating
    /// Derived from another principal (`…03`).
    case derived
    /// Exactly `04`: the anonymous sender.
    case anonymous
    /// Reserved for future use (`…7f`).
    case reserved
    /// The empty principal: the management canister.
    case managementCanister
    /// A last byte no class uses yet.
    case unassigned

    /// The class of the principal with these bytes.
    init(bytes: [UInt8]) {
        guard let last = bytes.last else {
            self = .managementCanister
            return
        }
        switch last {
        case 0x01: self = .opaque
        case 0x02: self = .selfAuthenticating
        case 0x03: self = .derived
        case 0x04: self = bytes.count == 1 ? .anonymous : .unassigned
        case 0x7f: self = .reserved
        default: self = .unassigned
        }
    }

    public var description: String {
        switch self {
        case .opaque: return "opaque"
        case .selfAuthenticating: return "self-authenticating"
        case .derived: return "derived"
        case .anonymous: return "anonymous"
        case .reserved: return "reserved"
        case .managementCanister: return "management canister"
        case .unassigned: return "unassigned"
        }
    }
}
