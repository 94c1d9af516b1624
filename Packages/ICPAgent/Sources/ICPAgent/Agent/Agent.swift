#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Calls canisters and trusts only verified answers: every certificate is checked by
/// ``verifier`` (BLS, delegation, canister ranges, time), every query reply by the signatures of
/// the subnet's nodes, whose keys come from a verified certificate.
///
/// It runs over any ``AgentTransport`` (`ICPAgentHTTP` has the HTTP one). Node keys are kept for
/// five minutes and the replica's clock skew is measured from every verified certificate; both
/// are shared by copies of an agent.
public struct Agent: Sendable {
    public let transport: any AgentTransport
    public let identity: any Identity
    public var verifier: CertificateVerifier
    public var polling: PollingSchedule
    /// How long requests stay valid (their ingress expiry).
    public var ingressValidity: Duration
    /// Waits between polls; injectable so tests never sleep.
    private let sleep: @Sendable (Duration) async throws -> Void
    /// Node keys and clock skew, shared by copies of this agent.
    private let state = AgentState()

    public init(
        transport: any AgentTransport, identity: any Identity, verifier: CertificateVerifier = CertificateVerifier(),
        polling: PollingSchedule = PollingSchedule(), ingressValidity: Duration = IngressExpiry.defaultValidity,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.transport = transport
        self.identity = identity
        self.verifier = verifier
        self.polling = polling
        self.ingressValidity = ingressValidity
        self.sleep = sleep
    }

    /// An agent for a network you run yourself (a local replica, an emulator): its root key is
    /// read from `/api/v2/status`, once, here, before any call, so no answer is ever checked
    /// against a key that arrived late. Never use this for mainnet, whose key is built in: a
    /// network that hands out its own root key can vouch for anything.
    ///
    /// - Throws: ``AgentError`` when the status cannot be read or holds no valid root key.
    public static func forLocalTestNetwork(
        transport: any AgentTransport, identity: any Identity, polling: PollingSchedule = PollingSchedule(),
        now: @escaping @Sendable () -> Date = { Date() },
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) async throws(AgentError) -> Agent {
        let status = try await Agent(transport: transport, identity: identity).status()
        guard let der = status.rootKey else {
            throw .verification(.invalidRootKey("the replica's status has no root_key"))
        }
        let rootKey: RootKey
        do { rootKey = try RootKey(derRepresentation: der) } catch { throw .verification(error) }
        return Agent(
            transport: transport, identity: identity, verifier: CertificateVerifier(rootKey: rootKey, now: now),
            polling: polling, sleep: sleep)
    }

    /// The replica's `/api/v2/status`.
    public func status() async throws(AgentError) -> ReplicaStatus {
        let path = "/api/v2/status"
        let answer: TransportResponse
        do { answer = try await transport.get(path) } catch { throw .transport("\(error)") }
        guard answer.status == 200 else { throw unexpected(answer, path: path) }
        do { return try ReplicaStatus(cbor: answer.body) } catch { throw .malformedReply(error) }
    }

    /// The replica's clock minus this machine's, from the latest verified certificate; added to
    /// every ingress expiry.
    public var clockSkew: Duration { state.clockSkew }

    /// The replica's clock as this agent knows it: ours (the verifier's) corrected by
    /// ``clockSkew``.
    public var replicaTime: Date {
        let skew = clockSkew.components
        return verifier.now().addingTimeInterval(Double(skew.seconds) + Double(skew.attoseconds) / 1e18)
    }

    // MARK: Calls

    /// Calls `method` of `canister` and returns its Candid-encoded reply, once a verified
    /// certificate says the call was replied. Tries the synchronous `/api/v4` call, then `/api/v3`,
    /// then the asynchronous `/api/v2` for a replica that does not know the newer route (404); an
    /// accepted-but-unfinished call (202, or a certificate whose status is not final) is polled
    /// with ``polling``.
    ///
    /// - Parameters:
    ///   - canister: the canister called.
    ///   - method: the method's name.
    ///   - argument: the Candid-encoded arguments.
    ///   - effectiveCanister: the canister whose subnet the call is routed to and whose range the
    ///     certificate must cover; `canister` when nil. A call to the management canister
    ///     (`aaaaa-aa`) names the canister it acts on here.
    ///   - nonce: makes the request distinct. By default a fresh random one, so two equal calls
    ///     within the same minute both run (without it they would be one request, answered once);
    ///     pass the same nonce to make a repeated call the same request.
    public func call(
        _ canister: Principal, method: String, argument: [UInt8], effectiveCanister: Principal? = nil,
        nonce: [UInt8]? = nil
    ) async throws(AgentError) -> [UInt8] {
        let route = effectiveCanister ?? canister
        let content = callContent(canister, method: method, argument: argument, nonce: nonce)
        let body = try await envelope(content)
        let id = content.requestID
        var answer = TransportResponse(status: 404, body: [])
        var path = ""
        for version in ["v4", "v3", "v2"] {
            path = "/api/\(version)/canister/\(route)/call"
            answer = try await post(path, body: body)
            if answer.status != 404 { break }
        }
        switch answer.status {
        case 200:
            let reply: CallResponse
            do { reply = try CallResponse(cbor: answer.body) } catch { throw .malformedReply(error) }
            switch reply {
            case .rejected(let rejection): throw .rejected(rejection)
            case .certified(let certificate):
                if let final = try finalStatus(of: id, in: try verify(certificate, for: .canister(route))) {
                    return final
                }
            }
        case 202: break
        default: throw unexpected(answer, path: path)
        }
        return try await poll(id, effectiveCanister: route, readFirst: false)
    }

    // MARK: Submit now, poll later

    /// Sends an update call and returns as soon as the replica has accepted it, without waiting
    /// for the answer: the asynchronous `/api/v2` route. Keep the returned ``SubmittedCall`` (its
    /// ``SubmittedCall/description`` is text that ``SubmittedCall/init(_:)`` reads back) and ask
    /// for the answer later with ``result(of:)`` — from this agent, another one, or another
    /// process, with the same identity (only a call's sender may read its status) — while the
    /// replica still keeps it (a few minutes past the call's ingress expiry).
    ///
    /// - Parameters: as ``call(_:method:argument:effectiveCanister:nonce:)``.
    /// - Throws: ``AgentError/rejected(_:)`` when the replica refuses the call outright,
    ///   ``AgentError/unexpectedStatus(_:path:body:)`` for any other answer than accepted.
    public func submit(
        _ canister: Principal, method: String, argument: [UInt8], effectiveCanister: Principal? = nil,
        nonce: [UInt8]? = nil
    ) async throws(AgentError) -> SubmittedCall {
        let route = effectiveCanister ?? canister
        let content = callContent(canister, method: method, argument: argument, nonce: nonce)
        let path = "/api/v2/canister/\(route)/call"
        let answer = try await post(path, body: try await envelope(content))
        switch answer.status {
        case 202:
            break
        case 200:
            // A replica may refuse a call it will not run with a CBOR reject instead of 202.
            let reply: CallResponse
            do { reply = try CallResponse(cbor: answer.body) } catch { throw .malformedReply(error) }
            if case .rejected(let rejection) = reply { throw .rejected(rejection) }
        default:
            throw unexpected(answer, path: path)
        }
        return SubmittedCall(requestID: content.requestID, effectiveCanister: route)
    }

    /// The answer to a submitted call: its status is read at once and then on ``polling``'s
    /// schedule until a verified certificate says it was replied or rejected.
    ///
    /// - Throws: ``AgentError/rejected(_:)`` for a reject, ``AgentError/timedOut(_:)`` when the
    ///   schedule ends first, ``AgentError/replyNoLongerAvailable(_:)`` when the answer has been
    ///   removed, ``AgentError/verification(_:)`` when a certificate does not verify.
    public func result(of submitted: SubmittedCall) async throws(AgentError) -> [UInt8] {
        try await poll(submitted.requestID, effectiveCanister: submitted.effectiveCanister, readFirst: true)
    }

    /// The status of a submitted call now, from one verified certificate: nil when the replica
    /// does not know the request (not yet received, or long gone).
    public func status(of submitted: SubmittedCall) async throws(AgentError) -> RequestStatus? {
        let certificate = try await readState(
            submitted.effectiveCanister, paths: [[Array("request_status".utf8), submitted.requestID.bytes]])
        do { return try certificate.requestStatus(of: submitted.requestID) } catch { throw .verification(error) }
    }

    /// Reads `paths` of the state tree through `canister`'s subnet and returns the verified
    /// certificate.
    ///
    /// - Parameters:
    ///   - canister: the effective canister: the request is routed to its subnet, and the
    ///     certificate must cover it.
    ///   - paths: the state tree paths, each a list of labels.
    public func readState(_ canister: Principal, paths: [[[UInt8]]]) async throws(AgentError) -> VerifiedCertificate {
        let content = RequestContent.readState(
            ReadState(paths: paths, sender: identity.sender, ingressExpiry: expiry()))
        let path = "/api/v3/canister/\(canister)/read_state"
        let answer = try await post(path, body: try await envelope(content))
        guard answer.status == 200 else { throw unexpected(answer, path: path) }
        let reply: ReadStateResponse
        do { reply = try ReadStateResponse(cbor: answer.body) } catch { throw .malformedReply(error) }
        return try verify(reply.certificate, for: .canister(canister))
    }

    // MARK: Queries

    /// Queries `method` of `canister` and returns its Candid-encoded reply, after checking the
    /// reply's node signatures against the node keys of the subnet that answered (read with
    /// ``readState(_:paths:)``).
    ///
    /// - Parameters:
    ///   - canister: the canister queried.
    ///   - method: the method's name.
    ///   - argument: the Candid-encoded arguments.
    ///   - effectiveCanister: the canister whose subnet answers; `canister` when nil.
    public func query(
        _ canister: Principal, method: String, argument: [UInt8], effectiveCanister: Principal? = nil
    ) async throws(AgentError) -> [UInt8] {
        let route = effectiveCanister ?? canister
        let content = RequestContent.query(
            CanisterCall(
                canister: canister, method: method, argument: argument,
                sender: identity.sender, ingressExpiry: expiry()))
        let path = "/api/v3/canister/\(route)/query"
        let answer = try await post(path, body: try await envelope(content))
        guard answer.status == 200 else { throw unexpected(answer, path: path) }
        let response: QueryResponse
        do { response = try QueryResponse(cbor: answer.body) } catch { throw .malformedReply(error) }
        // Node keys are kept five minutes; a node the kept list does not know (the subnet
        // changed) gets one fresh read before the reply is refused.
        let now = verifier.now()
        let cached = state.cachedNodeKeys(for: route, now: now)
        let id = content.requestID
        do {
            try response.verifySignatures(
                requestID: id, nodeKeys: try await nodeKeys(for: route, cached: cached), parse: state.parsedNodeKey)
        } catch .unknownNode where cached != nil {
            do {
                try response.verifySignatures(
                    requestID: id, nodeKeys: try await nodeKeys(for: route, cached: nil), parse: state.parsedNodeKey)
            } catch { throw .verification(error) }
        } catch { throw .verification(error) }
        switch response.outcome {
        case .replied(let argument): return argument
        case .rejected(let rejection): throw .rejected(rejection)
        }
    }

    /// The node keys of the subnet that hosts `canister`: `cached` when given, else read from a
    /// verified certificate and kept.
    private func nodeKeys(for canister: Principal, cached: [Principal: [UInt8]]?) async throws(CertificateError)
        -> [Principal: [UInt8]]
    {
        if let cached { return cached }
        let certificate: VerifiedCertificate
        do { certificate = try await readState(canister, paths: [[Array("subnet".utf8)]]) } catch {
            if case .verification(let reason) = error { throw reason }
            throw .nodeKeysUnavailable(subnet: canister)
        }
        // A root-signed answer names no subnet whose node list could be read.
        guard let subnet = certificate.subnet else { throw .nodeKeysUnavailable(subnet: canister) }
        let keys = try certificate.nodeKeys(of: subnet)
        state.remember(keys, for: canister, now: verifier.now())
        return keys
    }

    // MARK: Steps

    /// Reads the status of `id` on ``polling``'s schedule (and once before it when `readFirst`)
    /// until it is final.
    private func poll(_ id: RequestID, effectiveCanister: Principal, readFirst: Bool) async throws(AgentError)
        -> [UInt8]
    {
        let path = [Array("request_status".utf8), id.bytes]
        if readFirst, let final = try finalStatus(of: id, in: try await readState(effectiveCanister, paths: [path])) {
            return final
        }
        for delay in polling.delays {
            do { try await sleep(delay) } catch { throw .transport("polling was cancelled") }
            if let final = try finalStatus(of: id, in: try await readState(effectiveCanister, paths: [path])) {
                return final
            }
        }
        throw .timedOut(id)
    }

    /// An update call's content, with a fresh random nonce unless one is given.
    private func callContent(_ canister: Principal, method: String, argument: [UInt8], nonce: [UInt8]?)
        -> RequestContent
    {
        var generator = SystemRandomNumberGenerator()
        let nonce = nonce ?? (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
        return RequestContent.call(
            CanisterCall(
                canister: canister, method: method, argument: argument,
                sender: identity.sender, ingressExpiry: expiry(), nonce: nonce))
    }

    /// The reply when `certificate` says the call is replied; nil while it is still on its way.
    private func finalStatus(of id: RequestID, in certificate: VerifiedCertificate) throws(AgentError) -> [UInt8]? {
        let status: RequestStatus?
        do { status = try certificate.requestStatus(of: id) } catch { throw .verification(error) }
        switch status {
        case .replied(let reply)?: return reply
        case .rejected(let rejection)?: throw .rejected(rejection)
        case .done?: throw .replyNoLongerAvailable(id)
        case .received?, .processing?, nil: return nil
        }
    }

    private func verify(_ certificate: [UInt8], for scope: CertificateVerifier.Scope) throws(AgentError)
        -> VerifiedCertificate
    {
        let verified: VerifiedCertificate
        do { verified = try verifier.verify(certificate, for: scope) } catch { throw .verification(error) }
        state.measureSkew(certificateTime: verified.time, now: verifier.now())
        return verified
    }

    private func envelope(_ content: RequestContent) async throws(AgentError) -> [UInt8] {
        do { return try await Envelope.signed(content, by: identity).encoded() } catch { throw .signing("\(error)") }
    }

    private func post(_ path: String, body: [UInt8]) async throws(AgentError) -> TransportResponse {
        do { return try await transport.post(path, body: body) } catch { throw .transport("\(error)") }
    }

    private func expiry() -> UInt64 {
        IngressExpiry.make(now: verifier.now(), validity: ingressValidity, clockSkew: state.clockSkew)
    }

    private func unexpected(_ answer: TransportResponse, path: String) -> AgentError {
        .unexpectedStatus(answer.status, path: path, body: String(decoding: answer.body.prefix(200), as: UTF8.self))
    }
}
