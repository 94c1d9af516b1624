import BigNum
import CBOR
import Candid
import Foundation
import HTTPServerTesting
import HTTPSpec
import ICPAgent
import ICPAgentHTTP
import ICPAgentTesting
import ICPLedger
import WasmCanisters

// ICPAgent: what every call costs before and after the network. Request ids and signed envelopes
// are per request; certificate verification is per answer (one BLS verification when the
// subnet's delegation is remembered, two when it is not; compare Crypto.blsVerifyDecodedKey).

private let requestsPerRun = 1_000
private let signaturesPerRun = 200
private let verificationsPerRun = 10

/// A ledger-sized call: `icrc1_transfer` with a 100-byte Candid argument and a nonce.
private func transferCall(sender: Principal) -> RequestContent {
    let ledger = try! Principal(text: "ryjl3-tyaaa-aaaaa-aaaba-cai")
    let argument = Array(
        (try? CandidBinary.encode(
            [.record(sorting: [CandidField("to", .blob(Array(repeating: 7, count: 80)))])],
            types: [.record([CandidFieldType("to", .blob)])])) ?? [])
    return .call(
        CanisterCall(
            canister: ledger, method: "icrc1_transfer", argument: argument, sender: sender,
            ingressExpiry: 1_763_796_896_000_000_000, nonce: Array(repeating: 1, count: 16)))
}

/// The reply to `read_state /time` for canister ivg37 (mainnet, 2025-11-22, with a delegation),
/// vendored with ICPAgent's tests and found from this file (`Tools/Benchmarks/Sources/benchmarks/`).
private func mainnetCertificate() -> (bytes: [UInt8], time: Date)? {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<5 { url = url.deletingLastPathComponent() }
    let file = url.appendingPathComponent("Packages/ICPAgent/Tests/ICPAgentTests/Certificates/agent-rs_ivg37_time.bin")
    guard let data = FileManager.default.contents(atPath: file.path),
        case .map(let reply)? = (try? CBOR(decoding: [UInt8](data)))?.untagged,
        case .bytes(let bytes)? = reply[.text("certificate")],
        let time = try? Certificate(cbor: bytes).time
    else {
        let note = Array("note: \(file.path) is absent or unreadable, so ICPAgent.verifyCertificate is skipped\n".utf8)
        _ = note.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        return nil
    }
    return (bytes, time)
}

private let ivg37 = try! Principal(text: "ivg37-qiaaa-aaaab-aaaga-cai")

/// Signs `requestsPerRun`… envelopes as `identity` and encodes them; the checksum is their size.
private func signingBenchmark(_ name: String, identity: @escaping @Sendable () -> (any Identity)?) -> Benchmark {
    Benchmark(name: name, operations: signaturesPerRun) {
        guard let identity = identity() else { return nil }
        let content = transferCall(sender: identity.sender)
        return {
            waitForChecksum {
                var bytes: UInt64 = 0
                for _ in 0..<signaturesPerRun {
                    bytes &+= UInt64(try await Envelope.signed(content, by: identity).encoded().count)
                }
                return bytes
            }
        }
    }
}

func icpAgentBenchmarks() -> [Benchmark] {
    [
        // The representation-independent hash of a call's content (sorting by key hashes included).
        Benchmark(name: "ICPAgent.requestId", operations: requestsPerRun) {
            let content = transferCall(sender: .anonymous)
            return {
                var checksum: UInt64 = 0
                for _ in 0..<requestsPerRun { checksum &+= UInt64(content.requestID.bytes[0]) }
                return checksum
            }
        },
        signingBenchmark("ICPAgent.signEnvelopeSecp256k1") {
            try? Secp256k1Identity(rawRepresentation: Array(repeating: 0x2a, count: 32))
        },
        signingBenchmark("ICPAgent.signEnvelopeEd25519") {
            try? Ed25519Identity(rawRepresentation: Array(repeating: 0x2a, count: 32))
        },
        // Decoding alone: CBOR, the tree's shape and label order.
        Benchmark(name: "ICPAgent.decodeCertificate", operations: requestsPerRun) {
            guard let certificate = mainnetCertificate() else { return nil }
            return {
                var checksum: UInt64 = 0
                for _ in 0..<requestsPerRun where (try? Certificate(cbor: certificate.bytes)) != nil { checksum &+= 1 }
                return checksum
            }
        },
        // A verifier that has seen this subnet's delegation before: the answer's own signature.
        Benchmark(
            name: "ICPAgent.verifyCertificate", operations: verificationsPerRun, reportedIn: .millisecondsPerOperation
        ) {
            guard let certificate = mainnetCertificate() else { return nil }
            let verifier = CertificateVerifier(now: { certificate.time })
            guard (try? verifier.verify(certificate.bytes, for: .canister(ivg37))) != nil else { return nil }
            return {
                var checksum: UInt64 = 0
                for _ in 0..<verificationsPerRun
                where (try? verifier.verify(certificate.bytes, for: .canister(ivg37))) != nil { checksum &+= 1 }
                return checksum
            }
        },
        // A fresh verifier each time: the delegation's signature is checked too.
        Benchmark(
            name: "ICPAgent.verifyCertificateColdDelegation", operations: verificationsPerRun,
            reportedIn: .millisecondsPerOperation
        ) {
            guard let certificate = mainnetCertificate() else { return nil }
            return {
                var checksum: UInt64 = 0
                for _ in 0..<verificationsPerRun {
                    let verifier = CertificateVerifier(now: { certificate.time })
                    if (try? verifier.verify(certificate.bytes, for: .canister(ivg37))) != nil { checksum &+= 1 }
                }
                return checksum
            }
        },
    ]
}

// MARK: Round trips over HTTP

/// `icp-replica` (built next to this binary by `make bench`) or, when it is absent, the same
/// simulator behind a loopback HTTP server in this process; and an agent that trusts it: verified
/// calls, queries and ledger transfers over real sockets, on this machine only. Made once per
/// process; the replica process is stopped when this one exits.
final class LiveReplica: Sendable {
    let baseURL: URL
    let agent: Agent
    let echo: Principal
    let ledger: Principal
    let process: ReplicaProcess?
    let server: LoopbackServer?
    /// A signed query envelope for the plain-POST baseline.
    let queryEnvelope: [UInt8]

    static let shared: LiveReplica? = try? LiveReplica()

    private init() throws {
        let identity = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 0x2a, count: 32))
        let executable = ReplicaProcess.besideThisProgram
        let rootKey: RootKey
        if FileManager.default.isExecutableFile(atPath: executable.path) {
            let process = try ReplicaProcess(
                executable: executable,
                arguments: ReplicaCommandLine.fund("\(identity.sender)", e8s: 100_000_000_000_000))
            self.process = process
            server = nil
            baseURL = process.url
            rootKey = try RootKey(derRepresentation: process.rootKey)
            atexit { LiveReplica.shared?.process?.stopBlocking() }
        } else {
            let note = Array(
                "note: icp-replica is not next to this binary (make bench builds it), so the round trips use the simulator in process\n"
                    .utf8)
            _ = note.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            let certifier = TestCertifier(canisterRanges: [StandardCanisters.range])
            let simulator = ReplicaSimulator(certifier: certifier)
            StandardCanisters.install(on: simulator)
            simulator.addHost(WasmCanisterHost(certifier: certifier))
            let ledger = SimulatedLedger()
            ledger.install(on: simulator)
            ledger.mint(100_000_000_000_000, to: AccountIdentifier(owner: identity.sender))
            let server = try LoopbackServer { request in
                let answer = simulator.httpAnswer(
                    method: request.method, path: request.path, body: [UInt8](request.body))
                return ScriptedResponse(
                    status: answer.status, headers: [("Content-Type", "application/cbor")], body: Data(answer.body))
            }
            self.server = server
            process = nil
            baseURL = server.baseURL
            rootKey = certifier.rootKey
        }
        echo = StandardCanisters.echo
        ledger = StandardCanisters.ledger
        agent = Agent(
            transport: HTTPAgentTransport(baseURL: baseURL), identity: identity,
            verifier: CertificateVerifier(rootKey: rootKey))
        let content = RequestContent.query(
            CanisterCall(
                canister: echo, method: "echo", argument: Self.argument, sender: identity.sender,
                ingressExpiry: IngressExpiry.make()))
        queryEnvelope = waitFor { try await Envelope.signed(content, by: identity).encoded() } ?? []
    }

    /// `("hello")`.
    static let argument: [UInt8] = Array("DIDL".utf8) + [0, 1, 0x71, 5] + Array("hello".utf8)
}

private let roundTripsPerRun = 100

func icpAgentLiveBenchmarks() -> [Benchmark] {
    [
        // A verified update: sign, POST to /api/v4/…/call, verify the certificate (one BLS check,
        // the delegation remembered), read the reply from the status.
        Benchmark(name: "ICPAgent.updateRoundTrip", operations: roundTripsPerRun) {
            guard let live = LiveReplica.shared else { return nil }
            return {
                waitForChecksum {
                    var bytes: UInt64 = 0
                    for _ in 0..<roundTripsPerRun {
                        bytes &+= UInt64(
                            try await live.agent.call(live.echo, method: "echo", argument: LiveReplica.argument).count)
                    }
                    return bytes
                }
            }
        },
        // A ledger transfer of 1 e8s to another account: the certified update plus the ledger's
        // own work (fee, balances, deduplication, a block).
        Benchmark(name: "ICPAgent.ledgerTransferRoundTrip", operations: roundTripsPerRun) {
            guard let live = LiveReplica.shared else { return nil }
            let ledger = ICPLedger(agent: live.agent, canister: live.ledger)
            let to = AccountIdentifier(owner: live.echo)
            return {
                waitForChecksum {
                    var blocks: UInt64 = 0
                    for _ in 0..<roundTripsPerRun {
                        blocks &+=
                            UInt64(try await ledger.transfer(to: to, amount: Amount(e8s: 1)).blockIndex.description)
                            ?? 0
                    }
                    return blocks
                }
            }
        },
    ]
}

/// Verified queries against a plain POST of a signed query envelope to the same server, in
/// alternating rounds: `ICPAgent.queryRoundTrip` (verified queries/s), `ICPAgent.queryPlainPost`
/// and `ICPAgent.queryOverhead` (signing, encoding and checking the node signature, in percent).
func icpAgentComparisons() -> [ComparisonBenchmark] {
    [
        ComparisonBenchmark(
            name: "ICPAgent.queryRoundTrip", baselineName: "ICPAgent.queryPlainPost",
            operationsPerRound: roundTripsPerRun, rounds: 20,
            overheadName: "ICPAgent.queryOverhead"
        ) {
            guard let live = LiveReplica.shared, !live.queryEnvelope.isEmpty else { return nil }
            // The node keys are read once, before the rounds, as an agent keeps them.
            guard
                waitFor({ try await live.agent.query(live.echo, method: "echo", argument: LiveReplica.argument) })
                    != nil
            else { return nil }
            let plain = CurlTransport()
            let url = live.baseURL.appendingPathComponent("api/v3/canister/\(live.echo)/query")
            let request = ClientRequest(
                method: .post, url: url, headerFields: [.contentType: "application/cbor"],
                body: Data(live.queryEnvelope))
            let candidate = {
                waitForChecksum {
                    var bytes: UInt64 = 0
                    for _ in 0..<roundTripsPerRun {
                        bytes &+= UInt64(
                            try await live.agent.query(live.echo, method: "echo", argument: LiveReplica.argument).count)
                    }
                    return bytes
                }
            }
            let baseline = {
                waitForChecksum {
                    var bytes: UInt64 = 0
                    for _ in 0..<roundTripsPerRun {
                        bytes &+= UInt64(try await plain.send(request, timeout: .seconds(10)).body.count)
                    }
                    return bytes
                }
            }
            return (candidate, baseline)
        }
    ]
}
