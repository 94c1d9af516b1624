import BigInt
import Candid
import CandidCodegen
import Foundation
import ICPAgent
import ICPAgentTesting
import ICPManagement
import Testing

/// ICPManagement's client: what `candid generate swift` makes of the vendored ic.did today, and
/// routed by the canister it acts on.
@Suite struct ManagementCanisterTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theGeneratedClientIsUpToDate() throws {
        let did = Self.package.appendingPathComponent("Interfaces/ic_management.did")
        let swift = Self.package.appendingPathComponent("Sources/ICPManagement/ManagementCanister.swift")
        let generator = CandidSwiftGenerator(
            options: SwiftGeneratorOptions(
                access: .public, namespace: "ManagementCanister", clientName: "Client", sourceName: "ic_management.did")
        )
        let regenerated = try generator.generate(try String(contentsOf: did, encoding: .utf8), path: did.path)
        #expect(
            regenerated == (try String(contentsOf: swift, encoding: .utf8)),
            "regenerate it: see Interfaces/SOURCES.md")
    }

    @Test func callsAreRoutedByTheCanisterTheyActOn() async throws {
        let target = AgentTests.canister
        let replica = ReplicaSimulator(certifier: AgentTests.certifier, now: { AgentTests.time })
        replica.install(
            .managementCanister,
            methods: [
                "start_canister": SimulatedMethod { call in
                    // The argument names the canister, and the route is that canister.
                    guard call.effectiveCanister == target,
                        let value = try? CandidBinary.decode(
                            call.argument, as: [.record([CandidFieldType("canister_id", .principal)])]
                        ).first,
                        value["canister_id"] == .principal(target)
                    else { return .reject(Rejection(code: 5, message: "misrouted")) }
                    return .reply(Array("DIDL".utf8) + [0, 0])
                }
            ])
        let agent = Agent(
            transport: replica, identity: try Ed25519Identity(rawRepresentation: [UInt8](repeating: 5, count: 32)),
            verifier: CertificateVerifier(rootKey: AgentTests.certifier.rootKey, now: { AgentTests.time }),
            sleep: { _ in })
        let client = ManagementCanister.Client(agent: agent, actingOn: target)
        try await client.startCanister(.init(canisterId: target))
        #expect(replica.requestedPaths.first?.contains("/canister/\(target)/call") == true)
    }
}
