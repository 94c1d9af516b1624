import BigNum
import Testing

@testable import Deeplink

@Suite struct RequestTests {
    @Test func samplesAreSortedCompactJSON() throws {
        for sample in SpecSamples.all {
            #expect(try JSONValue(parsing: sample).jsonText == sample)
        }
    }

    @Test func loginSampleRoundTripsToTheSameBytes() throws {
        let request = try DeeplinkRequest(json: SpecSamples.login)
        guard case .login(let login) = request else {
            Issue.record("expected login, got \(request.action)")
            return
        }
        #expect(login.dappName == "币乎")
        #expect(login.uuID == "dhsajkhdasjkhdklsah")
        #expect(login.callback == "")
        #expect(login.loginUrl == "http://172.16.11.168:8086/api/login/callback")
        #expect(request.jsonText == SpecSamples.login)
    }

    @Test func transferSampleRoundTripsWithTheAmountAtItsPrecision() throws {
        let request = try DeeplinkRequest(json: SpecSamples.transfer)
        guard case .transfer(let transfer) = request else {
            Issue.record("expected transfer")
            return
        }
        #expect(transfer.amount == BigDecimal(1))
        #expect(transfer.amount.scale == 4)
        #expect(transfer.quantity == "1.0000 EOS")
        // MK-and writes `1`; the builder writes exactly `precision` fraction digits (§2.0). All
        // other bytes are the same.
        let expected = SpecSamples.transfer.replacingOccurrences(of: #""amount":1,"#, with: #""amount":1.0000,"#)
        #expect(request.jsonText == expected)
        #expect(try DeeplinkRequest(json: expected).jsonText == expected)
    }

    @Test func transactionSampleRoundTripsToTheSameBytes() throws {
        let request = try DeeplinkRequest(json: SpecSamples.transaction)
        guard case .transaction(let transaction) = request else {
            Issue.record("expected transaction")
            return
        }
        #expect(transaction.actions.count == 2)
        #expect(transaction.actions[0].name == "buyram")
        #expect(transaction.actions[1].data["quantity"] == .string("0.0001 EOS"))
        #expect(request.jsonText == SpecSamples.transaction)
    }

    @Test func signSampleRoundTripsToTheSameBytes() throws {
        let request = try DeeplinkRequest(json: SpecSamples.sign)
        guard case .sign(let sign) = request else {
            Issue.record("expected sign")
            return
        }
        #expect(sign.message == "你好你好，这里需要签名")
        #expect(request.jsonText == SpecSamples.sign)
    }

    @Test func builderOmitsNilFieldsAndWritesExactAmounts() throws {
        let transfer = try TransferRequest(
            to: "bob", amount: try BigDecimal(parsing: "12.5"), symbol: "EOS", precision: 4,
            common: RequestCommon(dappName: "Shop"))
        #expect(
            transfer.jsonText
                == #"{"action":"transfer","amount":12.5000,"contract":"eosio.token","dappName":"Shop","precision":4,"protocol":"SimpleWallet","symbol":"EOS","to":"bob","version":"1.0"}"#
        )
        #expect(throws: DeeplinkError.invalidValue(field: "amount", reason: "1.23456 has more than 4 fraction digits"))
        {
            try TransferRequest(to: "bob", amount: try BigDecimal(parsing: "1.23456"), symbol: "EOS", precision: 4)
        }
        #expect(throws: DeeplinkError.invalidValue(field: "precision", reason: "19 is outside 0...18")) {
            try TransferRequest(to: "bob", amount: 1, symbol: "EOS", precision: 19)
        }
    }

    @Test func dynamicMemberLookupReachesCommonFields() {
        var login = LoginRequest(dappName: "d", dappIcon: "i", uuID: "u", loginUrl: "https://x/l")
        login.callback = "app://cb"
        login.expired = 5
        #expect(login.common.callback == "app://cb")
        #expect(
            login.jsonText
                == #"{"action":"login","callback":"app://cb","dappIcon":"i","dappName":"d","expired":5,"loginUrl":"https://x/l","protocol":"SimpleWallet","uuID":"u","version":"1.0"}"#
        )
    }

    @Test func aliasesAreReadOnlyWhenTheCanonicalKeyIsAbsent() throws {
        let login = try DeeplinkRequest(
            json:
                #"{"action":"login","protocol":"SimpleWallet","version":"1.0","dappName":"d","dappIcon":"i","uuID":"u","loginUrl":"l","expire":100,"callbackUrl":"app://old"}"#
        )
        #expect(login.common.expired == 100)
        #expect(login.common.callback == "app://old")
        // Re-serialised with the new names.
        #expect(login.jsonText.contains(#""expired":100"#) && login.jsonText.contains(#""callback":"app://old""#))
        let both = try DeeplinkRequest(
            json:
                #"{"action":"login","protocol":"SimpleWallet","version":"1.0","dappName":"d","dappIcon":"i","uuID":"u","loginUrl":"l","expired":7,"expire":100,"callback":"new","callbackUrl":"old"}"#
        )
        #expect(both.common.expired == 7)
        #expect(both.common.callback == "new")

        let transaction = try DeeplinkRequest(
            json:
                #"{"action":"transaction","protocol":"SimpleWallet","version":"1.0","notifyUrl":"https://s/n","ContractRequest":[{"account":"eosio.token","name":"transfer","TransferDataRequest":{"from":"a","to":"b","quantity":"0.0001 EOS","memo":""}}]}"#
        )
        guard case .transaction(let parsed) = transaction else {
            Issue.record("expected transaction")
            return
        }
        #expect(parsed.contractUrl == "https://s/n")
        #expect(parsed.actions[0].data["to"] == .string("b"))
        #expect(transaction.jsonText.contains(#""contractUrl":"https://s/n""#))
        #expect(
            transaction.jsonText.contains(
                #""actions":[{"account":"eosio.token","data":{"from":"a","memo":"","quantity":"0.0001 EOS","to":"b"},"name":"transfer"}]"#
            ))

        let sign = try DeeplinkRequest(
            json:
                #"{"action":"sign","protocol":"SimpleWallet","version":"1.0","message":"m","notifyUrl":"https://s/sign","desc":"d"}"#
        )
        guard case .sign(let parsedSign) = sign else {
            Issue.record("expected sign")
            return
        }
        #expect(parsedSign.signUrl == "https://s/sign")
        #expect(parsedSign.desc == "d")
    }

    @Test func actionDataMayBeAJSONObjectString() throws {
        let json =
            #"{"action":"transaction","protocol":"MYKEY","version":"1.0","actions":[{"account":"eosio","name":"buyram","info":"i","data":"{\"payer\":\"a\",\"quant\":\"1.0000 EOS\"}"}]}"#
        guard case .transaction(let parsed) = try DeeplinkRequest(json: json) else {
            Issue.record("expected transaction")
            return
        }
        #expect(parsed.actions[0].data == ["payer": "a", "quant": "1.0000 EOS"])
        #expect(parsed.jsonText.contains(#""data":{"payer":"a","quant":"1.0000 EOS"}"#))
        let notObject =
            #"{"action":"transaction","protocol":"MYKEY","version":"1.0","actions":[{"account":"eosio","name":"x","data":"[1]"}]}"#
        #expect(
            throws: DeeplinkError.wrongType(
                field: "actions[0].data", expected: "an object or a string holding an object",
                found: "a string holding an array")
        ) {
            try DeeplinkRequest(json: notObject)
        }
        let notJSON =
            #"{"action":"transaction","protocol":"MYKEY","version":"1.0","actions":[{"account":"eosio","name":"x","data":"nope"}]}"#
        #expect(throws: DeeplinkError.self) { try DeeplinkRequest(json: notJSON) }
    }

    @Test func unknownKeysAreIgnoredAndKeysAreCaseSensitive() throws {
        let json =
            #"{"action":"sign","protocol":"SimpleWallet","version":"1.0","message":"m","Message":"other","extra":{"deep":[1,2]}}"#
        #expect(
            try DeeplinkRequest(json: json).jsonText
                == #"{"action":"sign","message":"m","protocol":"SimpleWallet","version":"1.0"}"#)
        #expect(throws: DeeplinkError.missingField("message")) {
            try DeeplinkRequest(json: #"{"action":"sign","protocol":"SimpleWallet","version":"1.0","Message":"m"}"#)
        }
    }

    @Test(arguments: [
        (#"[1]"#, DeeplinkError.wrongType(field: "request", expected: "a JSON object", found: "an array")),
        (#"{"protocol":"SimpleWallet","version":"1.0"}"#, .missingField("action")),
        (#"{"action":"pay","protocol":"SimpleWallet","version":"1.0"}"#, .unsupportedAction("pay")),
        (
            #"{"action":"sign","protocol":1,"version":"1.0","message":"m"}"#,
            .wrongType(field: "protocol", expected: "a string", found: "a number")
        ),
        (
            #"{"action":"sign","protocol":"S","version":"1.0","message":"m","expired":1.5}"#,
            .invalidValue(field: "expired", reason: "1.5 is not an integer in the 64-bit range")
        ),
        (
            #"{"action":"sign","protocol":"S","version":"1.0","message":"m","expired":"5"}"#,
            .wrongType(field: "expired", expected: "a number", found: "a string")
        ),
        (
            #"{"action":"login","protocol":"S","version":"1.0","dappIcon":"i","uuID":"u","loginUrl":"l"}"#,
            .missingField("dappName")
        ),
        (
            #"{"action":"transfer","protocol":"S","version":"1.0","to":"b","symbol":"EOS","precision":4,"amount":"1.0000"}"#,
            .wrongType(field: "amount", expected: "a number", found: "a string")
        ),
        (
            #"{"action":"transfer","protocol":"S","version":"1.0","to":"b","symbol":"EOS","precision":4}"#,
            .missingField("amount")
        ),
        (
            #"{"action":"transfer","protocol":"S","version":"1.0","to":"b","symbol":"EOS","precision":2,"amount":1.005}"#,
            .invalidValue(field: "amount", reason: "1.005 has more than 2 fraction digits")
        ),
        (
            #"{"action":"transfer","protocol":"S","version":"1.0","to":"b","symbol":"EOS","precision":4,"amount":-1}"#,
            .invalidValue(field: "amount", reason: "-1 is negative")
        ),
        (
            #"{"action":"transaction","protocol":"S","version":"1.0","actions":[]}"#,
            .invalidValue(field: "actions", reason: "expected at least one action")
        ),
        (
            #"{"action":"transaction","protocol":"S","version":"1.0","actions":[{"account":"a","data":{}}]}"#,
            .missingField("actions[0].name")
        ),
        (
            #"{"action":"transaction","protocol":"S","version":"1.0","actions":[{"account":"a","name":"n","data":{}},7]}"#,
            .wrongType(field: "actions[1]", expected: "an object", found: "a number")
        ),
    ])
    func wrongRequestsNameTheField(json: String, error: DeeplinkError) {
        #expect(throws: error) { try DeeplinkRequest(json: json) }
    }

    @Test func amountInExponentFormIsReadExactly() throws {
        let json =
            #"{"action":"transfer","protocol":"S","version":"1.0","to":"b","symbol":"EOS","precision":4,"amount":15E-1}"#
        guard case .transfer(let transfer) = try DeeplinkRequest(json: json) else {
            Issue.record("expected transfer")
            return
        }
        #expect(transfer.quantity == "1.5000 EOS")
    }
}
