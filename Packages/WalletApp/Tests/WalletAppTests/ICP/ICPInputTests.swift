import BigNum
import Foundation
import ICPAgent
import Testing
import WalletApp

/// What the transfer prompts accept: amounts exact in e8s, recipients with their checksums.
@Suite("ICP amounts, recipients and connections as typed")
struct ICPInputTests {
    @Test("amounts: a bare number is ICP; zero, negative, finer than 1 e8s and words are refused")
    func amounts() throws {
        #expect(try ICPAmountInput.parse("1.5") == Amount(e8s: 150_000_000))
        #expect(try ICPAmountInput.parse(" 1.5 ICP ") == Amount(e8s: 150_000_000))
        #expect(try ICPAmountInput.parse("0.00000001") == Amount(e8s: 1))
        for refused in ["", "0", "-1", "abc", "0.000000001", "1.5 ETH", "1,5"] {
            #expect(ICPAmountInput.problem(refused) != nil, "\(refused) was accepted")
        }
    }

    @Test("recipients: a 64-hex account id with its checksum, or a principal")
    func recipients() throws {
        let principal = try Ed25519Identity().sender
        let account = AccountIdentifier(owner: principal)
        #expect(try ICPRecipient(parsing: account.description).account == account)
        #expect(try ICPRecipient(parsing: account.description.uppercased()).account == account)
        #expect(try ICPRecipient(parsing: principal.description) == ICPRecipient(principal: principal))
        var broken = Array(account.description)
        broken[10] = broken[10] == "0" ? "1" : "0"
        #expect(ICPRecipient.problem(String(broken))?.contains("checksum") == true)
        #expect(ICPRecipient.problem("not-a-principal") != nil)
        #expect(ICPRecipient.problem("") != nil)
    }

    @Test("a connection refuses a root key that is not hex or not a key, and a URL that is not http")
    func connections() throws {
        let url = try #require(URL(string: "http://127.0.0.1:4943"))
        #expect(throws: ICPWalletError.self) { try ICPConnection(baseURL: url, rootKeyHex: "zz") }
        #expect(throws: ICPWalletError.self) { try ICPConnection(baseURL: url, rootKeyHex: "00ff") }
        #expect(throws: ICPWalletError.self) {
            try ICPConnection(baseURL: try #require(URL(string: "ftp://host")), rootKeyHex: nil)
        }
        #expect(try ICPConnection(baseURL: url, rootKeyHex: nil).isMainnetKey)
        #expect(
            try ICPConnection(url: "http://127.0.0.1:4943", rootKeyHex: nil, ledger: "ryjl3-tyaaa-aaaaa-aaaba-cai")
                .ledger == ICPConnection.mainnet.ledger)
        #expect(throws: ICPWalletError.self) {
            try ICPConnection(url: "http://127.0.0.1:4943", rootKeyHex: nil, ledger: "not a principal")
        }
        #expect(throws: ICPWalletError.self) { try ICPConnection(url: "", rootKeyHex: nil, ledger: nil) }
    }

    @Test("no replica listening: one sentence naming the URL, not a hang")
    func unreachable() async throws {
        let url = try #require(URL(string: "http://127.0.0.1:1"))
        let service = ICPService(connection: try ICPConnection(baseURL: url, rootKeyHex: nil))
        await #expect {
            _ = try await ICPTestSupport.within(seconds: 60) { try await service.balance(of: try Ed25519Identity()) }
        } throws: { error in
            guard case .networkUnreachable(let shown, _) = error as? ICPWalletError else { return false }
            return shown.contains("127.0.0.1:1")
        }
    }
}
