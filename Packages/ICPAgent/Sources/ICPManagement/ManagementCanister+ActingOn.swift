import ICPAgent

extension ManagementCanister.Client {
    /// A client of the management canister (`aaaaa-aa`) whose requests are routed by `canister`,
    /// the canister its calls act on: the interface specification routes `install_code`,
    /// `canister_status`, `start_canister` and the rest by the canister named in their argument,
    /// so one client serves one canister. For `provisional_create_canister_with_cycles`, route by
    /// any canister of the subnet that should hold the new one.
    public init(agent: Agent, actingOn canister: Principal) {
        self.init(CanisterClient(agent: agent, canister: .managementCanister, effectiveCanister: canister))
    }
}
