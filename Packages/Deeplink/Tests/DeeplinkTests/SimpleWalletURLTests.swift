import ByteTools
import Testing

@testable import Deeplink

@Suite struct SimpleWalletURLTests {
    @Test func everyActionRoundTripsThroughTheURL() throws {
        for sample in SpecSamples.all {
            let request = try DeeplinkRequest(json: sample)
            let url = request.simpleWalletURL
            #expect(url.hasPrefix("simplewallet://eos.io?param=%7B%22action%22%3A%22"))
            let parsed = try SimpleWalletURL.parse(url)
            #expect(parsed == request)
            #expect(parsed.jsonText == request.jsonText)
        }
    }

    @Test func encodingIsStrictUppercaseAndEscapesQuerySyntax() throws {
        let transfer = try TransferRequest(
            to: "bob", amount: 1, symbol: "EOS", precision: 0, contract: nil, dappData: "k1=v1&k2=v2+x?y/z#w",
            common: RequestCommon(dappName: "币 ~-._"))
        let url = transfer.simpleWalletURL
        let param = String(url.dropFirst("simplewallet://eos.io?param=".count))
        for character in ["&", "=", "+", "?", "/", "#", " ", "{", "\""] {
            #expect(!param.contains(character), "\(character) left unescaped")
        }
        #expect(param.contains("k1%3Dv1%26k2%3Dv2%2Bx%3Fy%2Fz%23w"))
        #expect(param.contains("%E5%B8%81%20~-._"))
        #expect(try SimpleWalletURL.parse(url) == .transfer(transfer))
    }

    @Test func mykeyAndroidFormEncodedURLParses() throws {
        // The MK-and form: Java URLEncoder, lowercase hex, `+` for spaces ("1.0000+EOS").
        let param =
            "%7b%22action%22%3a%22transaction%22%2c%22actions%22%3a%5b%7b%22account%22%3a%22eosio%22%2c%22data%22%3a%7b%22payer%22%3a%22kddkkdskkkss%22%2c%22quant%22%3a%221.0000+EOS%22%2c%22receiver%22%3a%22kddkkdskkkss%22%7d%2c%22info%22%3a%22%e8%b4%ad%e4%b9%b0ram%22%2c%22name%22%3a%22buyram%22%7d%5d%2c%22dappName%22%3a%22%e5%b8%81%e4%b9%8e%22%2c%22protocol%22%3a%22SimpleWallet%22%2c%22version%22%3a%221.0%22%7d"
        let request = try SimpleWalletURL.parse("simplewallet://eos.io?param=" + param)
        guard case .transaction(let transaction) = request else {
            Issue.record("expected transaction")
            return
        }
        #expect(transaction.actions[0].data["quant"] == .string("1.0000 EOS"))
        #expect(transaction.actions[0].info == "购买ram")
        #expect(transaction.dappName == "币乎")
        // Every spec sample, encoded the Java way, parses to the same request.
        for sample in SpecSamples.all {
            let url = "simplewallet://eos.io?param=" + SpecSamples.javaFormEncode(sample)
            #expect(try SimpleWalletURL.parse(url) == DeeplinkRequest(json: sample))
        }
    }

    @Test func rawJSONParamIsTakenToTheEnd() throws {
        let url = "simplewallet://eos.io?param=" + SpecSamples.sign
        #expect(try SimpleWalletURL.parse(url) == DeeplinkRequest(json: SpecSamples.sign))
        // Raw JSON may contain & and # — they belong to the JSON.
        let json = #"{"action":"sign","protocol":"SimpleWallet","version":"1.0","message":"a&b=c#d"}"#
        guard case .sign(let sign) = try SimpleWalletURL.parse("simplewallet://eos.io?x=1&param=" + json) else {
            Issue.record("expected sign")
            return
        }
        #expect(sign.message == "a&b=c#d")
    }

    @Test func encodedParamEndsAtTheNextItemOrFragment() throws {
        let request = try DeeplinkRequest(json: SpecSamples.sign)
        let encoded = PercentEncoding.encode(SpecSamples.sign)
        #expect(try SimpleWalletURL.parse("SimpleWallet://EOS.IO/?param=\(encoded)&other=1#frag") == request)
        #expect(try SimpleWalletURL.parse("simplewallet://eos.io?a=1&param=\(encoded)") == request)
        // "xparam=" is not the param item.
        #expect(throws: DeeplinkError.missingQueryItem("param")) {
            try SimpleWalletURL.parse("simplewallet://eos.io?xparam=\(encoded)")
        }
    }

    @Test(arguments: [
        ("https://eos.io?param={}", DeeplinkError.wrongScheme(found: "https", expected: "simplewallet")),
        ("simplewallet:eos.io?param={}", .wrongScheme(found: "simplewallet:eos.io?", expected: "simplewallet")),
        ("simplewallet://eos.com?param={}", .wrongHost(found: "eos.com", expected: "eos.io")),
        ("simplewallet://eos.io.evil?param={}", .wrongHost(found: "eos.io.evil", expected: "eos.io")),
        ("simplewallet://eos.io", .missingQueryItem("param")),
        ("simplewallet://eos.io?par=1", .missingQueryItem("param")),
        (
            "simplewallet://eos.io/path?param={}",
            .invalidValue(field: "URL path", reason: "expected none before the query")
        ),
        ("simplewallet://eos.io?param=%7", .invalidPercentEncoding(field: "param", offset: 0)),
        ("simplewallet://eos.io?param=%7b%zz", .invalidPercentEncoding(field: "param", offset: 3)),
        ("simplewallet://eos.io?param=%7b%22%ff%22", .invalidUTF8(field: "param", offset: 2)),
        ("simplewallet://eos.io?param=%7b%22a", .invalidJSON(offset: 3, expected: "'\"' closing the string")),
        (
            "simplewallet://eos.io?param=%5b%5d",
            .wrongType(field: "request", expected: "a JSON object", found: "an array")
        ),
    ])
    func badURLsGiveSpecificErrors(url: String, error: DeeplinkError) {
        #expect(throws: error) { try SimpleWalletURL.parse(url) }
    }

    @Test func oversizedURLsAreRefusedBeforeDecoding() {
        let huge = "simplewallet://eos.io?param=" + String(repeating: "%41", count: 70_000)
        #expect(throws: DeeplinkError.inputTooLarge(what: "URL", size: huge.utf8.count, limit: 200_704)) {
            try SimpleWalletURL.parse(huge)
        }
        let decodedTooLarge = "simplewallet://eos.io?param=" + String(repeating: "A", count: 65_537)
        #expect(throws: DeeplinkError.inputTooLarge(what: "param", size: 65_537, limit: 65_536)) {
            try SimpleWalletURL.parse(decodedTooLarge)
        }
        let deep = "simplewallet://eos.io?param=" + String(repeating: "[", count: 40)
        #expect(throws: DeeplinkError.nestingTooDeep(offset: 32, limit: 32)) { try SimpleWalletURL.parse(deep) }
    }

    @Test func qrPayloadIsTheBareJSON() throws {
        let request = try DeeplinkRequest(json: SpecSamples.login)
        #expect(QRPayload.make(for: request) == SpecSamples.login)
        #expect(request.qrPayload == SpecSamples.login)
    }

    @Test func qrTextIsTrimmedAndMayBeAURL() throws {
        let request = try DeeplinkRequest(json: SpecSamples.transfer)
        #expect(try QRPayload.parse(" \n\t" + SpecSamples.transfer + "\r\n ", now: 0) == request)
        #expect(try QRPayload.parse("\n" + request.simpleWalletURL + " ", now: 0) == request)
    }

    @Test func expiredQRRequestsAreRefused() throws {
        var login = LoginRequest(
            dappName: "d", dappIcon: "i", uuID: "u", loginUrl: "https://x/l", expired: 1_700_000_000)
        #expect(try QRPayload.parse(login.qrPayload, now: 1_700_000_000) == .login(login))
        #expect(throws: DeeplinkError.expired(expired: 1_700_000_000, now: 1_700_000_001)) {
            try QRPayload.parse(login.qrPayload, now: 1_700_000_001)
        }
        #expect(throws: DeeplinkError.expired(expired: 1_700_000_000, now: 1_700_000_001)) {
            try QRPayload.parse(login.simpleWalletURL, now: 1_700_000_001)
        }
        login.expired = nil
        #expect(try QRPayload.parse(login.qrPayload, now: .max) == .login(login))
    }

    @Test func qrTextErrors() {
        #expect(throws: DeeplinkError.invalidJSON(offset: 0, expected: "a value")) {
            try QRPayload.parse("   ", now: 0)
        }
        #expect(throws: DeeplinkError.invalidJSON(offset: 0, expected: "a value")) {
            try QRPayload.parse("hello", now: 0)
        }
    }

    @Test func mykeyRouteUsesTheInjectedEncoder() throws {
        let request = try DeeplinkRequest(json: SpecSamples.sign)
        let url = MYKEYRoute.url(
            for: request, appKey: "7A7A18E917BDEF1CFDEA6602C56B6D37", userId: "5C1E0D4E-0000-4000-8000-000000000001"
        ) {
            "enc:" + String($0.utf8.count)
        }
        #expect(
            url
                == "mykey://mykey.org/protocol?param=enc%3A\(SpecSamples.sign.utf8.count)&appKey=7A7A18E917BDEF1CFDEA6602C56B6D37&userId=5C1E0D4E-0000-4000-8000-000000000001"
        )
        #expect(MYKEYRoute.appKeysMatch("7a7a18e917bdef1cfdea6602c56b6d37", "7A7A18E917BDEF1CFDEA6602C56B6D37"))
        #expect(!MYKEYRoute.appKeysMatch("7A7A", "7A7B"))
        // The spec's check value (§1b), computed there with Python's hashlib.
        #expect(MYKEYRoute.simpleModeAppKey(dappName: "BiHu") == "7A7A18E917BDEF1CFDEA6602C56B6D37")
        #expect(
            MYKEYRoute.callbackURL(page: "myapp://cb", action: .login, callbackID: "ID1")
                == "myapp://cb?action=login&callBackId=ID1")
        let id = try MYKEYRoute.newCallbackID()
        #expect(id.utf8.count == 32 && id.uppercased() == id)
    }
}
