import Foundation
@_spi(Fuzzing) import WasmKit

/// One instantiated module: its WasmKit store and instance, and the runs of its entry points
/// with the specification's all-or-nothing rule. A message that traps, runs out of
/// instructions or (for an update) ends without an answer leaves heap, globals, stable memory,
/// certified data and the timer as they were; a query or inspection always does.
final class CanisterRuntime {
    let module: CanisterModule
    let state: ExecutionState
    private let store: Store
    private let instance: Instance
    private let memory: Memory?
    private let globals: [Global]

    /// What one run of an entry point came to.
    enum Outcome {
        /// It finished; for a message, with its answer (nil when it did not answer).
        case finished(Message)
        /// It trapped (or ran out of instructions); nothing it did is kept.
        case trapped(CanisterTrap, outOfInstructions: Bool)
    }

    /// Instantiates `module` (running its start function, if any) with the `ic0` imports bound
    /// to `state`; with `heapPages`, its memory starts that large (for a saved heap).
    init(module: CanisterModule, state: ExecutionState, engine: Engine, heapPages: UInt64? = nil)
        throws(CanisterModuleError)
    {
        self.module = module
        self.state = state
        let store = Store(engine: engine)
        store.resourceLimiter = HeapLimiter(maximumBytes: state.limits.maximumHeapBytes)
        let runnable = try heapPages.map { pages throws(CanisterModuleError) in
            try module.runnable(minimumHeapPages: pages)
        }
        do {
            // The start function runs outside any message: every ic0 call it makes traps.
            store.fuel = Fuel(remaining: state.limits.installInstructions)
            instance = try (runnable ?? module.runnable).instantiate(
                store: store, imports: SystemAPI.imports(store: store, state: state))
        } catch {
            throw .invalid(reason: "instantiation failed: \(error)")
        }
        self.store = store
        memory = instance.exports[memory: WasmSections.memoryExport]
        globals = instance.exports.compactMap { name, value in
            guard name.hasPrefix(WasmSections.hostExportPrefix + "global:"), case .global(let global) = value else {
                return nil
            }
            return global
        }
    }

    /// The heap's size in bytes.
    var heapBytes: Int { memory?.byteCount ?? 0 }

    /// A copy of the heap.
    var heap: [UInt8] {
        memory.map { memory in memory.withUnsafeBufferPointer(offset: 0, count: memory.byteCount) { Array($0) } } ?? []
    }

    /// The globals' values, for a snapshot.
    var savedGlobals: [SavedGlobal] { globals.map { SavedGlobal($0.value) } }

    /// Puts a saved heap and globals in place of the fresh instance's. The memory was
    /// instantiated at the heap's size (``init(module:state:engine:heapPages:)``).
    func restore(heap: Data, globals saved: [SavedGlobal]) throws(CanisterRestoreError) {
        guard heap.count == heapBytes else {
            throw .inconsistent("a heap of \(heap.count) bytes for a memory of \(heapBytes) bytes")
        }
        guard saved.count == globals.count else {
            throw .inconsistent("\(saved.count) globals for a module with \(globals.count)")
        }
        if let memory, !heap.isEmpty {
            memory.withUnsafeMutableBufferPointer(offset: 0, count: heap.count) { buffer in
                heap.copyBytes(to: buffer.bindMemory(to: UInt8.self))
            }
        }
        for (index, (global, value)) in zip(globals, saved).enumerated() {
            guard let replacement = try value.value(replacing: global.value, index: index),
                replacement != global.value
            else { continue }
            do { try global.assign(replacement) } catch {
                throw .inconsistent("global \(index) is immutable and saved with another value")
            }
        }
    }

    /// Whether the module exports `name` as a function.
    func exports(_ name: String) -> Bool { instance.exports[function: name] != nil }

    /// Runs the export `name` for `message`. The changes are kept only when it finishes and the
    /// entry point is replicated and `keep` accepts the message as it ended (an update that did not
    /// answer is not kept).
    func run(_ name: String, _ message: Message, keep: (Message) -> Bool = { _ in true }) -> Outcome {
        guard let function = instance.exports[function: name] else {
            return .trapped(CanisterTrap("the module does not export \(name)"), outOfInstructions: false)
        }
        let snapshot = Snapshot(of: self)
        state.message = message
        store.fuel = Fuel(remaining: message.budget)
        defer {
            state.message = nil
            store.fuel = nil
        }
        do {
            _ = try function.invoke([])
        } catch let trap as CanisterTrap {
            snapshot.restore(into: self)
            return .trapped(trap, outOfInstructions: false)
        } catch {
            snapshot.restore(into: self)
            let text = "\(error)"
            if text.contains("out of fuel") {
                return .trapped(
                    CanisterTrap("the message exceeded the instruction limit of \(message.budget)"),
                    outOfInstructions: true)
            }
            return .trapped(
                CanisterTrap(text.hasPrefix("Trap: ") ? String(text.dropFirst(6)) : text), outOfInstructions: false)
        }
        let ended = state.message ?? message
        if !message.entry.isReplicated || !keep(ended) { snapshot.restore(into: self) }
        return .finished(ended)
    }

    /// Everything a message can change, taken before it runs.
    struct Snapshot {
        let heap: [UInt8]
        let globals: [Value]
        let stable: StableMemory
        let certifiedData: [UInt8]
        let timer: UInt64

        init(of runtime: CanisterRuntime) {
            heap = runtime.heap
            globals = runtime.globals.map(\.value)
            stable = runtime.state.stable
            certifiedData = runtime.state.certifiedData
            timer = runtime.state.timer
        }

        /// Puts it back. A Wasm memory cannot shrink, so pages a failed message grew stay, zeroed.
        func restore(into runtime: CanisterRuntime) {
            if let memory = runtime.memory {
                let count = memory.byteCount
                memory.withUnsafeMutableBufferPointer(offset: 0, count: count) { buffer in
                    buffer.copyBytes(from: heap)
                    if count > heap.count {
                        buffer.baseAddress!.advanced(by: heap.count).initializeMemory(
                            as: UInt8.self, repeating: 0, count: count - heap.count)
                    }
                }
            }
            for (global, value) in zip(runtime.globals, globals) where global.value != value {
                // Only mutable globals can have changed, so the assignment cannot fail.
                try? global.assign(value)
            }
            runtime.state.stable = stable
            runtime.state.certifiedData = certifiedData
            runtime.state.timer = timer
        }
    }
}

/// Refuses `memory.grow` past the canister's heap limit (the instruction then answers −1, as
/// Wasm says for a memory that cannot grow).
private final class HeapLimiter: ResourceLimiter {
    let maximumBytes: Int
    init(maximumBytes: Int) { self.maximumBytes = maximumBytes }
    func limitMemoryGrowth(to desired: Int) throws -> Bool { desired <= maximumBytes }
    func limitTableGrowth(to desired: Int) throws -> Bool { desired <= 1_000_000 }
}
