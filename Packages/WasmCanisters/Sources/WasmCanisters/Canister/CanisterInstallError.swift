/// Why `install_code` (or uninstall) did not change a canister. The canister is left exactly
/// as it was.
public enum CanisterInstallError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The module was refused: see the reason.
    case module(CanisterModuleError)
    /// Mode `install` on a canister that already has a module.
    case notEmpty
    /// Mode `upgrade` on a canister without a module.
    case empty
    /// `canister_init`, `canister_pre_upgrade` or `canister_post_upgrade` trapped.
    case trapped(entryPoint: String, message: String)

    public var description: String {
        switch self {
        case .module(let error): return "the module cannot be installed: \(error)"
        case .notEmpty: return "the canister already has a module; install it with mode reinstall or upgrade"
        case .empty: return "the canister has no module to upgrade; install one first"
        case .trapped(let entryPoint, let message): return "\(entryPoint) trapped: \(message)"
        }
    }
}
