/// How `install_code` treats the canister's current module and state.
public enum CanisterInstallMode: String, Sendable, Hashable, CaseIterable {
    /// Into an empty canister: instantiate, then `canister_init(argument)`.
    case install
    /// Throw away heap and stable memory, then as `install`.
    case reinstall
    /// `canister_pre_upgrade` on the old module, a fresh heap for the new one, stable memory kept,
    /// then `canister_post_upgrade(argument)`.
    case upgrade
}
