/// The resource limits of a canister: what a module may declare and what one message may use.
/// The defaults follow the interface specification's orders of magnitude, except memory, which is
/// smaller because this replica keeps every canister in one process.
public struct CanisterLimits: Sendable, Hashable {
    /// The largest module `install_code` accepts, in bytes.
    public var maximumModuleBytes: Int
    /// The most Wasm heap a canister may have, in bytes (its memory's declared minimum and every
    /// `memory.grow` are checked against it).
    public var maximumHeapBytes: Int
    /// The most stable memory a canister may have, in bytes.
    public var maximumStableBytes: Int
    /// The instructions (WasmKit fuel: about one per Wasm operator) one update call, timer or
    /// heartbeat may execute.
    public var updateInstructions: UInt64
    /// The instructions one query may execute.
    public var queryInstructions: UInt64
    /// The instructions `canister_init`, or `pre_upgrade` plus `post_upgrade`, may execute.
    public var installInstructions: UInt64
    /// The largest reply or reject message, in bytes.
    public var maximumReplyBytes: Int
    /// How many `debug_print` lines a canister keeps (the oldest go first).
    public var debugPrintLines: Int

    public init(
        maximumModuleBytes: Int = 30 << 20,
        maximumHeapBytes: Int = 256 << 20,
        maximumStableBytes: Int = 256 << 20,
        updateInstructions: UInt64 = 40_000_000_000,
        queryInstructions: UInt64 = 5_000_000_000,
        installInstructions: UInt64 = 300_000_000_000,
        maximumReplyBytes: Int = 2 << 20,
        debugPrintLines: Int = 1_000
    ) {
        self.maximumModuleBytes = maximumModuleBytes
        self.maximumHeapBytes = maximumHeapBytes
        self.maximumStableBytes = maximumStableBytes
        self.updateInstructions = updateInstructions
        self.queryInstructions = queryInstructions
        self.installInstructions = installInstructions
        self.maximumReplyBytes = maximumReplyBytes
        self.debugPrintLines = debugPrintLines
    }
}
