import ChildProcesses
import Foundation
import Synchronization

/// The C canisters the workspace's tests, demo and benchmarks run: each a small C file against
/// ``systemAPIHeader`` (the `ic0` imports), compiled to a Wasm module with the toolchain's own
/// clang (`clang --target=wasm32 -nostdlib -O2 -Wl,--no-entry -Wl,--allow-undefined`). The
/// sources are here as text, so anything that depends on this module can compile them, show them
/// or write them out.
public enum TestCanister: String, CaseIterable, Sendable {
    /// `echo` (query) and `echo_update` reply with their argument; `whoami` with the caller;
    /// `self` with the canister's id.
    case echo
    /// A counter on the heap (`increment`, `get`, `increment_then_trap`, `increment_in_query`,
    /// `no_reply`) that `pre_upgrade` saves to stable memory and `post_upgrade` reads back, and
    /// `remember`/`recall`, which keep bytes in a heap page grown for them.
    case counter
    /// An endless loop, unbounded recursion, a copy outside the heap, endless memory growth, an
    /// inter-canister call, a double reply and a reject.
    case hostile
    /// Certified data (`set`, the `certificate` query), the global timer (`arm`, `fired`),
    /// `time`, `instructions`, `say` (debug_print) and an inspect_message that refuses `refused`.
    case certified
    /// Imports an `ic0` function that does not exist.
    case unknownImport
    /// Imports a function from a module other than `ic0`.
    case foreignImport
    /// Exports a `canister_` name that is not an entry point.
    case unknownEntryPoint

    /// The C source.
    public var source: String {
        switch self {
        case .echo: return Self.echoSource
        case .counter: return Self.counterSource
        case .hostile: return Self.hostileSource
        case .certified: return Self.certifiedSource
        case .unknownImport: return Self.unknownImportSource
        case .foreignImport: return Self.foreignImportSource
        case .unknownEntryPoint: return Self.unknownEntryPointSource
        }
    }

    /// `ic0.h`: the system API's imports with the specification's signatures, and helpers.
    public static var systemAPIHeader: String { headerSource }

    fileprivate static let built = Mutex<[TestCanister: [UInt8]]>([:])

    /// The Wasm module, compiled once per process with `clang` (found on `PATH`, where the Swift
    /// toolchain puts it) in a temporary folder that is removed afterwards.
    public func module(timeout: Duration = .seconds(120)) async throws -> [UInt8] {
        if let bytes = Self.built.withLock({ $0[self] }) { return bytes }
        let build = try Build(self)
        defer { build.remove() }
        try await build.command.run(timeout: timeout).checked()
        return try build.finish()
    }

    /// ``module(timeout:)`` for synchronous callers on a thread of their own (not one of Swift's
    /// cooperative pool: see ChildProcesses' `runBlocking`).
    public func moduleBlocking(timeout: Duration = .seconds(120)) throws -> [UInt8] {
        if let bytes = Self.built.withLock({ $0[self] }) { return bytes }
        let build = try Build(self)
        defer { build.remove() }
        try build.command.runBlocking(timeout: timeout).checked()
        return try build.finish()
    }

    /// One compilation: the sources written to a fresh folder, the clang command, the output.
    private struct Build {
        let canister: TestCanister
        let folder: URL
        let output: URL
        let command: Command

        init(_ canister: TestCanister) throws {
            self.canister = canister
            folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "test-canister-\(canister.rawValue)-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(TestCanister.systemAPIHeader.utf8).write(to: folder.appendingPathComponent("ic0.h"))
            let source = folder.appendingPathComponent("\(canister.rawValue).c")
            try Data(canister.source.utf8).write(to: source)
            output = folder.appendingPathComponent("\(canister.rawValue).wasm")
            command = Command(
                "clang",
                [
                    "--target=wasm32", "-nostdlib", "-O2", "-Wl,--no-entry", "-Wl,--allow-undefined",
                    "-o", output.path, source.path,
                ])
        }

        func finish() throws -> [UInt8] {
            let bytes = [UInt8](try Data(contentsOf: output))
            TestCanister.built.withLock { $0[canister] = bytes }
            return bytes
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    /// `module` with a custom section appended, as `ic-wasm metadata` adds `icp:public
    /// candid:service` to a real canister.
    public static func appendingCustomSection(_ name: String, _ contents: [UInt8], to module: [UInt8]) -> [UInt8] {
        var payload = leb(UInt32(name.utf8.count)) + Array(name.utf8) + contents
        payload = [0] + leb(UInt32(payload.count)) + payload
        return module + payload
    }

    private static func leb(_ value: UInt32) -> [UInt8] {
        var value = value
        var bytes: [UInt8] = []
        repeat {
            var byte = UInt8(value & 0x7F)
            value >>= 7
            if value != 0 { byte |= 0x80 }
            bytes.append(byte)
        } while value != 0
        return bytes
    }
}
