import Candid
import Foundation
import ICPAgent
import ICPAgentTesting
import Testing

/// The simulator checks what a replica checks, answers with the real codes, and misbehaves only
/// when told to.
@Suite struct ReplicaSimulatorTests {
    static let canister = AgentTests.canister
    static let time = AgentTests.time

    func simulator() -> ReplicaSimulator {
        let replica = ReplicaSimulator(certifier: AgentTests.certifier, now: { Self.time })
        let counter = Counter()
        replica.install(
            Self.canister,
            methods: [
                "echo": .echo, "whoami": .whoami,
                "increment": SimulatedMethod { _ in .reply((try? CandidEncoder().encode(counter.next())) ?? []) },
            ])
        return replica
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value: UInt64 = 0
        func next() -> UInt64 {
            lock.withLock {
                value += 1
                return value
            }
        }
    }

    func agent(_ replica: ReplicaSimulator, identity: any Identity) -> Agent {
        Agent(
            transport: replica, identity: identity,
            verifier: CertificateVerifier(rootKey: AgentTests.certifier.rootKey, now: { Self.time }), sleep: { _ in })
    }

    /// A signed call envelope as `identity` would send it, for tampering.
    func envelope(
        _ identity: any Identity, canister: Principal = canister, expiry: UInt64? = nil, method: String = "echo"
    ) async throws -> Envelope {
        let content = RequestContent.call(
            CanisterCall(
                canister: canister, method: method, argument: [1], sender: identity.sender,
                ingressExpiry: expiry ?? IngressExpiry.make(now: Self.time)))
        return try await Envelope.signed(content, by: identity)
    }

    func post(_ replica: ReplicaSimulator, _ envelope: Envelope) -> TransportResponse {
        replica.httpAnswer(method: "POST", path: "/api/v4/canister/\(Self.canister)/call", body: envelope.encoded())
    }

    @Test func whoamiSeesEachKindOfCaller() async throws {
        let replica = simulator()
        let ed25519 = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 1, count: 32))
        let secp256k1 = try Secp256k1Identity(rawRepresentation: [UInt8](repeating: 2, count: 32))
        for identity in [ed25519, secp256k1, AnonymousIdentity()] as [any Identity] {
            let reply = try await agent(replica, identity: identity).call(
                Self.canister, method: "whoami", argument: Array("DIDL".utf8) + [0, 0])
            #expect(try CandidDecoder().decode(CandidPrincipal.self, from: reply) == identity.sender)
        }
        // Through a delegation chain the caller is the chain's root.
        let session = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 3, count: 32))
        let link = try await SignedDelegation.signing(
            Delegation(
                publicKey: session.publicKeyDER ?? [],
                expiration: UInt64(Self.time.timeIntervalSince1970 + 600) * 1_000_000_000,
                targets: [Self.canister]), by: ed25519)
        let delegated = try DelegatedIdentity(
            session: session, rootPublicKey: ed25519.publicKeyDER ?? [], chain: [link], now: { Self.time })
        let reply = try await agent(replica, identity: delegated).call(
            Self.canister, method: "whoami", argument: Array("DIDL".utf8) + [0, 0])
        #expect(try CandidDecoder().decode(CandidPrincipal.self, from: reply) == ed25519.sender)
    }

    @Test func envelopesAreCheckedAsAReplicaChecksThem() async throws {
        let replica = simulator()
        let identity = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 1, count: 32))
        let other = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 9, count: 32))
        var forged = try await envelope(identity)
        forged.senderSignature?[0] ^= 1
        var swapped = try await envelope(identity)
        swapped.senderPublicKey = other.publicKeyDER
        let stale = try await envelope(identity, expiry: UInt64(Self.time.timeIntervalSince1970 - 60) * 1_000_000_000)
        let distant = try await envelope(
            identity, expiry: UInt64(Self.time.timeIntervalSince1970 + 3600) * 1_000_000_000)
        // Another canister than the route's; only the management canister may be routed by another.
        let misrouted = try await envelope(identity, canister: try Principal(bytes: [0, 0, 0, 0, 0, 0x10, 0, 9, 1, 1]))
        var anonymousWithKey = Envelope(content: try await envelope(AnonymousIdentity()).content)
        anonymousWithKey.senderPublicKey = identity.publicKeyDER
        let cases: [(Envelope, String)] = [
            (forged, "sender_sig does not verify"), (swapped, "not the principal of sender_pubkey"),
            (stale, "ingress_expiry"),
            (distant, "ingress_expiry"), (misrouted, "canister of the route"),
            (anonymousWithKey, "anonymous request carries"),
        ]
        for (envelope, reason) in cases {
            let answer = post(replica, envelope)
            #expect(answer.status == 400)
            #expect(
                String(decoding: answer.body, as: UTF8.self).contains(reason),
                "\(String(decoding: answer.body, as: UTF8.self))")
        }
        #expect(
            replica.httpAnswer(method: "POST", path: "/api/v4/canister/\(Self.canister)/call", body: [0xff]).status
                == 400)
        #expect(replica.httpAnswer(method: "GET", path: "/api/v9/nothing", body: []).status == 404)
    }

    @Test func delegationsAreCheckedLinkByLink() async throws {
        let replica = simulator()
        let root = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 1, count: 32))
        let session = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 3, count: 32))
        let expired = UInt64(Self.time.timeIntervalSince1970 - 1) * 1_000_000_000
        let later = UInt64(Self.time.timeIntervalSince1970 + 600) * 1_000_000_000
        for (delegation, reason) in [
            (Delegation(publicKey: session.publicKeyDER ?? [], expiration: expired), "expired"),
            (
                Delegation(publicKey: session.publicKeyDER ?? [], expiration: later, targets: [.managementCanister]),
                "does not allow"
            ),
        ] {
            let link = try await SignedDelegation.signing(delegation, by: root)
            // The agent's own expiry check is given a clock before the expiry, so the replica decides.
            let identity = try DelegatedIdentity(
                session: session, rootPublicKey: root.publicKeyDER ?? [], chain: [link],
                now: { Date(timeIntervalSince1970: 0) })
            let answer = post(replica, try await envelope(identity))
            #expect(answer.status == 400)
            #expect(String(decoding: answer.body, as: UTF8.self).contains(reason))
        }
    }

    @Test func aRequestSentTwiceRunsOnce() async throws {
        let replica = simulator()
        let identity = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 1, count: 32))
        let call = try await envelope(identity, method: "increment")
        #expect(post(replica, call).status == 200)
        #expect(post(replica, call).status == 200)
        let reply = try await agent(replica, identity: identity).call(
            Self.canister, method: "increment", argument: Array("DIDL".utf8) + [0, 0], nonce: [7])
        #expect(try CandidDecoder().decode(UInt64.self, from: reply) == 2)
        // The agent gives each call a fresh nonce, so two equal calls in one minute both run…
        for expected: UInt64 in [3, 4] {
            let reply = try await agent(replica, identity: identity).call(
                Self.canister, method: "increment", argument: Array("DIDL".utf8) + [0, 0])
            #expect(try CandidDecoder().decode(UInt64.self, from: reply) == expected)
        }
        // …and the same nonce makes them the same request again.
        let again = try await agent(replica, identity: identity).call(
            Self.canister, method: "increment", argument: Array("DIDL".utf8) + [0, 0], nonce: [7])
        #expect(try CandidDecoder().decode(UInt64.self, from: again) == 2)
    }

    @Test func theRequestLogKeepsTheLatestRequestsOnly() async throws {
        let replica = ReplicaSimulator(certifier: AgentTests.certifier, now: { Self.time }, requestLogLimit: 3)
        replica.install(Self.canister, methods: ["echo": .echo])
        let identity = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 1, count: 32))
        let agent = agent(replica, identity: identity)
        let query = "/api/v3/canister/\(Self.canister)/query"
        for _ in 0..<4 { #expect(replica.respond(method: "GET", path: "/api/v2/status", body: [])?.status == 200) }
        for round in 1...10 {
            _ = try await agent.query(Self.canister, method: "echo", argument: Array("DIDL".utf8) + [0, 0])
            // Past the limit, each request pushes the oldest out; the log is never longer. The
            // first query also reads the subnet's node keys (a read_state), then only queries.
            #expect(replica.requestedPaths.count == 3)
            #expect(replica.ingressExpiries.count == min(round + 1, 3))
        }
        #expect(replica.requestedPaths == [query, query, query])
    }

    @Test func unknownCanistersAndMethodsAreRejectedWithTheRealCodes() async throws {
        let replica = simulator()
        let agent = agent(replica, identity: AnonymousIdentity())
        for (canister, method, code) in [
            (Self.canister, "nothing", "IC0536"),
            (try Principal(bytes: [0, 0, 0, 0, 0, 0x10, 0, 9, 1, 1]), "echo", "IC0301"),
        ] {
            await #expect {
                try await agent.call(canister, method: method, argument: [])
            } throws: { error in
                guard case .rejected(let rejection) = error as? AgentError else { return false }
                return rejection.code == 3 && rejection.errorCode == code
            }
        }
    }

    /// A call whose envelope passes the ingress limit (2 MiB) is refused 413 before it is read;
    /// one just under it runs.
    @Test func callsLargerThanTheIngressLimitAreRefused() async throws {
        let replica = simulator()
        let agent = agent(replica, identity: AnonymousIdentity())
        let fitting = [UInt8](repeating: 7, count: ReplicaSimulator.maximumIngressBytes - 1_024)
        // Echoed: a certified reply of nearly 2 MiB is read and verified too.
        #expect(try await agent.call(Self.canister, method: "echo", argument: fitting) == fitting)
        await #expect {
            try await agent.call(
                Self.canister, method: "echo",
                argument: [UInt8](repeating: 7, count: ReplicaSimulator.maximumIngressBytes))
        } throws: { error in
            guard case .unexpectedStatus(413, _, let body) = error as? AgentError else { return false }
            return body.contains("ingress message limit")
        }
    }

    @Test func certificateFaultsAreCaughtByTheAgent() async throws {
        let replica = simulator()
        let agent = agent(replica, identity: AnonymousIdentity())
        replica.faults.corruptCertificateSignature = true
        await #expect {
            try await agent.call(Self.canister, method: "echo", argument: [])
        } throws: { error in
            if case .verification(.certificateSignatureInvalid) = error as? AgentError { return true }
            return false
        }
        for offset in [-400.0, 400.0] {
            replica.faults = ReplicaFaults()
            replica.faults.certificateTimeOffset = offset
            await #expect {
                try await agent.call(Self.canister, method: "echo", argument: [])
            } throws: { error in
                guard case .verification(let reason) = error as? AgentError else { return false }
                switch reason {
                case .certificateTooOld, .certificateFromFuture: return true
                default: return false
                }
            }
        }
        replica.faults = ReplicaFaults()
        replica.faults.refusals = [503]
        #expect(replica.httpAnswer(method: "GET", path: "/api/v2/status", body: []).status == 503)
        #expect(replica.httpAnswer(method: "GET", path: "/api/v2/status", body: []).status == 200)
    }
}
