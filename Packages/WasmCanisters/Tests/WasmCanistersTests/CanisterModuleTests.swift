import Testing
import WasmCanisters

/// What install refuses, with its reason, and what it reads from a module.
@Suite struct CanisterModuleTests {
    @Test func readsMethodsHashAndMetadata() async throws {
        let service = Array("service : { set : (blob) -> () }".utf8)
        let bytes = TestCanisters.appendingCustomSection(
            "icp:public candid:service", service, to: try await TestCanisters.module("certified"))
        let module = try CanisterModule(
            bytes: TestCanisters.appendingCustomSection("icp:private notes", [1], to: bytes))
        #expect(module.updateMethods == ["set", "arm", "say", "refused"])
        #expect(module.queryMethods == ["certificate", "fired", "time", "instructions"])
        #expect(module.publicMetadata == ["candid:service": service])
        #expect(module.privateMetadata == ["notes": [1]])
        #expect(module.hash.count == 32)
    }

    @Test func refusesWhatIsNotACanisterModule() async throws {
        let echo = try await TestCanisters.module("echo")
        #expect(throws: CanisterModuleError.notWasm) { try CanisterModule(bytes: Array("hello".utf8)) }
        #expect(throws: CanisterModuleError.tooLarge(bytes: echo.count, limit: 100)) {
            try CanisterModule(bytes: echo, limits: CanisterLimits(maximumModuleBytes: 100))
        }
        // A section that claims more bytes than there are.
        #expect(throws: CanisterModuleError.self) { try CanisterModule(bytes: Array(echo.prefix(40))) }
        // The C canister's memory starts at 2 pages (its stack), more than a 64 KiB limit.
        #expect {
            try CanisterModule(bytes: echo, limits: CanisterLimits(maximumHeapBytes: 65_536))
        } throws: { error in
            guard case .memory = error as? CanisterModuleError else { return false }
            return true
        }
        let duplicate = TestCanisters.appendingCustomSection(
            "icp:private candid:service", [],
            to: TestCanisters.appendingCustomSection("icp:public candid:service", [], to: echo))
        #expect(throws: CanisterModuleError.duplicateMetadata("icp:private candid:service")) {
            try CanisterModule(bytes: duplicate)
        }
    }

    /// A module of only a global section: `count` immutable i32 globals, or a section that claims
    /// `claimed` of them.
    static func globals(_ count: Int, claimed: UInt32? = nil) -> [UInt8] {
        func leb(_ value: UInt32) -> [UInt8] {
            var value = value
            var out: [UInt8] = []
            repeat {
                let byte = UInt8(value & 0x7F)
                value >>= 7
                out.append(value == 0 ? byte : byte | 0x80)
            } while value != 0
            return out
        }
        let payload =
            leb(claimed ?? UInt32(count))
            + Array([[UInt8]](repeating: [0x7F, 0x00, 0x41, 0x00, 0x0B], count: count).joined())
        return [0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00, 0x06] + leb(UInt32(payload.count)) + payload
    }

    @Test func refusesMoreGlobalsThanACanisterMayHave() throws {
        _ = try CanisterModule(bytes: Self.globals(CanisterModule.maximumGlobals))
        #expect(throws: CanisterModuleError.tooManyGlobals(count: 1_001, limit: 1_000)) {
            try CanisterModule(bytes: Self.globals(1_001))
        }
        // A count the section cannot hold is refused as it is read (a fuzzed module claimed a
        // million and made the replica write an export for each).
        #expect {
            try CanisterModule(bytes: Self.globals(2, claimed: 1_064_976))
        } throws: { error in
            guard case .malformed(_, let reason) = error as? CanisterModuleError else { return false }
            return reason.contains("1064976 globals cannot fit")
        }
    }

    @Test func refusesImportsAndExportsTheReplicaDoesNotKnow() async throws {
        let unknown = try await TestCanisters.module("unknown_import")
        let foreign = try await TestCanisters.module("foreign_import")
        let entryPoint = try await TestCanisters.module("unknown_entry_point")
        #expect(throws: CanisterModuleError.unknownImport(module: "ic0", name: "no_such_call")) {
            try CanisterModule(bytes: unknown)
        }
        #expect(throws: CanisterModuleError.unknownImport(module: "env", name: "printf")) {
            try CanisterModule(bytes: foreign)
        }
        #expect(throws: CanisterModuleError.unknownEntryPoint("canister_whatever")) {
            try CanisterModule(bytes: entryPoint)
        }
    }

    @Test func refusesAModuleThatDoesNotValidateWhenItIsInstalled() async throws {
        var bytes = try await TestCanisters.module("echo")
        // The code section's last byte is the `end` of the last function body: without it the
        // body runs off its end, which validation refuses.
        guard let code = TestCanisters.sections(of: bytes).first(where: { $0.id == 10 }) else {
            Issue.record("no code section")
            return
        }
        bytes[code.range.upperBound - 1] = 0x01
        let module = try CanisterModule(bytes: bytes)
        let canister = WasmCanister(id: WasmCanisterMessageTests.id)
        #expect {
            try canister.install(module, argument: [], mode: .install, caller: .anonymous, time: 0)
        } throws: { error in
            guard case .module(.invalid(let reason)) = error as? CanisterInstallError else { return false }
            return !reason.isEmpty
        }
        #expect(canister.module == nil)
        #expect("\(module)".count < 200)
    }
}
