import Foundation
import Testing

@testable import WorkspaceKit

@Suite struct BuildPlanTests {
    /// The shape SwiftPM 6.3 writes to `.build/debug.yaml`, cut down to three commands.
    static let manifest = """
        client:
          name: basic
        tools: {}
        targets:
          "main": ["<CBOR-x86_64-unknown-linux-gnu-debug.module>"]
        default: "main"
        nodes:
          "/r/.build/x86_64-unknown-linux-gnu/debug/CBOR.build/sources":
            is-mutated: true
        commands:
          "/r/.build/x86_64-unknown-linux-gnu/debug/CNIO.build/shim.c.o":
            tool: clang
            inputs: ["/r/.build/checkouts/swift-nio/Sources/CNIO/shim.c"]
            description: "Compiling CNIO shim.c"
          "C.CBOR-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            inputs: ["/r/Packages/CBOR/Sources/CBOR/CBOR.swift","/r/.build/x86_64-unknown-linux-gnu/debug/Modules/ByteTools.swiftmodule","/r/.build/x86_64-unknown-linux-gnu/debug/CBOR.build/sources"]
            outputs: ["/r/.build/x86_64-unknown-linux-gnu/debug/CBOR.build/CBOR.swift.o"]
            description: "Compiling Swift Module 'CBOR' (1 sources)"
            args: ["/opt/swift/usr/bin/swiftc","-module-name","CBOR","-I","/r/.build/x86_64-unknown-linux-gnu/debug/Modules","-Xcc","-fmodule-map-file=/r/Packages/Crypto/Sources/CSecp256k1/module.modulemap"]

          "C.ByteTools-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            inputs: ["/r/Packages/ByteTools/Sources/ByteTools/Hex.swift"]
            description: "Compiling Swift Module 'ByteTools' (1 sources)"
            args: ["/opt/swift/usr/bin/swiftc","-module-name","ByteTools"]
          "C.ByteTools-x86_64-unknown-linux-gnu-debug-tool.module":
            tool: shell
            inputs: ["/r/Packages/ByteTools/Sources/ByteTools/Hex.swift"]
            description: "Compiling Swift Module 'ByteTools' (1 sources)"
            args: ["/opt/swift/usr/bin/swiftc","-module-name","ByteTools"]

        """

    @Test func readsSwiftModulesWithTheirSourcesDependenciesAndVariant() throws {
        let plan = try BuildPlan(manifest: Self.manifest)
        #expect(plan.modules.map(\.name) == ["CBOR", "ByteTools", "ByteTools"])
        let cbor = try #require(plan.modules.first)
        #expect(cbor.variant == "debug")
        #expect(cbor.sources == ["/r/Packages/CBOR/Sources/CBOR/CBOR.swift"])
        #expect(cbor.swiftDependencies == ["ByteTools"])
        // A map that cannot be read is named after its folder.
        #expect(cbor.clangDependencies == ["CSecp256k1"])
        #expect(plan.modules.map(\.variant) == ["debug", "debug", "debug-tool"])
        #expect(plan.closure(of: "CBOR", variant: "debug") == ["CBOR", "ByteTools", "CSecp256k1"])
        #expect(plan.modules(variant: "debug-tool").keys.sorted() == ["ByteTools"])
    }

    @Test func aCommandWithoutAModuleNameIsAnError() {
        let broken = """
            commands:
              "C.X-x86_64-unknown-linux-gnu-debug.module":
                tool: shell
                description: "Compiling Swift Module 'X' (1 sources)"
                args: ["/opt/swift/usr/bin/swiftc"]

            """
        #expect(throws: WorkspaceError.self) { try BuildPlan(manifest: broken) }
    }

    @Test func aMissingManifestMeansNoPlanYet() throws {
        #expect(try BuildPlan.load(from: URL(fileURLWithPath: "/nonexistent/debug.yaml")) == nil)
    }
}
