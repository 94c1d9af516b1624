import BigNum
import CBOR
import CryptoPrimitives
import Foundation
import ICPAgent

/// A replica in the test's own process, speaking the interface specification's routes: it
/// checks envelopes as a replica does (signatures through delegation chains, ingress expiry,
/// the route's canister), runs canister methods written in Swift, keeps request statuses,
/// certifies answers with a ``TestCertifier`` (delegation, ranges, time) and signs query replies
/// with node keys it lists in its certificates. It is an `AgentTransport`, so an `Agent` talks to
/// it directly, and ``respond(method:path:body:)`` serves it behind any HTTP server. ``faults``
/// make it misbehave on purpose.
public final class ReplicaSimulator: AgentTransport, @unchecked Sendable {
    // @unchecked: every mutable field is behind `lock`.
    private let lock = NSLock()
    public let certifier: TestCertifier
    /// The simulator's clock: certificate times and the ingress-expiry window.
    public let now: @Sendable () -> Date
    private let nodes: [Ed25519.Signing.PrivateKey]
    private var canisters: [Principal: [String: SimulatedMethod]] = [:]
    private var hosts: [any SimulatedCanisterHost] = []
    private var faultSettings = ReplicaFaults()
    private var statuses: [RequestID: [(path: [[UInt8]], value: [UInt8])]] = [:]
    /// Request ids in the order they arrived, to forget the oldest first.
    private var statusOrder: [RequestID] = []
    private var polls: [RequestID: Int] = [:]
    /// Who sent each call: only they may read its status (the interface specification's rule).
    private var senders: [RequestID: Principal] = [:]
    private var requestLog: [String] = []
    private var expiries: [UInt64] = []
    /// How many entries ``requestedPaths`` and ``ingressExpiries`` keep.
    public let requestLogLimit: Int

    /// The most request statuses kept; the oldest go first, as a replica forgets old requests.
    public static let maximumStatuses = 10_000

    /// The largest ingress message (a whole call envelope) a subnet accepts, as the Internet
    /// Computer's application subnets do (2 MiB); a larger one is answered 413 unread.
    public static let maximumIngressBytes = 2 << 20

    /// - Parameters:
    ///   - certifier: the network's keys and the subnet's canister ranges.
    ///   - nodeCount: how many nodes the subnet has (query replies are signed by the first unless
    ///     ``faults`` say otherwise).
    ///   - now: the simulator's clock, for certificate times and the ingress-expiry window.
    /// - Parameters:
    ///   - requestLogLimit: how many of the latest requests ``requestedPaths`` and
    ///     ``ingressExpiries`` keep, so that a simulator serving for days (`icp-replica`) does not
    ///     grow without bound.
    public init(
        certifier: TestCertifier, nodeCount: Int = 4, now: @escaping @Sendable () -> Date = { Date() },
        requestLogLimit: Int = 10_000
    ) {
        self.certifier = certifier
        self.now = now
        self.requestLogLimit = max(1, requestLogLimit)
        // Fixed node keys (seeds 1…n), so runs are repeatable. Any 32 bytes are an Ed25519 private
        // key, so the force-try cannot fail; `nodeCount` only picks how many.
        nodes = (1...max(1, min(nodeCount, 200))).map { seed in
            try! Ed25519.Signing.PrivateKey(rawRepresentation: [UInt8](repeating: UInt8(seed), count: 32))
        }
    }

    /// Installs `methods` as the canister `canister` (replacing any it had).
    public func install(_ canister: Principal, methods: [String: SimulatedMethod]) {
        lock.withLock { canisters[canister] = methods }
    }

    /// Adds a host for canisters not installed as Swift methods (Wasm canisters, the management
    /// canister); hosts are asked in the order they were added.
    public func addHost(_ host: any SimulatedCanisterHost) {
        lock.withLock { hosts.append(host) }
    }

    /// Runs the hosts' timers and heartbeats that are due now (each request does this too).
    public func runPeriodicTasks() {
        lock.withLock {
            let time = Nanoseconds.since1970(now())
            for host in hosts { host.runPeriodicTasks(at: time) }
        }
    }

    public var faults: ReplicaFaults {
        get { lock.withLock { faultSettings } }
        set { lock.withLock { faultSettings = newValue } }
    }

    /// The routes requested, in order (`/api/v4/canister/<id>/call`, …): the latest
    /// ``requestLogLimit``.
    public var requestedPaths: [String] { lock.withLock { Array(requestLog.suffix(requestLogLimit)) } }
    /// The ingress expiry of each accepted request, in order: the latest ``requestLogLimit``.
    public var ingressExpiries: [UInt64] { lock.withLock { Array(expiries.suffix(requestLogLimit)) } }

    /// Appends to a log read through `suffix(requestLogLimit)`: it drops its older half once it
    /// holds twice the limit, so an append stays amortised constant time.
    private func appendToLog<Entry>(_ entry: Entry, _ log: inout [Entry]) {
        if log.count >= 2 * requestLogLimit { log.removeFirst(log.count - requestLogLimit) }
        log.append(entry)
    }

    /// The principal of node `index`'s key, as the subnet lists it.
    public func nodeID(_ index: Int) -> Principal {
        .selfAuthenticating(derPublicKey: nodes[index].publicKey.derRepresentation)
    }

    // MARK: Transport

    public func post(_ path: String, body: [UInt8]) async throws -> TransportResponse {
        guard let answer = respond(method: "POST", path: path, body: body) else { throw LostAnswer(path: path) }
        return answer
    }

    public func get(_ path: String) async throws -> TransportResponse {
        guard let answer = respond(method: "GET", path: path, body: []) else { throw LostAnswer(path: path) }
        return answer
    }

    /// What a client sees when ``ReplicaFaults/lostAnswers`` drops an answer.
    public struct LostAnswer: Error, CustomStringConvertible {
        public let path: String
        public var description: String { "the connection closed before the answer to \(path) (fault injection)" }
    }

    /// The answer to one HTTP request: what an HTTP server in front of the simulator sends; nil
    /// when ``ReplicaFaults/lostAnswers`` says this answer is lost after the work was done.
    public func respond(method: String, path: String, body: [UInt8]) -> TransportResponse? {
        lock.withLock {
            let answer = route(method: method, path: path, body: body)
            guard path.hasSuffix("/call"), (200..<300).contains(answer.status), faultSettings.lostAnswers > 0 else {
                return answer
            }
            faultSettings.lostAnswers -= 1
            return nil
        }
    }

    /// The answer an HTTP server in front of the simulator sends: ``respond(method:path:body:)``,
    /// with a lost answer as a 500 (a handler cannot drop its connection).
    public func httpAnswer(method: String, path: String, body: [UInt8]) -> TransportResponse {
        respond(method: method, path: path, body: body)
            ?? TransportResponse(status: 500, body: Array("the answer was lost (fault injection)".utf8))
    }

    private func route(method: String, path: String, body: [UInt8]) -> TransportResponse {
        appendToLog(path, &requestLog)
        if !hosts.isEmpty {
            let time = Nanoseconds.since1970(now())
            for host in hosts { host.runPeriodicTasks(at: time) }
        }
        if !faultSettings.refusals.isEmpty {
            let status = faultSettings.refusals.removeFirst()
            return TransportResponse(status: status, body: Array("refused by fault injection".utf8))
        }
        let parts = path.split(separator: "/").map(String.init)
        if method == "GET", parts == ["api", "v2", "status"] { return status() }
        guard method == "POST", parts.count == 5, parts[0] == "api", parts[2] == "canister",
            ["v2", "v3", "v4"].contains(parts[1]), ["call", "query", "read_state"].contains(parts[4])
        else {
            return text(404, "no route \(method) \(path)")
        }
        if faultSettings.unknownRoutes.contains("\(parts[1])/\(parts[4])") { return text(404, "no route \(path)") }
        guard let canister = try? Principal(text: parts[3]) else { return text(400, "\(parts[3]) is not a principal") }
        if parts[4] == "call", body.count > Self.maximumIngressBytes {
            return text(
                413,
                "the call is \(body.count) bytes, more than the ingress message limit of \(Self.maximumIngressBytes) bytes"
            )
        }
        let request: SimulatedRequest
        do { request = try SimulatedRequest(body: body, routeCanister: canister, now: now()) } catch {
            return text(400, error.reason)
        }
        guard request.type == parts[4] else {
            return text(400, "a \(request.type) request sent to the \(parts[4]) route")
        }
        appendToLog(request.ingressExpiry, &expiries)
        switch request.type {
        case "call": return call(request, canister: canister, synchronous: parts[1] != "v2")
        case "query": return query(request, canister: canister)
        default: return readState(request)
        }
    }

    // MARK: Requests

    /// Runs the request's method on the canister it names (`route` is its effective canister:
    /// the same one, except for the management canister's calls).
    private func run(_ request: SimulatedRequest, canister route: Principal, isQuery: Bool) -> SimulatedOutcome {
        guard case .text(let name)? = request.content["method_name"], case .blob(let argument)? = request.content["arg"]
        else {
            return .reject(Rejection(code: 5, message: "no method name or argument"))
        }
        let canister: Principal
        if case .blob(let target)? = request.content["canister_id"], let named = try? Principal(bytes: target) {
            canister = named
        } else {
            canister = route
        }
        let call = SimulatedCall(
            caller: request.sender, canister: canister, method: name, argument: argument, isQuery: isQuery,
            effectiveCanister: route, time: Nanoseconds.since1970(now()))
        guard let methods = canisters[canister] else {
            for host in hosts {
                if let outcome = host.run(call) { return outcome }
            }
            return .reject(Rejection(code: 3, message: "Canister \(canister) not found", errorCode: "IC0301"))
        }
        guard let method = methods[name] else {
            return .reject(
                Rejection(code: 3, message: "Canister \(canister) has no method '\(name)'", errorCode: "IC0536"))
        }
        return method.run(call)
    }

    private func call(_ request: SimulatedRequest, canister: Principal, synchronous: Bool) -> TransportResponse {
        let base = [Array("request_status".utf8), request.id.bytes]
        if statuses[request.id] == nil {
            senders[request.id] = request.sender
            // A request id seen before is the same request: it is not executed twice.
            switch run(request, canister: canister, isQuery: false) {
            case .reply(let reply):
                statuses[request.id] = [
                    (base + [Array("status".utf8)], Array("replied".utf8)), (base + [Array("reply".utf8)], reply),
                ]
            case .reject(let rejection):
                statuses[request.id] =
                    [
                        (base + [Array("status".utf8)], Array("rejected".utf8)),
                        (base + [Array("reject_code".utf8)], LEB128.encode(rejection.code)),
                        (base + [Array("reject_message".utf8)], Array(rejection.message.utf8)),
                    ]
                    + (rejection.errorCode.map { [(base + [Array("error_code".utf8)], Array($0.utf8))] } ?? [])
            }
            statusOrder.append(request.id)
            if statusOrder.count > Self.maximumStatuses {
                let oldest = statusOrder.removeFirst()
                statuses[oldest] = nil
                polls[oldest] = nil
                senders[oldest] = nil
            }
        }
        guard synchronous, !faultSettings.acceptCallsWithoutWaiting else {
            return TransportResponse(status: 202, body: [])
        }
        return cbor(["status": .text("replied"), "certificate": .bytes(certificate(statusLeaves(request.id)))])
    }

    private func query(_ request: SimulatedRequest, canister: Principal) -> TransportResponse {
        let outcome: QueryResponse.Outcome
        switch run(request, canister: canister, isQuery: true) {
        case .reply(let reply): outcome = .replied(argument: reply)
        case .reject(let rejection): outcome = .rejected(rejection)
        }
        let timestamp = Nanoseconds.since1970(now())
        let message = QueryResponse(outcome: outcome, signatures: []).signedMessage(
            requestID: request.id, timestamp: timestamp)
        let signer = min(max(0, faultSettings.signingNode), nodes.count - 1)
        guard var signature = try? nodes[signer].signature(for: message) else {
            return text(500, "the node could not sign")
        }
        if faultSettings.corruptNodeSignature { signature[0] ^= 1 }
        var fields: [String: CBOR] = [
            "signatures": .array([
                .map([
                    .text("timestamp"): .unsigned(timestamp), .text("signature"): .bytes(signature),
                    .text("identity"): .bytes(nodeID(signer).bytes),
                ])
            ])
        ]
        switch outcome {
        case .replied(let argument):
            fields["status"] = .text("replied")
            fields["reply"] = .map([.text("arg"): .bytes(argument)])
        case .rejected(let rejection):
            fields["status"] = .text("rejected")
            fields["reject_code"] = .unsigned(rejection.code)
            fields["reject_message"] = .text(rejection.message)
            if let errorCode = rejection.errorCode { fields["error_code"] = .text(errorCode) }
        }
        return cbor(fields)
    }

    private func readState(_ request: SimulatedRequest) -> TransportResponse {
        guard case .array(let paths)? = request.content["paths"] else { return text(400, "a read_state without paths") }
        var leaves: [(path: [[UInt8]], value: [UInt8])] = []
        for case .array(let labels) in paths {
            let path = labels.compactMap { if case .blob(let label) = $0 { label } else { nil } }
            if path == [Array("subnet".utf8)] {
                for index in nodes.indices.prefix(faultSettings.listedNodes ?? nodes.count) {
                    leaves.append(
                        (
                            [
                                Array("subnet".utf8), certifier.subnetID.bytes, Array("node".utf8), nodeID(index).bytes,
                                Array("public_key".utf8),
                            ], nodes[index].publicKey.derRepresentation
                        ))
                }
            } else if path.count == 2, path[0] == Array("request_status".utf8), let id = RequestID(bytes: path[1]) {
                if let sender = senders[id], sender != request.sender {
                    return text(403, "request \(id) was sent by another principal; only its sender may read its status")
                }
                leaves += statusLeaves(id)
            } else if path.count >= 3, path[0] == Array("canister".utf8) {
                for host in hosts {
                    switch host.certifiedState(at: path, reader: request.sender) {
                    case nil: continue
                    case .leaves(let found): leaves += found
                    case .forbidden(let reason): return text(403, reason)
                    }
                    break
                }
            }
        }
        return cbor(["certificate": .bytes(certificate(leaves))])
    }

    /// The status leaves of `id`, or `processing` while polls are held back by ``faults``.
    private func statusLeaves(_ id: RequestID) -> [(path: [[UInt8]], value: [UInt8])] {
        guard let status = statuses[id] else { return [] }
        let seen = polls[id, default: 0]
        polls[id] = seen + 1
        guard seen >= faultSettings.processingPolls else {
            return [([Array("request_status".utf8), id.bytes, Array("status".utf8)], Array("processing".utf8))]
        }
        return status
    }

    private func status() -> TransportResponse {
        cbor([
            "ic_api_version": .text("0.18.0"), "replica_health_status": .text("healthy"),
            "impl_version": .text("icp-replica simulator"),
            "root_key": .bytes(certifier.rootKeyDER),
        ])
    }

    // MARK: Encoding

    private func certificate(_ leaves: [(path: [[UInt8]], value: [UInt8])]) -> [UInt8] {
        var issued = certifier.certificate(leaves, at: now().addingTimeInterval(faultSettings.certificateTimeOffset))
        if faultSettings.corruptCertificateSignature, !issued.signature.isEmpty {
            issued.signature[issued.signature.count - 1] ^= 1
        }
        return issued.encoded()
    }

    private func cbor(_ fields: [String: CBOR]) -> TransportResponse {
        let map = CBOR.map(CBORMap(fields.sorted { $0.key < $1.key }.map { (CBOR.text($0.key), $0.value) }))
        return TransportResponse(status: 200, body: (try? CBOR.tagged(.selfDescribeCBOR, map).encoded()) ?? [])
    }

    private func text(_ status: Int, _ message: String) -> TransportResponse {
        TransportResponse(status: status, body: Array(message.utf8))
    }
}
