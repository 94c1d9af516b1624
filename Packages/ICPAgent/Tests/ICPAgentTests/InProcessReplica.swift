import CBOR
import CryptoPrimitives
import Foundation
import ICPAgent
import ICPAgentTesting

/// A replica in the test's own process, for the agent's protocol tests: it reads envelopes,
/// runs canister methods written here, keeps request statuses, certifies answers with a
/// `TestCertifier` and signs query replies with node keys of its own. Faults are switches.
final class InProcessReplica: AgentTransport, @unchecked Sendable {
    // @unchecked: every mutable field is behind `lock`.
    private let lock = NSLock()
    let certifier: TestCertifier
    let time: Date
    let nodes: [Ed25519.Signing.PrivateKey]
    /// What a method does with its argument.
    enum Outcome {
        case reply([UInt8])
        case reject(Rejection)
    }

    /// Methods by name.
    var methods: [String: @Sendable ([UInt8]) -> Outcome] = [:]

    // Faults and modes.
    /// Routes answered 404, as a replica that does not know them.
    var unknownRoutes: Set<String> = []
    /// Calls answered 202; their status is "processing" for this many polls.
    var asynchronous = false
    var processingPolls = 0
    /// Certificates signed by another network's keys.
    var foreignCertifier: TestCertifier?
    /// Query replies whose node signature is corrupted.
    var corruptNodeSignature = false
    /// The node that signs query replies: 0…2 are listed in the subnet's node keys, 3 joins the
    /// list when it signs, anything else is never listed.
    var signingNode = 0
    /// The ingress expiry of the last request.
    var lastIngressExpiry: UInt64? { lock.withLock { latestExpiry } }
    private var latestExpiry: UInt64?

    private var paths: [String] = []
    private var statuses: [RequestID: [(path: [[UInt8]], value: [UInt8])]] = [:]
    private var polls: [RequestID: Int] = [:]

    init(certifier: TestCertifier, time: Date) throws {
        self.certifier = certifier
        self.time = time
        nodes = try (1...10).map { try Ed25519.Signing.PrivateKey(rawRepresentation: [UInt8](repeating: $0, count: 32)) }
    }

    func configure(_ change: (InProcessReplica) -> Void) {
        lock.withLock { change(self) }
    }

    var requestedPaths: [String] { lock.withLock { paths } }

    func post(_ path: String, body: [UInt8]) async throws -> TransportResponse {
        try lock.withLock { try answer(path, body: body) }
    }

    /// `/api/v2/status`, with the root key as a development replica sends it.
    func get(_ path: String) async throws -> TransportResponse {
        lock.withLock { status(path) }
    }

    private func status(_ path: String) -> TransportResponse {
        paths.append(path)
        guard path == "/api/v2/status" else { return TransportResponse(status: 404, body: Array("not found".utf8)) }
        return reply(["ic_api_version": .text("0.18.0"), "replica_health_status": .text("healthy"),
                      "root_key": .bytes((foreignCertifier ?? certifier).rootKey.publicKey.derRepresentation)])
    }

    /// The same answer, for a loopback HTTP server's handler (a failure to sign is a 500).
    func respond(_ path: String, body: [UInt8]?) -> TransportResponse {
        lock.withLock {
            guard let body else { return status(path) }
            return (try? answer(path, body: body)) ?? TransportResponse(status: 500, body: Array("replica error".utf8))
        }
    }

    private func answer(_ path: String, body: [UInt8]) throws -> TransportResponse {
        paths.append(path)
        let route = path.split(separator: "/").last.map(String.init) ?? ""
        let version = path.split(separator: "/").dropFirst().first.map(String.init) ?? ""
        if unknownRoutes.contains("\(version)/\(route)") { return TransportResponse(status: 404, body: Array("not found".utf8)) }
        guard let decoded = try? CBOR(decoding: body), let envelope = RequestValue(cbor: decoded),
              let content = envelope["content"], case .text(let type)? = content["request_type"] else {
            return TransportResponse(status: 400, body: Array("malformed envelope".utf8))
        }
        let id = RequestID(of: content)
        if case .natural(let expiry)? = content["ingress_expiry"] { latestExpiry = expiry }
        switch type {
        case "call": return call(id, content)
        case "query": return try query(id, content)
        case "read_state": return readState(id, content)
        default: return TransportResponse(status: 400, body: Array("unknown request type".utf8))
        }
    }

    private func run(_ content: RequestValue) -> Outcome {
        guard case .text(let method)? = content["method_name"], case .blob(let argument)? = content["arg"] else {
            return .reject(Rejection(code: 5, message: "no method or argument"))
        }
        guard let body = methods[method] else { return .reject(Rejection(code: 3, message: "no method \(method)", errorCode: "IC0536")) }
        return body(argument)
    }

    private func call(_ id: RequestID, _ content: RequestValue) -> TransportResponse {
        let base = [Array("request_status".utf8), id.bytes]
        switch run(content) {
        case .reply(let reply):
            statuses[id] = [(base + [Array("status".utf8)], Array("replied".utf8)), (base + [Array("reply".utf8)], reply)]
        case .reject(let rejection):
            statuses[id] = [(base + [Array("status".utf8)], Array("rejected".utf8)),
                            (base + [Array("reject_code".utf8)], [UInt8(rejection.code)]),
                            (base + [Array("reject_message".utf8)], Array(rejection.message.utf8))]
        }
        if asynchronous { return TransportResponse(status: 202, body: []) }
        let certificate = certify(statuses[id] ?? [])
        return reply(["status": .text("replied"), "certificate": .bytes(certificate)])
    }

    private func readState(_ id: RequestID, _ content: RequestValue) -> TransportResponse {
        guard case .array(let paths)? = content["paths"] else { return TransportResponse(status: 400, body: Array("no paths".utf8)) }
        var leaves: [(path: [[UInt8]], value: [UInt8])] = []
        for case .array(let labels) in paths {
            let path = labels.compactMap { if case .blob(let label) = $0 { label } else { nil } }
            if path == [Array("subnet".utf8)] {
                for node in nodes.prefix(signingNode == 3 ? 4 : 3) {
                    let der = node.publicKey.derRepresentation
                    leaves.append(([Array("subnet".utf8), certifier.subnetID.bytes, Array("node".utf8),
                                    Principal.selfAuthenticating(derPublicKey: der).bytes, Array("public_key".utf8)], der))
                }
            } else if path.count == 2, path[0] == Array("request_status".utf8), let request = RequestID(bytes: path[1]),
                      let status = statuses[request] {
                let seen = polls[request, default: 0]
                polls[request] = seen + 1
                leaves += seen < processingPolls ? [([Array("request_status".utf8), request.bytes, Array("status".utf8)], Array("processing".utf8))] : status
            }
        }
        return reply(["certificate": .bytes(certify(leaves))])
    }

    private func query(_ id: RequestID, _ content: RequestValue) throws -> TransportResponse {
        let outcome: QueryResponse.Outcome
        switch run(content) {
        case .reply(let reply): outcome = .replied(argument: reply)
        case .reject(let rejection): outcome = .rejected(rejection)
        }
        let timestamp = UInt64(time.timeIntervalSince1970 * 1e9)
        let message = QueryResponse(outcome: outcome, signatures: []).signedMessage(requestID: id, timestamp: timestamp)
        let signer = nodes[signingNode]
        var signature = try signer.signature(for: message)
        if corruptNodeSignature { signature[0] ^= 1 }
        var fields: [String: CBOR] = ["signatures": .array([.map([
            .text("timestamp"): .unsigned(timestamp), .text("signature"): .bytes(signature),
            .text("identity"): .bytes(Principal.selfAuthenticating(derPublicKey: signer.publicKey.derRepresentation).bytes),
        ])])]
        switch outcome {
        case .replied(let argument):
            fields["status"] = .text("replied")
            fields["reply"] = .map([.text("arg"): .bytes(argument)])
        case .rejected(let rejection):
            fields["status"] = .text("rejected")
            fields["reject_code"] = .unsigned(rejection.code)
            fields["reject_message"] = .text(rejection.message)
        }
        return reply(fields)
    }

    private func certify(_ leaves: [(path: [[UInt8]], value: [UInt8])]) -> [UInt8] {
        (foreignCertifier ?? certifier).certificate(leaves, at: time).encoded()
    }

    private func reply(_ fields: [String: CBOR]) -> TransportResponse {
        let map = CBOR.map(CBORMap(fields.sorted { $0.key < $1.key }.map { (CBOR.text($0.key), $0.value) }))
        return TransportResponse(status: 200, body: (try? CBOR.tagged(.selfDescribeCBOR, map).encoded()) ?? [])
    }
}
