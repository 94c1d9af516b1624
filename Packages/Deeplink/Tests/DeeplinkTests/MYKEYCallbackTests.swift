import Testing

@testable import Deeplink

@Suite struct MYKEYCallbackTests {
    let base = "myapp://cb?action=transfer&callBackId=ABC123"

    @Test func rawJSONPayloadMayContainQuerySyntax() throws {
        let url = base + #"&result=1&payload={"txId":"a&b#c=d","note":"x?y"}"#
        let callback = try MYKEYCallback(parsing: url)
        #expect(callback.callbackID == "ABC123")
        #expect(callback.action == "transfer")
        #expect(callback.outcome == .success)
        #expect(callback.txID == "a&b#c=d")
        #expect(
            callback.payload == .json(["txId": "a&b#c=d", "note": "x?y"], text: #"{"txId":"a&b#c=d","note":"x?y"}"#))
    }

    @Test func percentEncodedPayload() throws {
        let payload: JSONValue = ["sign": "SIG_K1_xyz", "extra": ["a", 1]]
        let url = MYKEYCallback.url(callback: base, outcome: .success, payload: payload)
        #expect(url.hasPrefix(base + "&result=1&payload=%7B%22"))
        let callback = try MYKEYCallback(parsing: url)
        #expect(callback.sign == "SIG_K1_xyz")
        #expect(callback.payload?.object == payload.objectValue)
        // Lowercase hex and `+` for spaces are form-decoded too.
        let lower = try MYKEYCallback(parsing: base + "&result=1&payload=%7b%22txId%22%3a%22a+b%22%7d")
        #expect(lower.txID == "a b")
    }

    @Test func base64Payloads() throws {
        // {"txId":"abc"} in standard base64, with and without padding, and {"txId":"??>"} URL-safe.
        #expect(try MYKEYCallback(parsing: base + "&result=1&payload=eyJ0eElkIjoiYWJjIn0=").txID == "abc")
        #expect(try MYKEYCallback(parsing: base + "&result=1&payload=eyJ0eElkIjoiYWJjIn0").txID == "abc")
        #expect(try MYKEYCallback(parsing: base + "&result=1&payload=eyJ0eElkIjoiPz8-In0").txID == "??>")
    }

    @Test func opaquePayloadsAreKept() throws {
        #expect(try MYKEYCallback(parsing: base + "&result=1&payload=hello world").payload == .opaque("hello world"))
        // Base64 of text not starting with "{" is not taken as base64.
        #expect(try MYKEYCallback(parsing: base + "&result=1&payload=aGVsbG8=").payload == .opaque("aGVsbG8="))
        #expect(try MYKEYCallback(parsing: base + "&result=1&payload={broken").payload == .opaque("{broken"))
        #expect(try MYKEYCallback(parsing: base + "&result=1&payload=").payload == .opaque(""))
        #expect(try MYKEYCallback(parsing: base + "&result=1").payload == nil)
    }

    @Test func failuresCarryTheirCodeAndErrorMessage() throws {
        let failure = try MYKEYCallback(parsing: base + #"&result=10007&payload={"errorMsg":"unbound & sad"}"#)
        #expect(failure.outcome == .failure(.unbound))
        #expect(failure.errorMessage == "unbound & sad")
        #expect(failure.txID == nil)
        let unknown = try MYKEYCallback(parsing: base + "&result=31337")
        #expect(unknown.outcome == .failure(.unknown(31337)))
        #expect(unknown.errorMessage == nil)
        let cancelled = try MYKEYCallback(parsing: base + #"&result=0&payload={"errorMsg":"x"}"#)
        #expect(cancelled.outcome == .cancelled)
        #expect(cancelled.errorMessage == nil)
        #expect(MYKEYCallback.url(callback: base, outcome: .cancelled, payload: ["a": 1]) == base + "&result=0")
    }

    @Test func payloadMarkerMustStartAnItem() throws {
        // "xpayload=" is an ordinary item; the payload is the later one.
        let callback = try MYKEYCallback(parsing: base + #"&xpayload=1&result=1&payload={"txId":"t"}"#)
        #expect(callback.txID == "t")
        #expect(callback.items.contains(QueryItem(name: "xpayload", value: "1")))
        // The payload may be the first item; then callBackId is missing.
        #expect(throws: DeeplinkError.missingQueryItem("callBackId")) {
            try MYKEYCallback(parsing: #"myapp://cb?payload={"callBackId":"x"}&callBackId=y&result=1"#)
        }
    }

    @Test func loginPayloadKeepsTheTimestampText() throws {
        let stringForm = try MYKEYCallback(
            parsing: base
                + #"&result=1&payload={"protocol":"MYKEY","version":"1.0","dapp_key":null,"uuID":"u-1","public_key":"EOS5","sign":"SIG_K1_s","ref":"mykey","timestamp":"01566974400","account":"alice"}"#
        )
        let body = try stringForm.loginBody()
        #expect(body.timestampText == "01566974400")
        #expect(body.timestampForm == .jsonString)
        #expect(body.dappKey == nil)
        #expect(body.publicKey == "EOS5")
        #expect(body.signedText == "01566974400aliceu-1mykey")

        let numberForm = try MYKEYCallback(
            parsing: base + #"&result=1&payload={"uuID":"u","sign":"s","ref":"r","timestamp":1566974400,"account":"a"}"#
        )
        #expect(try numberForm.loginBody().timestampText == "1566974400")
        #expect(try numberForm.loginBody().timestampForm == .jsonNumber)

        let exponent = try MYKEYCallback(
            parsing: base + #"&result=1&payload={"uuID":"u","sign":"s","ref":"r","timestamp":1.5e9,"account":"a"}"#)
        #expect(
            throws: DeeplinkError.invalidValue(
                field: "timestamp", reason: "number 1.5e9 is not written as 0 or [1-9][0-9]*")
        ) {
            try exponent.loginBody()
        }
        let cancelled = try MYKEYCallback(parsing: base + "&result=0")
        #expect(throws: DeeplinkError.invalidValue(field: "result", reason: "0 is not a success")) {
            try cancelled.loginBody()
        }
    }

    @Test(arguments: [
        ("myapp://cb?result=1", DeeplinkError.missingQueryItem("callBackId")),
        ("myapp://cb?callBackId=x", .missingQueryItem("result")),
        (
            "myapp://cb?callBackId=x&result=ok&payload={}",
            .invalidValue(field: "result", reason: "\"ok\" is not an integer")
        ),
        ("myapp://cb?callBackId=x&result=1&payload=%7B%zz", .invalidPercentEncoding(field: "payload", offset: 3)),
        ("myapp://cb?callBackId=x&result=1&payload=%7B%FF", .invalidUTF8(field: "payload", offset: 1)),
    ])
    func badMYKEYCallbacks(url: String, error: DeeplinkError) {
        #expect(throws: error) { try MYKEYCallback(parsing: url) }
    }

    @Test func pendingCallbacksAreKeyedByID() throws {
        var pending = MYKEYPendingCallbacks()
        pending.register(callbackID: "A", action: .login)
        pending.register(callbackID: "B", action: .sign)
        #expect(throws: DeeplinkError.unknownCallbackID("C")) {
            try pending.resolve("myapp://cb?callBackId=C&result=0")
        }
        #expect(pending.count == 2)
        let resolved = try pending.resolve(#"myapp://cb?action=sign&callBackId=B&result=1&payload={"sign":"SIG_K1_q"}"#)
        #expect(resolved.action == .sign)
        #expect(resolved.callback.sign == "SIG_K1_q")
        #expect(!pending.contains("B") && pending.contains("A"))
    }

    @Test func resultCodesKeepUnknownValues() {
        #expect(ResultCode(rawValue: 10014) == .accountUnavailable)
        #expect(ResultCode(rawValue: 10014).rawValue == 10014)
        #expect(ResultCode(rawValue: 20003) == .serviceFailure)
        #expect(ResultCode(rawValue: -5) == .unknown(-5))
        #expect(!ResultCode.unknown(9).isKnown)
        #expect(ResultCode.notInstalled.description == "10002 (MYKEY not installed)")
        for value in [
            0, 1, 2, 10001, 10002, 10003, 10004, 10005, 10006, 10007, 10008, 10009, 10010, 10011, 10012, 10013, 10014,
        ] {
            let code = ResultCode(rawValue: value)
            #expect(code.isKnown && code.rawValue == value)
        }
    }
}

@Suite struct NoWalletAnswerTests {
    @Test("no wallet in time is 10002 with the install hint, and without it under disableInstall")
    func notInstalled() {
        let error = NoWalletAnswer(waited: .seconds(120))
        #expect(error.code.rawValue == 10002)
        #expect(
            error.description
                == "10002 (MYKEY not installed): no wallet answered within 120 s. " + NoWalletAnswer.installHint)
        #expect(NoWalletAnswer.installHint.contains("https://mykey.org"))
        let quiet = NoWalletAnswer(waited: .seconds(5), disableInstall: true)
        #expect(quiet.description == "10002 (MYKEY not installed): no wallet answered within 5 s")
    }
}
