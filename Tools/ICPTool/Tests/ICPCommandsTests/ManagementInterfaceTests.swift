import CandidCodegen
import Foundation
import Testing

/// The management client in ICPCommands is what `candid generate swift` makes of the vendored
/// `ic.did` today: regenerating it gives the same bytes.
@Suite struct ManagementInterfaceTests {
    static let tool = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theGeneratedClientIsUpToDate() throws {
        let did = Self.tool.appendingPathComponent("Interfaces/ic_management.did")
        let swift = Self.tool.appendingPathComponent("Sources/ICPCommands/Canister/ManagementInterface.swift")
        let generator = CandidSwiftGenerator(
            options: SwiftGeneratorOptions(
                access: .internal, namespace: "ManagementInterface", clientName: "ManagementClient",
                sourceName: "ic_management.did"))
        let regenerated = try generator.generate(try String(contentsOf: did, encoding: .utf8), path: did.path)
        #expect(
            regenerated == (try String(contentsOf: swift, encoding: .utf8)),
            "run: candid generate swift Interfaces/ic_management.did --access internal --namespace ManagementInterface --client-name ManagementClient -o Sources/ICPCommands/Canister/ManagementInterface.swift"
        )
    }
}
