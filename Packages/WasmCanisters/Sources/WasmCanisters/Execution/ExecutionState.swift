/// The state the system API reads and writes, shared by a canister's host functions (which
/// capture it) and the ``CanisterRuntime`` that runs messages. Confined to the canister's lock.
final class ExecutionState {
    let canisterID: [UInt8]
    let limits: CanisterLimits
    var stable: StableMemory
    var certifiedData: [UInt8] = []
    /// The global timer's deadline in nanoseconds since 1970; 0 when none is set.
    var timer: UInt64 = 0
    var version: UInt64 = 0
    /// 1 running, 2 stopping, 3 stopped (what `canister_status` answers).
    var runStatus: UInt32 = 1
    var controllers: [[UInt8]] = []
    var cycleBalance: UInt64
    /// The message running now; nil between messages.
    var message: Message?
    /// What `debug_print` wrote, oldest first, at most ``CanisterLimits/debugPrintLines``.
    var debugLog: [String] = []
    /// Called with each `debug_print` line as well.
    let debugSink: (@Sendable (String) -> Void)?

    init(canisterID: [UInt8], limits: CanisterLimits, cycleBalance: UInt64, debugSink: (@Sendable (String) -> Void)?) {
        self.canisterID = canisterID
        self.limits = limits
        stable = StableMemory(maximumBytes: limits.maximumStableBytes)
        self.cycleBalance = cycleBalance
        self.debugSink = debugSink
    }

    /// The message running now, or a trap when the call came from outside any message (a start
    /// function, say).
    func current(_ call: String) throws(CanisterTrap) -> Message {
        guard let message else { throw CanisterTrap("ic0.\(call) called outside a message") }
        return message
    }

    /// Traps unless `allowed` holds for the running message's entry point.
    func require(_ call: String, _ allowed: (EntryPoint) -> Bool) throws(CanisterTrap) {
        let entry = try current(call).entry
        guard allowed(entry) else { throw CanisterTrap("ic0.\(call) cannot be called from \(entry.name)") }
    }

    func log(_ line: String) {
        debugLog.append(line)
        if debugLog.count > limits.debugPrintLines { debugLog.removeFirst(debugLog.count - limits.debugPrintLines) }
        debugSink?(line)
    }
}
