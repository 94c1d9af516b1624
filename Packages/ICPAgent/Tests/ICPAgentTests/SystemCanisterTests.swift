import ICPAgent
import Testing

/// The catalogue against the principals' published texts: the ids are built from canister
/// indices, the texts (with their checksums) are those mainnet's documentation and dashboard show.
@Suite struct SystemCanisterTests {
    static let published: [(SystemCanister, String)] = [
        (.registry, "rwlgt-iiaaa-aaaaa-aaaaa-cai"), (.governance, "rrkah-fqaaa-aaaaa-aaaaq-cai"),
        (.ledger, "ryjl3-tyaaa-aaaaa-aaaba-cai"), (.root, "r7inp-6aaaa-aaaaa-aaabq-cai"),
        (.cyclesMinting, "rkp4c-7iaaa-aaaaa-aaaca-cai"), (.lifeline, "rno2w-sqaaa-aaaaa-aaacq-cai"),
        (.genesisToken, "renrk-eyaaa-aaaaa-aaada-cai"), (.internetIdentity, "rdmx6-jaaaa-aaaaa-aaadq-cai"),
        (.nnsUI, "qoctq-giaaa-aaaaa-aaaea-cai"), (.snsWasm, "qaa6y-5yaaa-aaaaa-aaafa-cai"),
        (.ledgerIndex, "qhbym-qaaaa-aaaaa-aaafq-cai"), (.ckBTCLedger, "mxzaz-hqaaa-aaaar-qaada-cai"),
        (.ckBTCMinter, "mqygn-kiaaa-aaaar-qaadq-cai"), (.ckBTCIndex, "n5wcd-faaaa-aaaar-qaaea-cai"),
        (.ckETHMinter, "sv3dd-oaaaa-aaaar-qacoa-cai"), (.ckETHLedger, "ss2fx-dyaaa-aaaar-qacoq-cai"),
        (.ckETHIndex, "s3zol-vqaaa-aaaar-qacpa-cai"),
    ]

    @Test(arguments: published.map { ($0.0.name, $0.1) })
    func eachIdIsItsPublishedText(name: String, text: String) throws {
        let canister = try #require(SystemCanister.named(name))
        #expect(canister.principal == (try Principal(text: text)))
        #expect(canister.principal.description == text)
    }

    @Test func theCatalogueIsWholeAndNamesAreUnique() {
        #expect(SystemCanister.all.count == Self.published.count)
        #expect(Set(SystemCanister.all.map(\.name)).count == SystemCanister.all.count)
        #expect(Set(SystemCanister.all.map(\.principal)).count == SystemCanister.all.count)
        #expect(SystemCanister.all.allSatisfy { $0.principal.principalClass == .opaque })
        #expect(SystemCanister.all.allSatisfy { $0.name == $0.name.lowercased() && !$0.name.contains(" ") })
    }

    @Test func namesAreFoundInAnyCaseAndUnknownNamesAreNot() {
        #expect(SystemCanister.named("LEDGER") == .ledger)
        #expect(SystemCanister.named("ckBTC-Minter") == .ckBTCMinter)
        #expect(SystemCanister.named("nothing") == nil)
        #expect(SystemCanister.named("") == nil)
        #expect(SystemCanister.ledger.description == "ledger (ryjl3-tyaaa-aaaaa-aaaba-cai)")
    }

    @Test func interfacesNameTheVendoredFiles() {
        #expect(SystemCanister.ledger.interface?.fileName == "icp_ledger.did")
        #expect(SystemCanister.ckBTCLedger.interface == .icrc1Ledger)
        #expect(SystemCanister.ckETHLedger.interface == .icrc1Ledger)
        #expect(SystemCanister.root.interface == nil)
        #expect(SystemCanisterInterface.allCases.count == 6)
    }
}
