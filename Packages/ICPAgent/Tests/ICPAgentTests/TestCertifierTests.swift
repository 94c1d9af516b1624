import BigNum
import CBOR
import Foundation
import ICPAgent
import ICPAgentTesting
import Testing

/// What `TestCertifier` issues passes every check of `CertificateVerifier` with its root key, in
/// each range layout, and fails each check it is built to fail.
@Suite struct TestCertifierTests {
    static let hosted = try! Principal(bytes: [0, 0, 0, 0, 0, 0x10, 0, 0, 1, 1])
    static let alsoHosted = try! Principal(bytes: [0, 0, 0, 0, 0, 0x30, 0, 5, 1, 1])
    static let elsewhere = try! Principal(bytes: [0, 0, 0, 0, 0, 0x20, 0, 0, 1, 1])
    static let ranges = [
        try! Principal(bytes: [0, 0, 0, 0, 0, 0x10, 0, 0, 1, 1]
        )...(try! Principal(bytes: [0, 0, 0, 0, 0, 0x1f, 0xff, 0xff, 1, 1])),
        try! Principal(bytes: [0, 0, 0, 0, 0, 0x30, 0, 0, 1, 1]
        )...(try! Principal(bytes: [0, 0, 0, 0, 0, 0x3f, 0xff, 0xff, 1, 1])),
    ]
    static let time = Date(timeIntervalSince1970: 1_800_000_000)
    static let leaves: [(path: [[UInt8]], value: [UInt8])] = [
        ([Array("canister".utf8), hosted.bytes, Array("certified_data".utf8)], [1, 2, 3])
    ]

    func verifier(_ certifier: TestCertifier, offset: TimeInterval = 5) -> CertificateVerifier {
        CertificateVerifier(rootKey: certifier.rootKey, now: { Self.time.addingTimeInterval(offset) })
    }

    @Test(arguments: TestCertifier.RangeLayout.allCases)
    func itsCertificatesVerifyInEveryLayout(_ layout: TestCertifier.RangeLayout) throws {
        let certifier = TestCertifier(canisterRanges: Self.ranges, layout: layout)
        let bytes = certifier.certificate(Self.leaves, at: Self.time).encoded()
        for canister in [Self.hosted, Self.alsoHosted] {
            let verified = try verifier(certifier).verify(bytes, for: .canister(canister))
            #expect(verified.subnet == certifier.subnetID)
            #expect(verified.time == Self.time)
        }
        let verified = try verifier(certifier).verify(bytes, for: .canister(Self.hosted))
        #expect(
            verified.lookup([Array("canister".utf8), Self.hosted.bytes, Array("certified_data".utf8)])
                == .found([1, 2, 3]))
        #expect(throws: CertificateError.canisterNotInRanges(canister: Self.elsewhere, subnet: certifier.subnetID)) {
            try verifier(certifier).verify(bytes, for: .canister(Self.elsewhere))
        }
        _ = try verifier(certifier).verify(bytes, for: .subnet(certifier.subnetID))
    }

    @Test func itsSubnetIsTheSelfAuthenticatingIdOfItsKeyAndSeedsDiffer() {
        let one = TestCertifier(seed: 1, canisterRanges: Self.ranges)
        let two = TestCertifier(seed: 2, canisterRanges: Self.ranges)
        #expect(one.subnetID.principalClass == .selfAuthenticating)
        #expect(one.subnetID != two.subnetID)
        #expect(one.rootKey != two.rootKey)
        #expect(TestCertifier(seed: 255, canisterRanges: []).subnetID != one.subnetID)
    }

    @Test func everyKindOfForgeryIsCaught() throws {
        let certifier = TestCertifier(canisterRanges: Self.ranges)
        let certificate = certifier.certificate(Self.leaves, at: Self.time)
        // Another network's root key.
        let stranger = TestCertifier(seed: 9, canisterRanges: Self.ranges)
        #expect(throws: CertificateError.delegationSignatureInvalid(subnet: certifier.subnetID)) {
            try verifier(stranger).verify(certificate, for: .canister(Self.hosted))
        }
        // The answer's signature, one bit off.
        var forged = certificate
        forged.signature[7] ^= 0x10
        #expect(throws: CertificateError.self) { try verifier(certifier).verify(forged, for: .canister(Self.hosted)) }
        // A changed value under the same signature.
        var changed = certificate
        changed.tree = HashTree(leaves: [
            ([Array("canister".utf8), Self.hosted.bytes, Array("certified_data".utf8)], [9]),
            ([Array("time".utf8)], LEB128.encode(UInt64(Self.time.timeIntervalSince1970 * 1e9))),
        ])
        #expect(throws: CertificateError.certificateSignatureInvalid) {
            try verifier(certifier).verify(changed, for: .canister(Self.hosted))
        }
        // Too old, and from the future.
        #expect(throws: CertificateError.self) {
            try verifier(certifier, offset: 301).verify(certificate, for: .canister(Self.hosted))
        }
        #expect(throws: CertificateError.self) {
            try verifier(certifier, offset: -301).verify(certificate, for: .canister(Self.hosted))
        }
    }

    @Test func theRootCanAnswerWithoutADelegation() throws {
        let certifier = TestCertifier(canisterRanges: Self.ranges)
        let certificate = certifier.certificate(Self.leaves, at: Self.time, delegated: false)
        #expect(certificate.delegation == nil)
        let verified = try verifier(certifier).verify(certificate.encoded(), for: .canister(Self.hosted))
        #expect(verified.subnet == nil)
    }

    @Test func certificatesRoundTripThroughTheirCBOR() throws {
        let certificate = TestCertifier(canisterRanges: Self.ranges).certificate(Self.leaves, at: Self.time)
        #expect(try Certificate(cbor: certificate.encoded()) == certificate)
        let mainnet = try Fixtures.certificate("ivg37_time")
        #expect(try Certificate(cbor: mainnet).cbor == (try CBOR(decoding: mainnet)).untagged)
        let ranges = CanisterRanges(ranges: Self.ranges)
        #expect(try CanisterRanges(cbor: ranges.cbor.encoded()) == ranges)
    }
}
