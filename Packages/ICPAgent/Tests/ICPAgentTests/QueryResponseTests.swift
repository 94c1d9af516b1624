import CBOR
import CryptoPrimitives
import Foundation
import ICPAgent
import Testing

/// Query replies signed by nodes (keys made here, as a replica's would be): the signature covers
/// `\x0Bic-response` and the hash of the reply with its timestamp and request id.
@Suite struct QueryResponseTests {
    let requestID = RequestID(of: .map(["request_type": .text("query"), "method_name": .text("whoami")]))

    func node(_ seed: UInt8) throws -> (principal: Principal, key: Ed25519.Signing.PrivateKey) {
        let key = try Ed25519.Signing.PrivateKey(rawRepresentation: [UInt8](repeating: seed, count: 32))
        return (Principal.selfAuthenticating(derPublicKey: key.publicKey.derRepresentation), key)
    }

    func signed(_ outcome: QueryResponse.Outcome, by nodes: [(principal: Principal, key: Ed25519.Signing.PrivateKey)])
        throws -> QueryResponse
    {
        let unsigned = QueryResponse(outcome: outcome, signatures: [])
        let signatures = try nodes.map { node in
            NodeSignature(
                timestamp: 1_700_000_000_000_000_000,
                signature: try node.key.signature(
                    for: unsigned.signedMessage(requestID: requestID, timestamp: 1_700_000_000_000_000_000)),
                node: node.principal)
        }
        return QueryResponse(outcome: outcome, signatures: signatures)
    }

    @Test func repliesAndRejectsSignedByKnownNodesVerify() throws {
        let a = try node(1)
        let b = try node(2)
        let keys = [a.principal: a.key.publicKey.derRepresentation, b.principal: b.key.publicKey.derRepresentation]
        try signed(.replied(argument: hex("4449444c0000")), by: [a, b]).verifySignatures(
            requestID: requestID, nodeKeys: keys)
        try signed(.rejected(Rejection(code: 4, message: "no such method", errorCode: "IC0536")), by: [a])
            .verifySignatures(requestID: requestID, nodeKeys: keys)
    }

    @Test func tamperedUnsignedAndStrangersAreRefused() throws {
        let a = try node(1)
        let stranger = try node(9)
        let keys = [a.principal: a.key.publicKey.derRepresentation]
        var response = try signed(.replied(argument: hex("4449444c0000")), by: [a])
        // Another reply under the same signature.
        response.outcome = .replied(argument: hex("4449444c00017d01"))
        #expect(throws: CertificateError.nodeSignatureInvalid(node: a.principal)) {
            try response.verifySignatures(requestID: requestID, nodeKeys: keys)
        }
        // The same reply for another request.
        let original = try signed(.replied(argument: hex("4449444c0000")), by: [a])
        #expect(throws: CertificateError.nodeSignatureInvalid(node: a.principal)) {
            try original.verifySignatures(requestID: RequestID(of: .text("other")), nodeKeys: keys)
        }
        #expect(throws: CertificateError.missingNodeSignature) {
            try QueryResponse(outcome: .replied(argument: []), signatures: []).verifySignatures(
                requestID: requestID, nodeKeys: keys)
        }
        #expect(throws: CertificateError.unknownNode(node: stranger.principal)) {
            try signed(.replied(argument: []), by: [stranger]).verifySignatures(requestID: requestID, nodeKeys: keys)
        }
    }

    @Test func responsesReadFromTheirCBOR() throws {
        let body = CBOR.map([
            .text("status"): .text("rejected"), .text("reject_code"): .unsigned(5),
            .text("reject_message"): .text("trapped"),
            .text("error_code"): .text("IC0503"),
            .text("signatures"): .array([
                .map([
                    .text("timestamp"): .unsigned(7), .text("signature"): .bytes([1, 2]),
                    .text("identity"): .bytes([0x02]),
                ])
            ]),
        ])
        let response = try QueryResponse(cbor: try CBOR.tagged(.selfDescribeCBOR, body).encoded())
        #expect(response.outcome == .rejected(Rejection(code: 5, message: "trapped", errorCode: "IC0503")))
        #expect(
            response.signatures == [NodeSignature(timestamp: 7, signature: [1, 2], node: try Principal(bytes: [0x02]))])
        for bad in [
            [0xa0], hex("a166737461747573637a7a7a"), hex("a2667374617475736772657065656465827265706c79a0"), [0xff],
        ] as [[UInt8]] {
            #expect(throws: ReplyError.self) { try QueryResponse(cbor: bad) }
        }
    }
}

/// Call and read_state bodies: what a replica sends back, read into what it means; anything
/// else a typed error naming the reply and the field.
@Suite struct ReplyTests {
    static func body(_ entries: [(String, CBOR)]) throws -> [UInt8] {
        try CBOR.tagged(.selfDescribeCBOR, .map(CBORMap(entries.map { (CBOR.text($0.0), $0.1) }))).encoded()
    }

    @Test func syncCallsAreCertifiedOrRejected() throws {
        #expect(
            try CallResponse(
                cbor: Self.body([("status", .text("replied")), ("certificate", .bytes([0xd9, 0xd9, 0xf7]))]))
                == .certified(certificate: [0xd9, 0xd9, 0xf7]))
        let rejected = try CallResponse(
            cbor: Self.body([
                ("status", .text("non_replicated_rejection")), ("reject_code", .unsigned(3)),
                ("reject_message", .text("Canister aaaaa-aa not found")), ("error_code", .text("IC0301")),
            ]))
        #expect(rejected == .rejected(Rejection(code: 3, message: "Canister aaaaa-aa not found", errorCode: "IC0301")))
        #expect("\(Rejection(code: 3, message: "gone", errorCode: "IC0301"))" == "rejected with code 3 (IC0301): gone")
    }

    @Test func malformedCallBodiesNameTheProblem() throws {
        let cases: [([UInt8], String)] = [
            ([0xff], "not CBOR"),
            (try CBOR.array([]).encoded(), "not a map"),
            (try Self.body([("status", .text("replied"))]), "without certificate"),
            (
                try Self.body([("status", .text("non_replicated_rejection")), ("reject_code", .text("3"))]),
                "numeric reject_code"
            ),
            (try Self.body([("status", .text("accepted"))]), "neither"),
        ]
        for (bytes, reason) in cases {
            #expect {
                try CallResponse(cbor: bytes)
            } throws: { error in
                "\(error)".contains("call response") && "\(error)".contains(reason)
            }
        }
    }

    @Test func readStateBodiesCarryTheirCertificate() throws {
        // agent-rs's fixtures are read_state bodies as a replica sent them.
        let body = try [UInt8](Data(contentsOf: Fixtures.folder.appendingPathComponent("agent-rs_ivg37_time.bin")))
        let response = try ReadStateResponse(cbor: body)
        #expect(response.certificate == (try Fixtures.certificate("ivg37_time")))
        #expect(throws: ReplyError.malformed("read_state response: no certificate bytes")) {
            try ReadStateResponse(cbor: Self.body([("certificate", .text("no"))]))
        }
    }

    @Test func statusBodiesAreRead() throws {
        let status = try ReplicaStatus(
            cbor: Self.body([
                ("ic_api_version", .text("0.18.0")), ("impl_version", .text("0.9")),
                ("replica_health_status", .text("healthy")), ("root_key", .bytes([1, 2])),
            ]))
        #expect(
            status
                == ReplicaStatus(
                    interfaceVersion: "0.18.0", health: "healthy", implementationVersion: "0.9", rootKey: [1, 2]))
        #expect(try ReplicaStatus(cbor: Self.body([("ic_api_version", .text("0.18.0"))])).rootKey == nil)
        #expect(throws: ReplyError.malformed("status: no ic_api_version text")) {
            try ReplicaStatus(cbor: Self.body([]))
        }
        #expect(throws: ReplyError.malformed("status: root_key is not bytes")) {
            try ReplicaStatus(cbor: Self.body([("ic_api_version", .text("0.18.0")), ("root_key", .text("key"))]))
        }
    }
}
