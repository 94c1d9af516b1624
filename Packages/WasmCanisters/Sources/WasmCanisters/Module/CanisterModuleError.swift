/// Why a module cannot be installed as a canister. Each case says what was wrong and where, so
/// `install_code` can answer with the reason.
public enum CanisterModuleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bytes do not start with the Wasm magic and version 1.
    case notWasm
    /// The module is larger than the limit.
    case tooLarge(bytes: Int, limit: Int)
    /// A section could not be read.
    case malformed(offset: Int, reason: String)
    /// WasmKit refused the module (validation, unsupported feature, …).
    case invalid(reason: String)
    /// The module imports something the replica does not provide.
    case unknownImport(module: String, name: String)
    /// The module imports a memory, table or global (a canister may import only `ic0` functions).
    case unsupportedImport(module: String, name: String)
    /// The module declares more than one memory, or a memory larger than the limit.
    case memory(reason: String)
    /// An export named `canister_*` that is not one of the specification's entry points.
    case unknownEntryPoint(String)
    /// The same method exported twice as an update, query or composite query.
    case duplicateMethod(String)
    /// A custom section `icp:public NAME` or `icp:private NAME` appears twice.
    case duplicateMetadata(String)
    /// More globals than a canister may have (the Internet Computer allows 1,000).
    case tooManyGlobals(count: Int, limit: Int)

    public var description: String {
        switch self {
        case .notWasm: return "the module is not WebAssembly (no \\0asm version 1 header)"
        case .tooLarge(let bytes, let limit):
            return "the module is \(bytes) bytes, more than the limit of \(limit) bytes"
        case .malformed(let offset, let reason): return "the module is malformed at byte \(offset): \(reason)"
        case .invalid(let reason): return "the module does not validate: \(reason)"
        case .unknownImport(let module, let name):
            return "the module imports \(module).\(name), which this replica does not provide"
        case .unsupportedImport(let module, let name):
            return
                "the module imports \(module).\(name), which is not a function (a canister imports only ic0 functions)"
        case .memory(let reason): return "the module's memory is not allowed: \(reason)"
        case .unknownEntryPoint(let name): return "the module exports \"\(name)\", which is not a canister entry point"
        case .duplicateMethod(let name): return "the module exports the method \(name) more than once"
        case .duplicateMetadata(let name): return "the module has the custom section \"\(name)\" twice"
        case .tooManyGlobals(let count, let limit):
            return "the module has \(count) globals; a canister may have at most \(limit)"
        }
    }
}
