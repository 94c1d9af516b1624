import ICPAgent
import Testing

/// VECTORS.md §5 (ICP ledger account identifiers, from IcpKit's keysmith vectors) and §6
/// (ICRC-1 textual encoding, from dfinity/ICRC-1 `TextualEncoding.md`).
@Suite struct AccountTests {
    @Test func accountIdentifiersOfRealPrincipals() throws {
        let rows = [
            (
                "t2kpu-6xt6l-tyb3d-rll2p-irv5c-no5nd-h6spj-jsetq-bmqdz-iap77-pqe",
                "53a3ef3b11b69c6411cd1667970e24577c857acf3cdd67436656c75d4ddd3cc7"
            ),
            (
                "mi5lp-tjcms-b77vo-qbfgp-cjzyc-imkew-uowpv-ca7f4-l5fzx-yy6ba-qqe",
                "cafd0a2c27f41a851837b00f019b93e741f76e4147fe74435fb7efb836826a1c"
            ),
            (
                "sxmip-mryjb-rjp3v-ol36n-miqtr-ji4i6-5k6h3-fdy2n-gz5lr-c2s6s-sqe",
                "6c14be31a1df0f5f061520e5d8e0c08bb3743a671ab4a3bb7b05743a8ca3c1f0"
            ),
        ]
        for (principal, account) in rows {
            let identifier = AccountIdentifier(owner: try Principal(text: principal))
            #expect(identifier.description == account)
            #expect(try AccountIdentifier(hex: account) == identifier)
        }
    }

    @Test func checksumsAreChecked() {
        for bad in [
            "6c14be31a1df0f5f061520e5d8e0c08bb3743a671ab4a3bb7b05743a8ca3c1f1",
            "cafd0a2c27f41a851837b00f019b93e741f76e4147fe74435fb7efb836826a10", "cafd", "zz",
        ] {
            #expect(throws: AccountError.self, "\(bad)") { try AccountIdentifier(hex: bad) }
        }
    }

    @Test func subaccountsChangeTheIdentifier() throws {
        let owner = try Principal(text: "ryjl3-tyaaa-aaaaa-aaaba-cai")
        #expect(AccountIdentifier(owner: owner, subaccount: Subaccount(index: 1)) != AccountIdentifier(owner: owner))
        #expect(AccountIdentifier(owner: owner, subaccount: Subaccount(index: 0)) == AccountIdentifier(owner: owner))
        #expect(Subaccount(index: 0x0102).bytes.suffix(2) == [1, 2])
        #expect(throws: AccountError.invalidSubaccountLength(31)) {
            try Subaccount(bytes: [UInt8](repeating: 0, count: 31))
        }
    }

    static let owner = "k2t6j-2nvnp-4zjm3-25dtz-6xhaa-c7boj-5gayf-oj3xs-i43lp-teztq-6ae"

    @Test func icrc1TextualEncoding() throws {
        let plain = try ICRC1Account(text: Self.owner)
        #expect(plain.subaccount == nil && plain.description == Self.owner)

        let one = try ICRC1Account(text: Self.owner + "-6cc627i.1")
        #expect(one.subaccount?.bytes == [UInt8](repeating: 0, count: 31) + [1])
        #expect(one.description == Self.owner + "-6cc627i.1")

        let long = "102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20"
        let full = try ICRC1Account(text: Self.owner + "-dfxgiyy." + long)
        #expect(full.subaccount?.bytes == (1...32).map { UInt8($0) })
        #expect(full.description == Self.owner + "-dfxgiyy." + long)
        // A default subaccount given explicitly prints as the owner alone.
        #expect(ICRC1Account(owner: plain.owner, subaccount: .default).description == Self.owner)
    }

    @Test(arguments: [
        owner + "-q6bn32y.",  // default subaccount written out
        "k2t6j2nvnp4zjm3-25dtz6xhaac7boj5gayfoj3xs-i43lp-teztq-6ae",  // not a principal
        owner + "-6cc627i.01",  // leading zeros
        owner + ".1",  // no checksum
        owner + "-6cc627j.1",  // wrong checksum
        owner + "-6cc627i.1" + String(repeating: "0", count: 64),  // longer than 32 bytes
        owner + "-6cc627i.1G",  // not hex
    ])
    func icrc1TextsTheStandardRejects(_ text: String) {
        #expect(throws: AccountError.self) { try ICRC1Account(text: text) }
    }
}
