import ICPAgent
import Testing

/// VECTORS.md §4 (textual form, from dfinity/candid and the interface specification) and §5
/// (self-authenticating principals of real keys).
@Suite struct PrincipalTests {
    @Test func wellKnownPrincipals() {
        #expect(Principal.anonymous.description == "2vxsx-fae")
        #expect(Principal.managementCanister.description == "aaaaa-aa")
        #expect(Principal.anonymous.principalClass == .anonymous)
        #expect(Principal.managementCanister.principalClass == .managementCanister)
    }

    @Test func classesComeFromTheLastByte() throws {
        #expect(try Principal(text: "ryjl3-tyaaa-aaaaa-aaaba-cai").principalClass == .opaque)
        #expect(try Principal(bytes: [1, 2, 3]).principalClass == .derived)
        #expect(try Principal(bytes: [9, 0x7f]).principalClass == .reserved)
        #expect(try Principal(bytes: [9, 0x04]).principalClass == .unassigned)  // 04 is anonymous only alone
        #expect(try Principal(bytes: [9, 0x10]).principalClass == .unassigned)
    }

    @Test func selfAuthenticatingPrincipalsOfRealKeys() {
        let der = hex(
            "3056301006072a8648ce3d020106052b8104000a0342000480ef3bac9d68cf374cbc9c9943e180043a94c462ef8270274e57089d5dcdba1b8fbf83b7546ccc1b3781377776e9c4710fdf533ed9bcba8d8ebb32a14a2aba11"
        )
        let principal = Principal.selfAuthenticating(derPublicKey: der)
        #expect(principal.description == "t2kpu-6xt6l-tyb3d-rll2p-irv5c-no5nd-h6spj-jsetq-bmqdz-iap77-pqe")
        #expect(principal.principalClass == .selfAuthenticating)
        #expect(principal.bytes.count == 29)
    }

    @Test func orderIsByteOrder() throws {
        let low = try Principal(bytes: hex("00000000002000000101"))
        let high = try Principal(bytes: hex("00000000002fffff0101"))
        let inside = try Principal(text: "ivg37-qiaaa-aaaab-aaaga-cai")
        #expect(low < inside && inside < high)
        #expect(Principal.managementCanister < Principal.anonymous)
        #expect((low...high).contains(inside))
    }

    @Test func textVectors() throws {
        for (bytes, text) in [
            ("", "aaaaa-aa"), ("04", "2vxsx-fae"), ("efcdab000000000001", "2chl6-4hpzw-vqaaa-aaaaa-c"),
            ("abcd01", "em77e-bvlzu-aq"), ("00000000002000000101", "jrlun-jiaaa-aaaab-aaaaa-cai"),
        ] {
            #expect(try Principal(bytes: hex(bytes)).description == text)
            #expect(try Principal(text: text.uppercased()).bytes == hex(bytes))
        }
        for bad in [
            "aaaaa-a", "aaaaa", "aaaaaaa", "aaaaaa-a", "aaaaaaa-", "-aaaaaaa", "aaa-aaaa",
            "aacd5-niaaa-aaaaa-aaaaa-aaaaa-aaaaa-aaaaa-aaaaa-aaaaa-aaaaa-aaaaa",
        ] {
            #expect(throws: CandidPrincipalError.self, "\(bad)") { try Principal(text: bad) }
        }
    }
}
