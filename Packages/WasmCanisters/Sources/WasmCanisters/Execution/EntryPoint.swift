/// The kinds of code the system runs in a canister. Each decides which system API calls are
/// allowed (the specification's table of "I G U Q CQ Ry Rt C F T" contexts, for what this
/// replica supports) and which instruction budget applies.
enum EntryPoint: Sendable, Equatable {
    case initialize
    case preUpgrade
    case postUpgrade
    case update
    case query
    case compositeQuery
    case inspectMessage
    case heartbeat
    case globalTimer

    /// Whether the code can answer a message (`msg_reply`, `msg_reject`).
    var canReply: Bool { [.update, .query, .compositeQuery].contains(self) }
    /// Whether the message has an argument (`msg_arg_data_*`).
    var hasArgument: Bool {
        [.initialize, .postUpgrade, .update, .query, .compositeQuery, .inspectMessage].contains(self)
    }
    /// Whether a caller sent it (`msg_caller_*`).
    var hasCaller: Bool { self != .heartbeat && self != .globalTimer }
    /// Whether its state changes are kept (everything but queries and inspection).
    var isReplicated: Bool { ![.query, .compositeQuery, .inspectMessage].contains(self) }
    /// What the specification calls it, for trap messages.
    var name: String {
        switch self {
        case .initialize: return "canister_init"
        case .preUpgrade: return "canister_pre_upgrade"
        case .postUpgrade: return "canister_post_upgrade"
        case .update: return "an update method"
        case .query: return "a query method"
        case .compositeQuery: return "a composite query method"
        case .inspectMessage: return "canister_inspect_message"
        case .heartbeat: return "canister_heartbeat"
        case .globalTimer: return "canister_global_timer"
        }
    }
}
