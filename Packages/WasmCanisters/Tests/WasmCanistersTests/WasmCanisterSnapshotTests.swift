import Foundation
import ICPAgent
import ICPAgentTesting
import Testing
import WasmCanisters

/// A canister taken as a ``CanisterSnapshot``, through JSON (as a store keeps it), and made again:
/// everything it was comes back, and a snapshot someone changed is refused with a reason.
@Suite struct WasmCanisterSnapshotTests {
    typealias Fixture = WasmCanisterMessageTests

    static func throughJSON(_ snapshot: CanisterSnapshot) throws -> CanisterSnapshot {
        try JSONDecoder().decode(CanisterSnapshot.self, from: try JSONEncoder().encode(snapshot))
    }

    /// The snapshot as JSON with `change` applied to its members.
    static func changed(_ snapshot: CanisterSnapshot, _ change: (inout [String: Any]) -> Void) throws
        -> CanisterSnapshot
    {
        var object = try #require(
            try JSONSerialization.jsonObject(with: try JSONEncoder().encode(snapshot)) as? [String: Any])
        change(&object)
        return try JSONDecoder().decode(CanisterSnapshot.self, from: try JSONSerialization.data(withJSONObject: object))
    }

    static func reply(_ outcome: SimulatedOutcome) -> [UInt8]? {
        if case .reply(let bytes) = outcome { return bytes }
        return nil
    }

    @Test func aRestoredCounterHasItsHeapGrownPagesStableMemoryAndSettings() async throws {
        let start: UInt64 = 41
        let canister = try await Fixture.installed(
            "counter", argument: withUnsafeBytes(of: start.littleEndian) { Array($0) })
        let initialHeap = canister.memorySize.heap
        _ = canister.update("increment", argument: [], caller: .anonymous, time: Fixture.time)
        let words = Array("kept past the initial memory".utf8)
        #expect(
            Self.reply(canister.update("remember", argument: words, caller: .anonymous, time: Fixture.time)) == words)
        #expect(canister.memorySize.heap == initialHeap + 65_536)
        canister.runStatus = .stopping

        let snapshot = try Self.throughJSON(canister.snapshot())
        let restored = try WasmCanister(restoring: snapshot)
        #expect(restored.snapshot() == snapshot)
        #expect(restored.id == canister.id)
        #expect(restored.controllers == [Fixture.controller])
        #expect(restored.runStatus == .stopping)
        #expect(restored.version == canister.version)
        #expect(restored.module?.hash == canister.module?.hash)
        #expect(restored.memorySize == canister.memorySize)
        restored.runStatus = .running
        #expect(Fixture.counterValue(restored.query("get", argument: [], caller: .anonymous, time: Fixture.time)) == 42)
        #expect(Self.reply(restored.query("recall", argument: [], caller: .anonymous, time: Fixture.time)) == words)
        // It goes on from there: the C stack pointer (a global) and the heap are as they were.
        #expect(
            Fixture.counterValue(restored.update("increment", argument: [], caller: .anonymous, time: Fixture.time))
                == 43)
        // An upgrade saves to stable memory; a restored canister keeps that stable memory.
        let module = try #require(restored.module)
        try restored.install(module, argument: [], mode: .upgrade, caller: Fixture.controller, time: Fixture.time)
        let again = try WasmCanister(restoring: try Self.throughJSON(restored.snapshot()))
        #expect(again.memorySize.stable == 65_536)
        #expect(Fixture.counterValue(again.query("get", argument: [], caller: .anonymous, time: Fixture.time)) == 43)
    }

    @Test func aRestoredCanisterKeepsCertifiedDataAndItsTimer() async throws {
        let canister = try await Fixture.installed("certified")
        let data = [UInt8](repeating: 0xAB, count: 32)
        _ = canister.update("set", argument: data, caller: .anonymous, time: Fixture.time)
        let deadline = Fixture.time + 1_000
        _ = canister.update(
            "arm", argument: withUnsafeBytes(of: deadline.littleEndian) { Array($0) }, caller: .anonymous,
            time: Fixture.time)
        let restored = try WasmCanister(restoring: try Self.throughJSON(canister.snapshot()))
        #expect(restored.certifiedData == data)
        #expect(restored.globalTimer == deadline)
        restored.runPeriodicTasks(time: deadline)
        #expect(Fixture.counterValue(restored.query("fired", argument: [], caller: .anonymous, time: deadline)) == 1)
    }

    @Test func anEmptyCanisterComesBackEmpty() throws {
        let canister = WasmCanister(id: Fixture.id, controllers: [Fixture.controller])
        let restored = try WasmCanister(restoring: try Self.throughJSON(canister.snapshot()))
        #expect(restored.module == nil)
        #expect(restored.snapshot() == canister.snapshot())
    }

    @Test func theRevisionCountsKeptChangesOnly() async throws {
        let canister = try await Fixture.installed("counter")
        let installed = canister.revision
        _ = canister.query("get", argument: [], caller: .anonymous, time: Fixture.time)
        _ = canister.update("increment_then_trap", argument: [], caller: .anonymous, time: Fixture.time)
        _ = canister.update("increment_in_query", argument: [], caller: .anonymous, time: Fixture.time)
        #expect(canister.revision == installed)
        _ = canister.update("increment", argument: [], caller: .anonymous, time: Fixture.time)
        #expect(canister.revision == installed + 1)
        canister.controllers = [Fixture.controller, .anonymous]
        canister.runStatus = .stopped
        #expect(canister.revision == installed + 3)
    }

    @Test func aChangedSnapshotIsRefusedWithItsReason() async throws {
        let canister = try await Fixture.installed("counter")
        let snapshot = canister.snapshot()
        func refusal(_ change: (inout [String: Any]) -> Void) throws -> CanisterRestoreError? {
            let changed = try Self.changed(snapshot, change)
            do throws(CanisterRestoreError) {
                _ = try WasmCanister(restoring: changed)
                return nil
            } catch {
                return error
            }
        }
        let heap =
            try #require(try JSONSerialization.jsonObject(with: try JSONEncoder().encode(snapshot)) as? [String: Any])[
                "heap"] as? String
        let heapBytes = try #require(heap.flatMap { Data(base64Encoded: $0) })
        let cases: [(String, (inout [String: Any]) -> Void, String)] = [
            (
                "a heap of part of a page", { $0["heap"] = Data(heapBytes.dropLast()).base64EncodedString() },
                "whole pages"
            ),
            (
                "certified data past 32 bytes", { $0["certifiedData"] = Data(count: 33).base64EncodedString() },
                "at most 32"
            ),
            (
                "stable memory of part of a page", { $0["stableMemory"] = Data(count: 5).base64EncodedString() },
                "stable memory"
            ),
            ("a global fewer", { $0["globals"] = [] }, "globals for a module with"),
            ("a module that is not Wasm", { $0["module"] = Data("not wasm".utf8).base64EncodedString() }, "module"),
            ("an empty canister with a heap", { $0["module"] = nil }, "empty canister"),
        ]
        for (name, change, reason) in cases {
            let error = try refusal(change)
            #expect(error?.description.contains(reason) == true, "\(name): \(String(describing: error))")
        }
        // A global of another type.
        let wrongType = try refusal { object in
            object["globals"] = (object["globals"] as? [Any] ?? []).map { _ in ["i64": ["_0": 1]] }
        }
        #expect(wrongType?.description.contains("another type") == true, "\(String(describing: wrongType))")
        // A heap past the restoring host's limit.
        let small = CanisterLimits(maximumHeapBytes: 65_536)
        #expect(throws: CanisterRestoreError.self) { try WasmCanister(restoring: snapshot, limits: small) }
    }

    @Test func aHostPlacesRestoredCanistersOnlyWhereTheyFit() async throws {
        let certifier = TestCertifier(canisterRanges: [StandardCanisters.range])
        let host = WasmCanisterHost(certifier: certifier)
        let inside = Principal(canisterIndex: 0x10_0010)
        let canister = WasmCanister(id: inside, controllers: [Fixture.controller])
        try host.restore(canister.snapshot())
        #expect(host.canisterIDs == [inside])
        #expect(throws: CanisterRestoreError.self) { try host.restore(canister.snapshot()) }
        let outside = WasmCanister(id: Principal(canisterIndex: 0x7f_0000), controllers: [])
        do {
            try host.restore(outside.snapshot())
            Issue.record("a canister outside the ranges was placed")
        } catch {
            #expect(error.description.contains("outside"))
        }
        host.nextCanisterIndex = 0x18_0042
        #expect(host.nextCanisterIndex == 0x18_0042)
    }
}
