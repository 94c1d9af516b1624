import ByteToolsTesting
import CBOR
import Foundation
import ICPAgent
import Testing

/// Real mainnet certificates (Certificates/SOURCES.md): the valid ones verify with the mainnet
/// root key for the canister they answered about; every kind of tampering and misuse is refused
/// with the error that names it.
@Suite struct CertificateTests {
    static let ivg37 = try! Principal(text: "ivg37-qiaaa-aaaab-aaaga-cai")
    static let subnetQxesv = try! Principal(text: "qxesv-zoxpm-vc64m-zxguk-5sj74-35vrb-tbgwg-pcird-5gr26-62oxl-cae")

    @Test(arguments: ["ivg37_time", "ivg37_delegated_v2"])
    func validCertificatesVerifyForTheirCanister(_ name: String) throws {
        let bytes = try Fixtures.certificate(name)
        let verified = try verifier(at: bytes).verify(bytes, for: .canister(Self.ivg37))
        #expect(verified.subnet == Self.subnetQxesv)
        #expect(verified.time == (try certificateTime(bytes)))
    }

    @Test func aCertificateSaysWhenItWasMade() throws {
        let certificate = try Certificate(cbor: try Fixtures.certificate("ivg37_time"))
        // 2025-11-22 07:34:56.689 UTC (VECTORS.md §8).
        #expect(abs(try certificate.time.timeIntervalSince1970 - 1_763_796_896.689) < 0.001)
        var withoutTime = certificate
        withoutTime.tree = .labeled(Array("subnet".utf8), .empty)
        #expect(throws: CertificateError.timeUnavailable) { try withoutTime.time }
        var tooLong = certificate
        tooLong.tree = .labeled(
            Array("time".utf8), .leaf([0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01]))
        #expect(throws: CertificateError.timeUnavailable) { try tooLong.time }
    }

    @Test func agentJSsSampleAndItsRangeBoundaries() throws {
        let bytes = try Fixtures.agentJSCertificate()
        let checker = try verifier(at: bytes)
        for inside in ["00000000002000000101", "000000000020000C0101", "00000000002FFFFF0101"] {
            _ = try checker.verify(bytes, for: .canister(try Principal(bytes: hex(inside))))
        }
        for outside in ["00000000000000020101", "00000000003000020101"] {
            let canister = try Principal(bytes: hex(outside))
            #expect(throws: CertificateError.canisterNotInRanges(canister: canister, subnet: Self.subnetQxesv)) {
                try checker.verify(bytes, for: .canister(canister))
            }
        }
        let verified = try checker.verify(bytes, for: .canister(Self.ivg37))
        let requestID = hex("edad510eaaa08ed2acd4781324e6446269da6753ec17760f206bbe81c465ff52")
        #expect(
            verified.lookup([Array("request_status".utf8), requestID, Array("status".utf8)])
                == .found(Array("rejected".utf8)))
        #expect(verified.lookup([Array("request_status".utf8), requestID, Array("reject_code".utf8)]) == .found([3]))
    }

    @Test func aCanisterOfAnotherSubnetIsRefused() throws {
        let bytes = try Fixtures.certificate("ivg37_time")
        let ledger = try Principal(text: "ryjl3-tyaaa-aaaaa-aaaba-cai")
        #expect(throws: CertificateError.canisterNotInRanges(canister: ledger, subnet: Self.subnetQxesv)) {
            try verifier(at: bytes).verify(bytes, for: .canister(ledger))
        }
        let subnetReply = try Fixtures.certificate("224od_subnet")
        let other = try Principal(text: "rdmx6-jaaaa-aaaaa-aaadq-cai")
        #expect(throws: CertificateError.self) {
            try verifier(at: subnetReply).verify(subnetReply, for: .canister(other))
        }
        _ = try verifier(at: subnetReply).verify(
            subnetReply, for: .canister(try Principal(text: "224od-giaaa-aaaao-ae5vq-cai")))
    }

    /// agent-rs's pruned fixtures: the BLS signatures still verify, but the ranges are hidden, so
    /// nothing proves the subnet hosts the canister.
    @Test(arguments: ["ivg37_time_pruned_ranges", "ivg37_delegated_v2_pruned_subnet"])
    func prunedRangesFailClosed(_ name: String) throws {
        let bytes = try Fixtures.certificate(name)
        #expect(throws: CertificateError.canisterRangesUnavailable(subnet: Self.subnetQxesv)) {
            try verifier(at: bytes).verify(bytes, for: .canister(Self.ivg37))
        }
    }

    @Test func subnetAnswersMustComeFromThatSubnet() throws {
        let bytes = try Fixtures.certificate("uzr34_node_keys")
        let uzr34 = try Principal(text: "uzr34-akd3s-xrdag-3ql62-ocgoh-ld2ao-tamcv-54e7j-krwgb-2gm4z-oqe")
        let verified = try verifier(at: bytes).verify(bytes, for: .subnet(uzr34))
        #expect(verified.subnet == uzr34)
        #expect(throws: CertificateError.wrongSubnet(expected: Self.subnetQxesv, actual: uzr34)) {
            try verifier(at: bytes).verify(bytes, for: .subnet(Self.subnetQxesv))
        }
    }

    @Test func staleFutureAndWrongKeyAreRefused() throws {
        let bytes = try Fixtures.certificate("ivg37_time")
        #expect(throws: CertificateError.self) {
            try verifier(at: bytes, offset: 301).verify(bytes, for: .canister(Self.ivg37))
        }
        #expect(throws: CertificateError.self) {
            try verifier(at: bytes, offset: -301).verify(bytes, for: .canister(Self.ivg37))
        }
        do {
            _ = try verifier(at: bytes, offset: 3_600).verify(bytes, for: .canister(Self.ivg37))
        } catch let CertificateError.certificateTooOld(age, limit) {
            #expect(age >= .seconds(3_599) && limit == .seconds(300))
        }
        let otherRoot = try RootKey(
            rawRepresentation: hex(
                "a7623a93cdb56c4d23d99c14216afaab3dfd6d4f9eb3db23d038280b6d5cb2caaee2a19dd92c9df7001dede23bf036bc0f33982dfb41e8fa9b8e96b5dc3e83d55ca4dd146c7eb2e8b6859cb5a5db815db86810b8d12cee1588b5dbf34a4dc9a5"
            ))
        #expect(throws: CertificateError.delegationSignatureInvalid(subnet: Self.subnetQxesv)) {
            try verifier(at: bytes, rootKey: otherRoot).verify(bytes, for: .canister(Self.ivg37))
        }
    }

    @Test func aDelegationInsideADelegationIsRefused() throws {
        let bytes = try Fixtures.certificate("ivg37_time")
        var certificate = try Certificate(cbor: bytes)
        let delegation = try #require(certificate.delegation)
        // The delegating certificate replaced by the outer one, which itself has a delegation.
        certificate.delegation = CertificateDelegation(subnetID: delegation.subnetID, certificate: bytes)
        #expect(throws: CertificateError.nestedDelegation(subnet: Self.subnetQxesv)) {
            try verifier(at: bytes).verify(certificate, for: .canister(Self.ivg37))
        }
    }

    /// A single-bit change anywhere in a real certificate is refused: in its signature, its
    /// tree, its delegation's certificate, or the CBOR that holds them. 96 seeded positions
    /// spread over the whole certificate (each costs a BLS verification in a debug build).
    @Test(arguments: ["ivg37_time", "agentjs"])
    func flippedBitsAnywhereAreRefused(_ name: String) throws {
        let bytes = name == "agentjs" ? try Fixtures.agentJSCertificate() : try Fixtures.certificate(name)
        let checker = try verifier(at: bytes)
        var random = SplitMix64(seed: UInt64(bytes.count))
        var accepted: [Int] = []
        for slot in 0..<96 {
            // One bit in each of 96 equal slices, so every region of the certificate is hit.
            let start = bytes.count * 8 * slot / 96
            let end = bytes.count * 8 * (slot + 1) / 96
            let bit = start + random.below(max(1, end - start))
            var flipped = bytes
            flipped[bit / 8] ^= 1 << UInt8(bit % 8)
            if (try? checker.verify(flipped, for: .canister(Self.ivg37))) != nil { accepted.append(bit) }
        }
        #expect(accepted.isEmpty, "bits accepted after flipping: \(accepted)")
    }

    /// A verifier remembers delegations it has checked; what it remembers never lets a forged
    /// outer signature or a misrouted canister through.
    @Test func aRememberedDelegationStillChecksEverythingElse() throws {
        let bytes = try Fixtures.certificate("ivg37_time")
        let checker = try verifier(at: bytes)
        _ = try checker.verify(bytes, for: .canister(Self.ivg37))
        var certificate = try Certificate(cbor: bytes)
        certificate.signature[5] ^= 0x10
        #expect(throws: CertificateError.certificateSignatureInvalid) {
            try checker.verify(certificate, for: .canister(Self.ivg37))
        }
        let ledger = try Principal(text: "ryjl3-tyaaa-aaaaa-aaaba-cai")
        #expect(throws: CertificateError.canisterNotInRanges(canister: ledger, subnet: Self.subnetQxesv)) {
            try checker.verify(bytes, for: .canister(ledger))
        }
        // Another root key does not reuse what was checked under the mainnet one.
        var other = checker
        other.rootKey = try RootKey(
            rawRepresentation: hex(
                "a7623a93cdb56c4d23d99c14216afaab3dfd6d4f9eb3db23d038280b6d5cb2caaee2a19dd92c9df7001dede23bf036bc0f33982dfb41e8fa9b8e96b5dc3e83d55ca4dd146c7eb2e8b6859cb5a5db815db86810b8d12cee1588b5dbf34a4dc9a5"
            ))
        #expect(throws: CertificateError.delegationSignatureInvalid(subnet: Self.subnetQxesv)) {
            try other.verify(bytes, for: .canister(Self.ivg37))
        }
    }

    @Test func malformedCertificatesAreTypedErrors() throws {
        for bytes in [
            [], [0xa0], hex("a1647472656580"), hex("a26474726565810069736967"), [UInt8](repeating: 0x9f, count: 300),
        ] as [[UInt8]] {
            #expect(throws: CertificateError.self) { try Certificate(cbor: bytes) }
        }
        #expect(throws: CertificateError.self) {
            try Certificate(cbor: [UInt8](repeating: 0, count: Certificate.maximumSize + 1))
        }
    }

    @Test func theMainnetRootKeyIsBuiltIn() throws {
        #expect(RootKey.mainnet.publicKey.derRepresentation.count == 133)
        #expect(throws: CertificateError.self) { try RootKey(bytes: [1, 2, 3]) }
    }
}
