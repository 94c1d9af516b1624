import ByteTools
import CryptoPrimitives
import WasmKit
import WasmParser

/// A Wasm module checked as a canister module: it parses, imports only the `ic0` functions this
/// replica provides, exports only the specification's entry points, and declares at most one
/// memory within the limits. Its methods, SHA-256 hash and `icp:public`/`icp:private` metadata
/// are read once here.
public struct CanisterModule: Sendable, CustomStringConvertible {
    /// The bytes as installed (what `module_hash` hashes).
    public let bytes: [UInt8]
    /// SHA-256 of ``bytes``: the `module_hash` of `canister_status` and the certified state.
    public let hash: [UInt8]
    /// The names of the module's update methods (`canister_update NAME`).
    public let updateMethods: Set<String>
    /// The names of its query methods (`canister_query NAME`).
    public let queryMethods: Set<String>
    /// The names of its composite query methods (`canister_composite_query NAME`).
    public let compositeQueryMethods: Set<String>
    /// `icp:public NAME` sections: readable by anyone through `read_state`.
    public let publicMetadata: [String: [UInt8]]
    /// `icp:private NAME` sections: readable by controllers only.
    public let privateMetadata: [String: [UInt8]]
    /// The other entry points the module exports (`canister_init`, `canister_pre_upgrade`, …).
    let systemEntryPoints: Set<String>
    /// The module WasmKit runs: ``bytes`` with the host's state exports added.
    let runnable: Module
    /// The sections of ``bytes``, to make ``runnable(minimumHeapPages:)`` from.
    private let sections: WasmSections

    /// Size, hash and methods; never the bytes.
    public var description: String {
        "canister module of \(bytes.count) bytes (sha256 \(Hex.encode(hash.prefix(8)))…): \(updateMethods.count) update, "
            + "\(queryMethods.count) query, \(compositeQueryMethods.count) composite query methods"
    }

    /// The most globals a canister module may have, as on the Internet Computer.
    public static let maximumGlobals = 1_000

    static let systemEntryPointNames: Set<String> = [
        "canister_init", "canister_pre_upgrade", "canister_post_upgrade", "canister_heartbeat",
        "canister_global_timer", "canister_inspect_message", "canister_on_low_wasm_memory",
    ]

    /// Checks `bytes` against `limits` and the system API this replica provides.
    public init(bytes: [UInt8], limits: CanisterLimits = CanisterLimits()) throws(CanisterModuleError) {
        guard bytes.count <= limits.maximumModuleBytes else {
            throw .tooLarge(bytes: bytes.count, limit: limits.maximumModuleBytes)
        }
        let sections = try WasmSections(bytes)
        guard sections.globalCount <= Self.maximumGlobals else {
            throw .tooManyGlobals(count: sections.globalCount, limit: Self.maximumGlobals)
        }
        let parsed: Module
        do { parsed = try parseWasm(bytes: sections.exportingState()) } catch {
            throw .invalid(reason: "\(error)")
        }
        for entry in parsed.imports {
            guard case .function = entry.descriptor else {
                throw .unsupportedImport(module: entry.module, name: entry.name)
            }
            guard entry.module == "ic0", SystemAPI.names.contains(entry.name) else {
                throw .unknownImport(module: entry.module, name: entry.name)
            }
        }
        guard sections.memoryCount <= 1 else { throw .memory(reason: "it declares \(sections.memoryCount) memories") }
        if let memory = sections.memoryMinimums.first {
            guard !memory.is64 else {
                throw .memory(reason: "it is a 64-bit memory; this replica runs 32-bit canisters")
            }
            guard memory.pages <= UInt64(limits.maximumHeapBytes / 65_536) else {
                throw .memory(
                    reason:
                        "it starts at \(memory.pages) pages of 64 KiB, more than the limit of \(limits.maximumHeapBytes) bytes"
                )
            }
        }
        var updates: Set<String> = []
        var queries: Set<String> = []
        var composites: Set<String> = []
        var system: Set<String> = []
        for export in parsed.exports where export.name.hasPrefix("canister_") {
            guard case .function = export.descriptor else { throw .unknownEntryPoint(export.name) }
            if Self.systemEntryPointNames.contains(export.name) {
                system.insert(export.name)
                continue
            }
            guard let space = export.name.firstIndex(of: " ") else { throw .unknownEntryPoint(export.name) }
            let method = String(export.name[export.name.index(after: space)...])
            guard !updates.contains(method), !queries.contains(method), !composites.contains(method) else {
                throw .duplicateMethod(method)
            }
            switch export.name[..<space] {
            case "canister_update": updates.insert(method)
            case "canister_query": queries.insert(method)
            case "canister_composite_query": composites.insert(method)
            default: throw .unknownEntryPoint(export.name)
            }
        }
        var publicMetadata: [String: [UInt8]] = [:]
        var privateMetadata: [String: [UInt8]] = [:]
        for (name, contents) in sections.customSections {
            if name.hasPrefix("icp:public ") {
                let key = String(name.dropFirst("icp:public ".count))
                guard publicMetadata[key] == nil, privateMetadata[key] == nil else { throw .duplicateMetadata(name) }
                publicMetadata[key] = contents
            } else if name.hasPrefix("icp:private ") {
                let key = String(name.dropFirst("icp:private ".count))
                guard publicMetadata[key] == nil, privateMetadata[key] == nil else { throw .duplicateMetadata(name) }
                privateMetadata[key] = contents
            }
        }
        self.bytes = bytes
        hash = SHA256.hash(data: bytes).bytes
        updateMethods = updates
        queryMethods = queries
        compositeQueryMethods = composites
        self.publicMetadata = publicMetadata
        self.privateMetadata = privateMetadata
        systemEntryPoints = system
        runnable = parsed
        self.sections = sections
    }

    /// ``runnable`` with a memory that starts at least `pages` large, for a saved heap to be
    /// put back into.
    func runnable(minimumHeapPages pages: UInt64) throws(CanisterModuleError) -> Module {
        do { return try parseWasm(bytes: sections.exportingState(minimumHeapPages: pages)) } catch {
            throw .invalid(reason: "\(error)")
        }
    }
}
