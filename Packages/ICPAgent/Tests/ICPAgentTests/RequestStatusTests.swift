import ICPAgent
import Testing

/// `request_status/<id>/…` read into a status, on a real mainnet certificate and on trees made
/// here for each case the specification allows and the ways a tree can break it.
@Suite struct RequestStatusTests {
    static let id = RequestID(bytes: [UInt8](repeating: 0xab, count: 32))!

    /// `request_status/<id>` holding `fields` (label order is the caller's).
    static func tree(_ fields: [(String, HashTree)]) -> HashTree {
        let node = fields.map { HashTree.labeled(Array($0.0.utf8), $0.1) }.reduce(HashTree.empty) {
            $0 == .empty ? $1 : .fork($0, $1)
        }
        return .labeled(Array("request_status".utf8), .labeled(id.bytes, node))
    }

    static func leaf(_ text: String) -> HashTree { .leaf(Array(text.utf8)) }

    @Test func aMainnetRejectIsRead() throws {
        let bytes = try Fixtures.agentJSCertificate()
        let verified = try verifier(at: bytes).verify(
            bytes, for: .canister(try Principal(text: "ivg37-qiaaa-aaaab-aaaga-cai")))
        let request = try #require(
            RequestID(bytes: hex("edad510eaaa08ed2acd4781324e6446269da6753ec17760f206bbe81c465ff52")))
        #expect(
            try verified.requestStatus(of: request)
                == .rejected(
                    Rejection(code: 3, message: "Canister ivg37-qiaaa-aaaab-aaaga-cai has no update method 'register'"))
        )
        // Another request id falls among pruned branches: neither present nor absent is proven.
        #expect(throws: CertificateError.self) { try verified.requestStatus(of: Self.id) }
    }

    @Test func everyStatusOfTheSpecification() throws {
        #expect(try Self.tree([("status", Self.leaf("received"))]).requestStatus(of: Self.id) == .received)
        #expect(try Self.tree([("status", Self.leaf("processing"))]).requestStatus(of: Self.id) == .processing)
        #expect(try Self.tree([("status", Self.leaf("done"))]).requestStatus(of: Self.id) == .done)
        #expect(
            try Self.tree([("reply", .leaf([0x44, 0x49, 0x44, 0x4c, 0, 0])), ("status", Self.leaf("replied"))])
                .requestStatus(of: Self.id) == .replied([0x44, 0x49, 0x44, 0x4c, 0, 0]))
        let rejected = Self.tree([
            ("error_code", Self.leaf("IC0503")), ("reject_code", .leaf([5])),
            ("reject_message", Self.leaf("trapped")), ("status", Self.leaf("rejected")),
        ])
        #expect(
            try rejected.requestStatus(of: Self.id)
                == .rejected(Rejection(code: 5, message: "trapped", errorCode: "IC0503")))
        // Not there at all: the replica has not seen it (or forgot it).
        #expect(try HashTree.labeled(Array("time".utf8), .leaf([1])).requestStatus(of: Self.id) == nil)
    }

    @Test func whatTheTreeDoesNotProveIsAnError() {
        let hidden = HashTree.labeled(Array("request_status".utf8), .pruned([UInt8](repeating: 1, count: 32)))
        #expect(
            throws: CertificateError.pathPruned("request_status/0x" + String(repeating: "ab", count: 32) + "/status")
        ) {
            try hidden.requestStatus(of: Self.id)
        }
        let replyHidden = Self.tree([
            ("reply", .pruned([UInt8](repeating: 2, count: 32))), ("status", Self.leaf("replied")),
        ])
        #expect(throws: CertificateError.self) { try replyHidden.requestStatus(of: Self.id) }
    }

    @Test func malformedValuesAreNamed() {
        let cases: [(HashTree, String)] = [
            (Self.tree([("status", Self.leaf("finished"))]), "unknown status"),
            (Self.tree([("status", .leaf([0xff, 0xfe]))]), "not UTF-8"),
            (Self.tree([("status", .labeled(Array("x".utf8), .leaf([])))]), "a subtree"),
            (Self.tree([("status", Self.leaf("replied"))]), "absent"),
            (
                Self.tree([
                    ("reject_code", .leaf([0x80])), ("reject_message", Self.leaf("m")),
                    ("status", Self.leaf("rejected")),
                ]), "LEB128"
            ),
            (Self.tree([("reject_code", .leaf([4])), ("status", Self.leaf("rejected"))]), "absent"),
        ]
        for (tree, reason) in cases {
            do {
                _ = try tree.requestStatus(of: Self.id)
                Issue.record("accepted a tree that should say \(reason)")
            } catch {
                guard case .malformedValue(_, let actual) = error else {
                    Issue.record("\(error) instead of a malformed value (\(reason))")
                    continue
                }
                #expect(actual.contains(reason), "\(actual)")
            }
        }
    }
}

/// `subnet/<id>/node/<node>/public_key` of real mainnet subnet answers.
@Suite struct NodeKeyTests {
    @Test func aSubnetsNodeKeysAreRead() throws {
        let bytes = try Fixtures.certificate("uzr34_node_keys")
        let uzr34 = try Principal(text: "uzr34-akd3s-xrdag-3ql62-ocgoh-ld2ao-tamcv-54e7j-krwgb-2gm4z-oqe")
        let verified = try verifier(at: bytes).verify(bytes, for: .subnet(uzr34))
        let keys = try verified.nodeKeys(of: uzr34)
        #expect(keys.count == 34)
        let first = try Principal(bytes: hex("004ad53cd9af3475497298a250f344931247264b11a2d0d1d36d8f4f02"))
        #expect(keys[first].map { Array($0.prefix(20)) } == hex("302a300506032b6570032100f176efc4cf0593b5"))
        #expect(keys.values.allSatisfy { $0.count == 44 })
    }

    @Test func theSubnetOfACanisterAnswerListsItsNodes() throws {
        let bytes = try Fixtures.certificate("224od_subnet")
        let verified = try verifier(at: bytes).verify(
            bytes, for: .canister(try Principal(text: "224od-giaaa-aaaao-ae5vq-cai")))
        let subnet = try #require(verified.subnet)
        #expect(try verified.nodeKeys(of: subnet).count == 13)
        // Another subnet's entry is there, but without its nodes.
        let other = try Principal(bytes: hex("033a778c6c9eac039fdda83dc90d2c12eb846de85c475e36ead6715c02"))
        #expect(throws: CertificateError.nodeKeysUnavailable(subnet: other)) { try verified.nodeKeys(of: other) }
    }

    @Test func aKeyThatIsNotEd25519IsRefused() {
        let subnet = Principal.managementCanister
        let node = HashTree.labeled(Array("public_key".utf8), .leaf([UInt8](repeating: 7, count: 44)))
        let tree = HashTree.labeled(
            Array("subnet".utf8), .labeled(subnet.bytes, .labeled(Array("node".utf8), .labeled([1, 2, 3], node))))
        #expect {
            try tree.nodeKeys(of: subnet)
        } throws: { error in
            guard case .malformedValue(let path, let reason) = error as? CertificateError else { return false }
            return path.hasSuffix("/0x010203/public_key") && reason.contains("Ed25519")
        }
    }
}
