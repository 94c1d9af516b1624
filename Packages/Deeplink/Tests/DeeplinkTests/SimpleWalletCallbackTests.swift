import Testing

@testable import Deeplink

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@Suite struct SimpleWalletCallbackTests {
    @Test(arguments: [
        ("appABC://abc.com", "appABC://abc.com?result=1"),
        ("appABC://abc.com?", "appABC://abc.com?result=1"),
        ("appABC://abc.com?action=login", "appABC://abc.com?action=login&result=1"),
        ("appABC://abc.com?action=login&", "appABC://abc.com?action=login&result=1"),
        ("appABC://abc.com?action=login#top", "appABC://abc.com?action=login&result=1#top"),
        ("appABC://abc.com#top?x", "appABC://abc.com?result=1#top?x"),
        ("https://abc.com/cb?action=login&qrcID=123", "https://abc.com/cb?action=login&qrcID=123&result=1"),
    ])
    func appendRules(callback: String, expected: String) {
        #expect(SimpleWalletCallback.appending([QueryItem(name: "result", value: "1")], to: callback) == expected)
    }

    @Test func walletURLCarriesTxIDOnlyOnSuccessAndEncodesStrictly() {
        #expect(
            SimpleWalletCallback.url(callback: "app://x?action=transfer", outcome: .success, txID: "ab cd&1")
                == "app://x?action=transfer&result=1&txID=ab%20cd%261")
        #expect(SimpleWalletCallback.url(callback: "app://x", outcome: .cancelled, txID: "abc") == "app://x?result=0")
        #expect(
            SimpleWalletCallback.url(callback: "app://x", outcome: .success, sign: "SIG_K1_x")
                == "app://x?result=1&sign=SIG_K1_x")
    }

    @Test(arguments: ["txID", "txId", "tx_id", "TXID"])
    func transactionIDSpellings(name: String) throws {
        let callback = try SimpleWalletCallback(parsing: "appABC://abc.com?action=transfer&result=1&\(name)=abc123")
        #expect(callback.outcome == .success)
        #expect(callback.txID == "abc123")
        #expect(callback.items.first == QueryItem(name: "action", value: "transfer"))
    }

    @Test func resultValues() throws {
        #expect(try SimpleWalletCallback(parsing: "a://b?result=0").outcome == .cancelled)
        #expect(try SimpleWalletCallback(parsing: "a://b?Result=2").outcome == .failure(.failure))
        #expect(try SimpleWalletCallback(parsing: "a://b?result=10013").outcome == .failure(.insufficientBalance))
        #expect(try SimpleWalletCallback(parsing: "a://b?result=777").outcome == .failure(.unknown(777)))
        let signed = try SimpleWalletCallback(parsing: "a://b?result=1&sign=SIG_K1_abc%2B+x#frag")
        #expect(signed.sign == "SIG_K1_abc+ x")
        // An exact-case match wins over a case variant.
        #expect(try SimpleWalletCallback(parsing: "a://b?RESULT=0&result=1").outcome == .success)
    }

    @Test(arguments: [
        ("a://b", DeeplinkError.missingQueryItem("result")),
        ("a://b?action=login", .missingQueryItem("result")),
        ("a://b?result=", .invalidValue(field: "result", reason: "\"\" is not an integer")),
        ("a://b?result=yes", .invalidValue(field: "result", reason: "\"yes\" is not an integer")),
        ("a://b?result=1.0", .invalidValue(field: "result", reason: "\"1.0\" is not an integer")),
        ("a://b?result=+1", .invalidValue(field: "result", reason: "\" 1\" is not an integer")),
        ("a://b?result=%2B1", .invalidValue(field: "result", reason: "\"+1\" is not an integer")),
        ("a://b?result=1&result=0", .ambiguousField("result")),
        ("a://b?Result=1&RESULT=0", .ambiguousField("result")),
        ("a://b?result=1&txID=%zz", .invalidPercentEncoding(field: "query item txID", offset: 0)),
        ("a://b?result=1&txID=%C3%28", .invalidUTF8(field: "query item txID", offset: 0)),
    ])
    func badCallbacks(url: String, error: DeeplinkError) {
        #expect(throws: error) { try SimpleWalletCallback(parsing: url) }
    }
}

@Suite struct CallbackURLOverloadTests {
    @Test func foundationURLsParseLikeTheirStrings() throws {
        let simple = try #require(URL(string: "app://x?action=transfer&result=1&txId=abc"))
        #expect(try SimpleWalletCallback(parsing: simple).txID == "abc")
        let mykey = try #require(
            URL(string: "myapp://cb?callBackId=A&result=1&payload=%7B%22sign%22%3A%22SIG_K1_z%22%7D"))
        #expect(try MYKEYCallback(parsing: mykey).sign == "SIG_K1_z")
    }
}
