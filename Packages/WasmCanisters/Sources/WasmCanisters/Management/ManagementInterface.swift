import Candid

/// The Candid types of the management canister's methods this replica implements, as the
/// interface specification's `ic.did` writes them (the fields it reads from arguments; replies
/// complete, so a client generated from `ic.did` decodes them).
enum ManagementInterface {
    private static func field(_ name: String, _ type: CandidType) -> CandidFieldType {
        CandidFieldType(.named(name), type)
    }

    static let logVisibility = CandidType.variant([
        field("controllers", .null), field("public", .null), field("allowed_viewers", .vec(.principal)),
    ])
    static let environmentVariable = CandidType.record([field("name", .text), field("value", .text)])

    /// `canister_settings`, every field optional.
    static let settings = CandidType.record([
        field("controllers", .opt(.vec(.principal))), field("compute_allocation", .opt(.nat)),
        field("memory_allocation", .opt(.nat)), field("freezing_threshold", .opt(.nat)),
        field("reserved_cycles_limit", .opt(.nat)), field("log_visibility", .opt(logVisibility)),
        field("wasm_memory_limit", .opt(.nat)), field("wasm_memory_threshold", .opt(.nat)),
        field("environment_variables", .opt(.vec(environmentVariable))),
    ])

    static let createCanisterArguments = CandidType.record([
        field("settings", .opt(settings)), field("sender_canister_version", .opt(.nat64)),
    ])
    static let provisionalCreateArguments = CandidType.record([
        field("amount", .opt(.nat)), field("settings", .opt(settings)), field("specified_id", .opt(.principal)),
        field("sender_canister_version", .opt(.nat64)),
    ])
    static let createCanisterResult = CandidType.record([field("canister_id", .principal)])

    static let installMode = CandidType.variant([
        field("install", .null), field("reinstall", .null),
        field(
            "upgrade",
            .opt(
                .record([
                    field("skip_pre_upgrade", .opt(.bool)),
                    field("wasm_memory_persistence", .opt(.variant([field("keep", .null), field("replace", .null)]))),
                ]))),
    ])
    static let installCodeArguments = CandidType.record([
        field("mode", installMode), field("canister_id", .principal), field("wasm_module", .vec(.nat8)),
        field("arg", .vec(.nat8)), field("sender_canister_version", .opt(.nat64)),
    ])
    /// `record { canister_id }`: start, stop, delete, uninstall_code, canister_status.
    static let canisterIDArguments = CandidType.record([field("canister_id", .principal)])
    static let updateSettingsArguments = CandidType.record([
        field("canister_id", .principal), field("settings", settings), field("sender_canister_version", .opt(.nat64)),
    ])

    static let definiteSettings = CandidType.record([
        field("controllers", .vec(.principal)), field("compute_allocation", .nat), field("memory_allocation", .nat),
        field("freezing_threshold", .nat), field("reserved_cycles_limit", .nat),
        field("log_visibility", logVisibility), field("wasm_memory_limit", .nat),
        field("wasm_memory_threshold", .nat), field("environment_variables", .vec(environmentVariable)),
    ])
    static let canisterStatusResult = CandidType.record([
        field("status", .variant([field("running", .null), field("stopping", .null), field("stopped", .null)])),
        field("ready_for_migration", .bool), field("version", .nat64), field("settings", definiteSettings),
        field("module_hash", .opt(.vec(.nat8))), field("memory_size", .nat),
        field(
            "memory_metrics",
            .record(
                [
                    "wasm_memory_size", "stable_memory_size", "global_memory_size", "wasm_binary_size",
                    "custom_sections_size", "canister_history_size", "wasm_chunk_store_size", "snapshots_size",
                ].map { field($0, .nat) })),
        field("cycles", .nat), field("reserved_cycles", .nat), field("idle_cycles_burned_per_day", .nat),
        field(
            "query_stats",
            .record(
                [
                    "num_calls_total", "num_instructions_total", "request_payload_bytes_total",
                    "response_payload_bytes_total",
                ].map { field($0, .nat) })),
    ])
}
