import BigInt
import Candid
import Foundation
import ICPAgent
import ICPAgentTesting
import Testing

/// Methods called at their stated Candid signatures, as generated clients call them: several
/// arguments and results, types Swift cannot state (`nat`, variants by name), each kind routed
/// to its endpoint, and typed errors for a value or a reply that does not fit.
@Suite struct ICPMethodTests {
    static let canister = try! Principal(bytes: [0, 0, 0, 0, 0, 0x10, 0, 1, 1, 1])
    static let time = Date(timeIntervalSince1970: 1_800_000_000)
    static let certifier = TestCertifier(canisterRanges: [
        try! Principal(bytes: [0, 0, 0, 0, 0, 0x10, 0, 0, 1, 1]
        )...(try! Principal(bytes: [0, 0, 0, 0, 0, 0x1f, 0xff, 0xff, 1, 1]))
    ])

    enum Outcome: Codable, Equatable {
        case ok(BigUInt)
        case err(String)
    }

    static let environment = CandidTypeEnvironment([
        "Outcome": .variant([CandidFieldType("ok", .nat), CandidFieldType("err", .text)])
    ])

    func client() throws -> (ReplicaSimulator, CanisterClient) {
        let replica = ReplicaSimulator(certifier: Self.certifier, now: { Self.time })
        replica.install(
            Self.canister,
            methods: [
                "echo": .echo,
                // Replies (text, nat, opt nat) whatever it is sent: a canister whose reply has grown.
                "grown": SimulatedMethod { _ in
                    .reply(
                        (try? CandidBinary.encode(
                            [.text("x"), .nat(7), .opt(.nat(1))], types: [.text, .nat, .opt(.nat)])) ?? [])
                },
            ])
        let identity = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 5, count: 32))
        let agent = Agent(
            transport: replica, identity: identity,
            verifier: CertificateVerifier(rootKey: Self.certifier.rootKey, now: { Self.time.addingTimeInterval(2) }),
            sleep: { _ in })
        return (replica, CanisterClient(agent: agent, canister: Self.canister))
    }

    @Test func severalArgumentsAndResultsAtStatedTypes() async throws {
        let (_, client) = try client()
        let echo = ICPMethod(
            name: "echo", kind: .update, arguments: [.text, .nat, .named("Outcome")],
            results: [.text, .nat, .named("Outcome")], environment: Self.environment)
        let (text, amount, outcome) = try await client.call(
            echo, "hi", BigUInt(12), Outcome.err("no"),
            returning: String.self, BigUInt.self, Outcome.self)
        #expect(text == "hi" && amount == 12 && outcome == .err("no"))
    }

    @Test func eachKindGoesToItsEndpoint() async throws {
        let (replica, client) = try client()
        for (kind, route) in [
            (ICPMethod.Kind.query, "query"), (.compositeQuery, "query"), (.update, "call"), (.oneway, "call"),
        ] {
            let method = ICPMethod(name: "echo", kind: kind, arguments: [], results: [])
            let before = replica.requestedPaths.count
            try await client.call(method)
            // A query may also read the subnet's node keys (read_state) to check the node's signature.
            let routes = replica.requestedPaths.dropFirst(before).map {
                $0.split(separator: "/").last.map(String.init) ?? ""
            }
            #expect(
                routes.first == route && !routes.contains(route == "query" ? "call" : "query"), "\(kind): \(routes)")
        }
    }

    @Test func aGrownReplyDecodesAtTheMethodsResults() async throws {
        let (_, client) = try client()
        // The .did says `() -> (text)`: the extra results are dropped.
        let grown = ICPMethod(name: "grown", kind: .query, arguments: [], results: [.text])
        #expect(try await client.call(grown, returning: String.self) == "x")
    }

    @Test func misfitsAreCandidErrorsNamingTheMethod() async throws {
        let (_, client) = try client()
        let echo = ICPMethod(name: "echo", kind: .query, arguments: [.nat8], results: [.nat8])
        await #expect {
            _ = try await client.call(echo, "not a number", returning: UInt8.self)
        } throws: { error in
            if case .candid(let reason) = error as? AgentError { return reason.contains("the arguments of echo") }
            return false
        }
        let grown = ICPMethod(name: "grown", kind: .query, arguments: [], results: [.nat])
        await #expect {
            _ = try await client.call(grown, returning: BigUInt.self)
        } throws: { error in
            if case .candid(let reason) = error as? AgentError { return reason.contains("the reply of grown") }
            return false
        }
    }
}
