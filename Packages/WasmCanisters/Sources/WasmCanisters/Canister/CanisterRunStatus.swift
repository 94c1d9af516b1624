/// Whether a canister takes messages (`canister_status`'s `status`).
public enum CanisterRunStatus: String, Sendable, Hashable, CaseIterable {
    case running
    case stopping
    case stopped

    /// The number `ic0.canister_status` answers.
    var code: UInt32 {
        switch self {
        case .running: return 1
        case .stopping: return 2
        case .stopped: return 3
        }
    }
}
