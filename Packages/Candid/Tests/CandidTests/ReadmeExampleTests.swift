import BigInt
import Candid
import Foundation
import Testing

/// Compiles and checks the example in Packages/Candid/README.md; the region between the markers
/// must stay identical to the README's code block (a workspace check compares them).
@Suite struct ReadmeExampleTests {
    struct Account: Codable, Equatable {
        var owner: CandidPrincipal
        var balance: BigUInt
        var memo: String
    }

    struct AccountV2: Codable, Equatable {
        var owner: CandidPrincipal
        var balance: BigUInt
        var memo: String
        var subaccount: Data?  // added later: old messages decode it as nil
    }

    @Test func readmeExample() throws {
        // README-EXAMPLE-BEGIN
        let account = Account(
            owner: try CandidPrincipal(text: "ryjl3-tyaaa-aaaaa-aaaba-cai"),
            balance: 1_500_000, memo: "rent")
        let bytes = try CandidEncoder().encode(account)  // 44 49 44 4c 01 6c 03 ...

        let newer = try CandidDecoder().decode(AccountV2.self, from: bytes)  // subaccount == nil
        let text = CandidText.arguments(try CandidBinary.decode(bytes).values)
        // the wire has only field ids (record { 1213809850 = "rent"; ... }); names come from a type:
        let type = try CandidEncoder().encodeValue(newer).type
        let typed = CandidText.arguments(try CandidBinary.decode(bytes, as: [type]))
        // (record { balance = 1500000 : nat; owner = principal "ryjl3-…-cai"; memo = "rent"; subaccount = null })

        let bomb: [UInt8] = Array("DIDL".utf8) + [0x01, 0x6d, 0x7f, 0x01, 0x00, 0x80, 0x94, 0xeb, 0xdc, 0x03]
        var message = ""
        do { _ = try CandidBinary.decode(bomb, as: [.vec(.null)]) } catch { message = error.description }
        // "decoding quota (vector of 1000000000) exceeded at byte offset 9 (limit 4000000)"
        // README-EXAMPLE-END

        #expect(Array(bytes.prefix(6)) == [0x44, 0x49, 0x44, 0x4c, 0x01, 0x6c])
        #expect(newer == AccountV2(owner: account.owner, balance: 1_500_000, memo: "rent", subaccount: nil))
        #expect(text.hasPrefix("(record { "))
        #expect(
            typed
                == "(record { balance = 1500000 : nat; owner = principal \"ryjl3-tyaaa-aaaaa-aaaba-cai\"; memo = \"rent\"; subaccount = null })"
        )
        #expect(message.contains("decoding quota"))
        #expect(message.contains("byte offset 9"))
    }
}
