/// Why a ``CanisterSnapshot`` could not be made into a canister again. Nothing is created.
public enum CanisterRestoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The saved module is refused as a new one would be (the limits may have changed).
    case module(CanisterModuleError)
    /// A field does not fit the module or the limits: see the reason.
    case inconsistent(String)
    /// The host already has a canister with this id, or the id is outside its canister ranges.
    case unavailableID(String)

    public var description: String {
        switch self {
        case .module(let error): return "the saved module cannot be run: \(error)"
        case .inconsistent(let reason): return "the saved canister does not fit: \(reason)"
        case .unavailableID(let reason): return "the saved canister cannot be placed: \(reason)"
        }
    }
}
