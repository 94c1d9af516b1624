import WasmKit

/// The `ic0` functions this replica gives a canister, with the interface specification's
/// signatures (32-bit addresses; the `stable64_*` calls take 64-bit ones). Inter-canister calls
/// (`call_new` and the rest) can be imported, so real modules install, but trap when called:
/// this replica runs one canister per message.
enum SystemAPI {
    private static let i32 = ValueType.i32
    private static let i64 = ValueType.i64

    /// Name → (parameters, results).
    static let signatures: [String: (parameters: [ValueType], results: [ValueType])] = [
        "msg_arg_data_size": ([], [i32]),
        "msg_arg_data_copy": ([i32, i32, i32], []),
        "msg_caller_size": ([], [i32]),
        "msg_caller_copy": ([i32, i32, i32], []),
        "msg_reject_code": ([], [i32]),
        "msg_reject_msg_size": ([], [i32]),
        "msg_reject_msg_copy": ([i32, i32, i32], []),
        "msg_reply_data_append": ([i32, i32], []),
        "msg_reply": ([], []),
        "msg_reject": ([i32, i32], []),
        "msg_method_name_size": ([], [i32]),
        "msg_method_name_copy": ([i32, i32, i32], []),
        "accept_message": ([], []),
        "msg_cycles_available": ([], [i64]),
        "msg_cycles_available128": ([i32], []),
        "msg_cycles_refunded": ([], [i64]),
        "msg_cycles_refunded128": ([i32], []),
        "msg_cycles_accept": ([i64], [i64]),
        "msg_cycles_accept128": ([i64, i64, i32], []),
        "canister_self_size": ([], [i32]),
        "canister_self_copy": ([i32, i32, i32], []),
        "canister_cycle_balance": ([], [i64]),
        "canister_cycle_balance128": ([i32], []),
        "canister_status": ([], [i32]),
        "canister_version": ([], [i64]),
        "call_new": ([i32, i32, i32, i32, i32, i32, i32, i32], []),
        "call_on_cleanup": ([i32, i32], []),
        "call_data_append": ([i32, i32], []),
        "call_cycles_add": ([i64], []),
        "call_cycles_add128": ([i64, i64], []),
        "call_perform": ([], [i32]),
        "stable_size": ([], [i32]),
        "stable_grow": ([i32], [i32]),
        "stable_write": ([i32, i32, i32], []),
        "stable_read": ([i32, i32, i32], []),
        "stable64_size": ([], [i64]),
        "stable64_grow": ([i64], [i64]),
        "stable64_write": ([i64, i64, i64], []),
        "stable64_read": ([i64, i64, i64], []),
        "certified_data_set": ([i32, i32], []),
        "data_certificate_present": ([], [i32]),
        "data_certificate_size": ([], [i32]),
        "data_certificate_copy": ([i32, i32, i32], []),
        "time": ([], [i64]),
        "global_timer_set": ([i64], [i64]),
        "performance_counter": ([i32], [i64]),
        "is_controller": ([i32, i32], [i32]),
        "in_replicated_execution": ([], [i32]),
        "debug_print": ([i32, i32], []),
        "trap": ([i32, i32], []),
    ]

    static let names = Set(signatures.keys)

    /// The `ic0` imports for one store, every function reading and writing `state`.
    static func imports(store: Store, state: ExecutionState) -> Imports {
        var functions: [String: Function] = [:]
        for (name, signature) in signatures {
            let body = implementation(name, state)
            functions[name] = Function(
                store: store, parameters: signature.parameters, results: signature.results
            ) { caller, arguments in
                try body(caller, arguments)
            }
        }
        var imports = Imports()
        for (name, function) in functions { imports.define(module: "ic0", name: name, function) }
        return imports
    }

    // MARK: The calls

    private typealias Body = (borrowing Caller, [Value]) throws -> [Value]

    private static func implementation(_ name: String, _ state: ExecutionState) -> Body {
        switch name {
        case "msg_arg_data_size":
            return { _, _ in
                try state.require(name) { $0.hasArgument }
                return [.i32(UInt32(state.message!.argument.count))]
            }
        case "msg_arg_data_copy":
            return { caller, a in
                try state.require(name) { $0.hasArgument }
                try copy(state.message!.argument, a, caller, name)
                return []
            }
        case "msg_caller_size":
            return { _, _ in
                try state.require(name) { $0.hasCaller }
                return [.i32(UInt32(state.message!.caller.count))]
            }
        case "msg_caller_copy":
            return { caller, a in
                try state.require(name) { $0.hasCaller }
                try copy(state.message!.caller, a, caller, name)
                return []
            }
        case "msg_reject_code", "msg_reject_msg_size", "msg_reject_msg_copy", "msg_cycles_refunded",
            "msg_cycles_refunded128":
            return { _, _ in throw CanisterTrap("ic0.\(name) can be called only in a reply or reject callback") }
        case "msg_reply_data_append":
            return { caller, a in
                try requireOpenAnswer(state, name)
                let data = try read(caller, a[0].u32, a[1].u32)
                guard state.message!.replyData.count + data.count <= state.limits.maximumReplyBytes else {
                    throw CanisterTrap("the reply is larger than \(state.limits.maximumReplyBytes) bytes")
                }
                state.message!.replyData += data
                return []
            }
        case "msg_reply":
            return { _, _ in
                try requireOpenAnswer(state, name)
                state.message!.answer = .replied
                return []
            }
        case "msg_reject":
            return { caller, a in
                try requireOpenAnswer(state, name)
                let data = try read(caller, a[0].u32, a[1].u32)
                guard data.count <= state.limits.maximumReplyBytes else {
                    throw CanisterTrap("the reject message is larger than \(state.limits.maximumReplyBytes) bytes")
                }
                guard let text = String(validating: data, as: UTF8.self) else {
                    throw CanisterTrap("ic0.msg_reject: the message is not UTF-8")
                }
                state.message!.answer = .rejected(text)
                return []
            }
        case "msg_method_name_size":
            return { _, _ in
                try state.require(name) { $0 == .inspectMessage }
                return [.i32(UInt32(state.message!.methodName.utf8.count))]
            }
        case "msg_method_name_copy":
            return { caller, a in
                try state.require(name) { $0 == .inspectMessage }
                try copy(Array(state.message!.methodName.utf8), a, caller, name)
                return []
            }
        case "accept_message":
            return { _, _ in
                try state.require(name) { $0 == .inspectMessage }
                guard !state.message!.accepted else { throw CanisterTrap("ic0.accept_message called twice") }
                state.message!.accepted = true
                return []
            }
        case "msg_cycles_available":
            return { _, _ in
                try state.require(name) { $0.canReply }
                return [.i64(0)]
            }
        case "msg_cycles_available128":
            return { caller, a in
                try state.require(name) { $0.canReply }
                try write(caller, [UInt8](repeating: 0, count: 16), at: a[0].u32)
                return []
            }
        case "msg_cycles_accept":
            return { _, _ in
                try state.require(name) { $0 == .update }
                return [.i64(0)]
            }
        case "msg_cycles_accept128":
            return { caller, a in
                try state.require(name) { $0 == .update }
                try write(caller, [UInt8](repeating: 0, count: 16), at: a[2].u32)
                return []
            }
        case "canister_self_size":
            return { _, _ in
                _ = try state.current(name)
                return [.i32(UInt32(state.canisterID.count))]
            }
        case "canister_self_copy":
            return { caller, a in
                _ = try state.current(name)
                try copy(state.canisterID, a, caller, name)
                return []
            }
        case "canister_cycle_balance":
            return { _, _ in
                _ = try state.current(name)
                return [.i64(state.cycleBalance)]
            }
        case "canister_cycle_balance128":
            return { caller, a in
                _ = try state.current(name)
                try write(caller, littleEndian128(state.cycleBalance), at: a[0].u32)
                return []
            }
        case "canister_status":
            return { _, _ in
                _ = try state.current(name)
                return [.i32(state.runStatus)]
            }
        case "canister_version":
            return { _, _ in
                _ = try state.current(name)
                return [.i64(state.version)]
            }
        case "call_new", "call_on_cleanup", "call_data_append", "call_cycles_add", "call_cycles_add128",
            "call_perform":
            return { _, _ in
                throw CanisterTrap("ic0.\(name): inter-canister calls are not supported by this replica")
            }
        case "stable_size":
            return { _, _ in
                _ = try state.current(name)
                try requireSmallStable(state, name)
                return [.i32(UInt32(state.stable.pages))]
            }
        case "stable_grow":
            return { _, a in
                _ = try state.current(name)
                try requireSmallStable(state, name)
                let pages = UInt64(a[0].u32)
                guard state.stable.pages + pages <= 65_536, let old = state.stable.grow(by: pages) else {
                    return [.i32(UInt32.max)]
                }
                return [.i32(UInt32(old))]
            }
        case "stable_write":
            return { caller, a in
                _ = try state.current(name)
                try requireSmallStable(state, name)
                let data = try read(caller, a[1].u32, a[2].u32)
                try state.stable.write(data, at: UInt64(a[0].u32))
                return []
            }
        case "stable_read":
            return { caller, a in
                _ = try state.current(name)
                try requireSmallStable(state, name)
                let data = try state.stable.read(UInt64(a[1].u32), UInt64(a[2].u32))
                try write(caller, Array(data), at: a[0].u32)
                return []
            }
        case "stable64_size":
            return { _, _ in
                _ = try state.current(name)
                return [.i64(state.stable.pages)]
            }
        case "stable64_grow":
            return { _, a in
                _ = try state.current(name)
                guard let old = state.stable.grow(by: a[0].u64) else { return [.i64(UInt64.max)] }
                return [.i64(old)]
            }
        case "stable64_write":
            return { caller, a in
                _ = try state.current(name)
                let (source, size) = try addresses32(a[1].u64, a[2].u64, name)
                let data = try read(caller, source, size)
                try state.stable.write(data, at: a[0].u64)
                return []
            }
        case "stable64_read":
            return { caller, a in
                _ = try state.current(name)
                let (destination, size) = try addresses32(a[0].u64, a[2].u64, name)
                let data = try state.stable.read(a[1].u64, UInt64(size))
                try write(caller, Array(data), at: destination)
                return []
            }
        case "certified_data_set":
            return { caller, a in
                try state.require(name) { $0.isReplicated }
                guard a[1].u32 <= 32 else { throw CanisterTrap("ic0.certified_data_set: more than 32 bytes") }
                state.certifiedData = try read(caller, a[0].u32, a[1].u32)
                return []
            }
        case "data_certificate_present":
            return { _, _ in [.i32(try state.current(name).dataCertificate == nil ? 0 : 1)] }
        case "data_certificate_size":
            return { _, _ in
                guard let certificate = try state.current(name).dataCertificate else {
                    throw CanisterTrap("ic0.data_certificate_size: no certificate (only queries have one)")
                }
                return [.i32(UInt32(certificate.bytes.count))]
            }
        case "data_certificate_copy":
            return { caller, a in
                guard let certificate = try state.current(name).dataCertificate else {
                    throw CanisterTrap("ic0.data_certificate_copy: no certificate (only queries have one)")
                }
                try copy(certificate.bytes, a, caller, name)
                return []
            }
        case "time":
            return { _, _ in [.i64(try state.current(name).time)] }
        case "global_timer_set":
            return { _, a in
                try state.require(name) { $0.isReplicated }
                let previous = state.timer
                state.timer = a[0].u64
                return [.i64(previous)]
            }
        case "performance_counter":
            return { caller, a in
                let message = try state.current(name)
                guard a[0].u32 <= 1 else { throw CanisterTrap("ic0.performance_counter: unknown counter \(a[0].u32)") }
                let remaining = caller.store.fuel?.remaining ?? message.budget
                return [.i64(message.budget &- remaining)]
            }
        case "is_controller":
            return { caller, a in
                _ = try state.current(name)
                guard a[1].u32 <= 29 else {
                    throw CanisterTrap("ic0.is_controller: more than 29 bytes is not a principal")
                }
                let principal = try read(caller, a[0].u32, a[1].u32)
                return [.i32(state.controllers.contains(principal) ? 1 : 0)]
            }
        case "in_replicated_execution":
            return { _, _ in [.i32(try state.current(name).entry.isReplicated ? 1 : 0)] }
        case "debug_print":
            return { caller, a in
                let data = try read(caller, a[0].u32, min(a[1].u32, 16_384))
                state.log(String(decoding: data, as: UTF8.self))
                return []
            }
        case "trap":
            return { caller, a in
                let data = try read(caller, a[0].u32, min(a[1].u32, 16_384))
                throw CanisterTrap(String(decoding: data, as: UTF8.self), explicit: true)
            }
        default:
            return { _, _ in throw CanisterTrap("ic0.\(name) is not provided") }
        }
    }

    // MARK: Helpers

    private static func requireOpenAnswer(_ state: ExecutionState, _ name: String) throws(CanisterTrap) {
        try state.require(name) { $0.canReply }
        guard state.message!.answer == nil else {
            throw CanisterTrap("ic0.\(name) called after the message was answered")
        }
    }

    private static func requireSmallStable(_ state: ExecutionState, _ name: String) throws(CanisterTrap) {
        guard state.stable.pages <= 65_536 else {
            throw CanisterTrap("ic0.\(name): stable memory is larger than 4 GiB; use the stable64 calls")
        }
    }

    private static func addresses32(_ address: UInt64, _ size: UInt64, _ name: String) throws(CanisterTrap) -> (
        UInt32, UInt32
    ) {
        guard address <= UInt64(UInt32.max), size <= UInt64(UInt32.max) else {
            throw CanisterTrap("ic0.\(name): heap address out of bounds")
        }
        return (UInt32(address), UInt32(size))
    }

    /// `arguments` are (destination, offset, size): copies `source[offset ..< offset + size]` to
    /// the heap at destination, trapping when either range is outside.
    private static func copy(_ source: [UInt8], _ arguments: [Value], _ caller: borrowing Caller, _ name: String)
        throws(CanisterTrap)
    {
        let offset = UInt64(arguments[1].u32)
        let size = UInt64(arguments[2].u32)
        guard offset + size <= UInt64(source.count) else {
            throw CanisterTrap("ic0.\(name): \(size) bytes at \(offset) is outside the \(source.count) bytes there are")
        }
        try write(caller, Array(source[Int(offset)..<Int(offset + size)]), at: arguments[0].u32)
    }

    private static func memory(_ caller: borrowing Caller) throws(CanisterTrap) -> Memory {
        guard let memory = caller.instance?.exports[memory: WasmSections.memoryExport] else {
            throw CanisterTrap("the canister has no memory")
        }
        return memory
    }

    static func read(_ caller: borrowing Caller, _ address: UInt32, _ size: UInt32) throws(CanisterTrap) -> [UInt8] {
        let memory = try memory(caller)
        guard UInt64(address) + UInt64(size) <= UInt64(memory.byteCount) else {
            throw CanisterTrap("heap out of bounds: \(size) bytes at \(address), memory is \(memory.byteCount) bytes")
        }
        return memory.withUnsafeBufferPointer(offset: UInt(address), count: Int(size)) { Array($0) }
    }

    static func write(_ caller: borrowing Caller, _ bytes: [UInt8], at address: UInt32) throws(CanisterTrap) {
        let memory = try memory(caller)
        guard UInt64(address) + UInt64(bytes.count) <= UInt64(memory.byteCount) else {
            throw CanisterTrap(
                "heap out of bounds: \(bytes.count) bytes at \(address), memory is \(memory.byteCount) bytes")
        }
        memory.withUnsafeMutableBufferPointer(offset: UInt(address), count: bytes.count) { buffer in
            buffer.copyBytes(from: bytes)
        }
    }

    private static func littleEndian128(_ value: UInt64) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } + [UInt8](repeating: 0, count: 8)
    }
}

extension Value {
    /// The value as the i32 the signature promises (WasmKit checked the type).
    fileprivate var u32: UInt32 {
        if case .i32(let value) = self { return value }
        return 0
    }

    fileprivate var u64: UInt64 {
        if case .i64(let value) = self { return value }
        return 0
    }
}
