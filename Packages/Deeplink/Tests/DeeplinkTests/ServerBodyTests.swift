import Testing

@testable import Deeplink

@Suite struct ServerBodyTests {
    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func simpleWalletLoginBodyWithANumberTimestamp() throws {
        let json =
            #"{"protocol":"SimpleWallet","version":"1.0","timestamp":1566974400,"sign":"SIG_K1_x","uuID":"u","Account":"alice","Ref":"TokenPocket"}"#
        let body = try LoginBody(body: bytes(json), contentType: "application/json; charset=utf-8")
        #expect(body.account == "alice")
        #expect(body.ref == "TokenPocket")
        #expect(body.timestampText == "1566974400")
        #expect(body.timestampForm == .jsonNumber)
        #expect(body.signedText == "1566974400aliceuTokenPocket")
        #expect(
            body.jsonText
                == #"{"account":"alice","protocol":"SimpleWallet","ref":"TokenPocket","sign":"SIG_K1_x","timestamp":1566974400,"uuID":"u","version":"1.0"}"#
        )
    }

    @Test func stringTimestampsAreVerbatim() throws {
        for text in ["01566974400", " 15 ", "1.5e9", ""] {
            let body = try LoginBody(json: #"{"timestamp":"\#(text)","sign":"s","uuID":"u","account":"a","ref":"r"}"#)
            #expect(body.timestampText == text)
            #expect(body.jsonText.contains(#""timestamp":"\#(text)""#))
        }
    }

    @Test(arguments: ["1.5e9", "-1", "1566974400.0", "1E9", "-0"])
    func numberTimestampsMustBePlainIntegers(token: String) {
        #expect(
            throws: DeeplinkError.invalidValue(
                field: "timestamp", reason: "number \(token) is not written as 0 or [1-9][0-9]*")
        ) {
            try LoginBody(json: #"{"timestamp":\#(token),"sign":"s","uuID":"u","account":"a","ref":"r"}"#)
        }
    }

    @Test func formLoginBody() throws {
        let form = "protocol=SimpleWallet&timestamp=01566974400&sign=SIG_K1_a%2Bb&uuID=u+1&account=alice&ref=w"
        let body = try LoginBody(body: bytes(form), contentType: "application/x-www-form-urlencoded")
        #expect(body.timestampText == "01566974400")
        #expect(body.timestampForm == .form)
        #expect(body.sign == "SIG_K1_a+b")
        #expect(body.uuID == "u 1")
        // Sniffed without a content type.
        #expect(try LoginBody(body: bytes(form), contentType: nil) == body)
        #expect(try LoginBody(form: form) == body)
    }

    @Test(arguments: [
        (#"{"sign":"s","uuID":"u","account":"a","ref":"r"}"#, DeeplinkError.missingField("timestamp")),
        (#"{"timestamp":"1","uuID":"u","account":"a","ref":"r"}"#, .missingField("sign")),
        (
            #"{"timestamp":true,"sign":"s","uuID":"u","account":"a","ref":"r"}"#,
            .wrongType(field: "timestamp", expected: "a string or a number", found: "a boolean")
        ),
        (
            #"{"timestamp":"1","sign":"s","uuID":"u","account":7,"ref":"r"}"#,
            .wrongType(field: "account", expected: "a string", found: "a number")
        ),
        (#"{"timestamp":"1","sign":"s","uuID":"u","Account":"a","ACCOUNT":"b","ref":"r"}"#, .ambiguousField("account")),
        (#"["timestamp"]"#, .wrongType(field: "body", expected: "a JSON object", found: "an array")),
    ])
    func badLoginBodies(json: String, error: DeeplinkError) {
        #expect(throws: error) { try LoginBody(json: json) }
    }

    @Test func exactCaseWinsOverCaseVariants() throws {
        let body = try LoginBody(
            json: #"{"timestamp":"1","sign":"s","uuID":"u","Account":"b","account":"a","ref":"r"}"#)
        #expect(body.account == "a")
    }

    @Test func invalidUTF8BodyIsRefused() {
        #expect(throws: DeeplinkError.invalidUTF8(field: "body", offset: 2)) {
            try LoginBody(body: [0x7B, 0x7D, 0xC0], contentType: nil)
        }
    }

    @Test func oversizedBodyIsRefused() {
        let body = [UInt8](repeating: 0x20, count: 300_000)
        #expect(throws: DeeplinkError.inputTooLarge(what: "body", size: 300_000, limit: 200_704)) {
            try LoginBody(body: body, contentType: "application/json")
        }
    }

    @Test(arguments: ["tx_id", "txId", "txID", "txid", "TX_ID"])
    func transactionNotificationSpellings(name: String) throws {
        let json = #"{"protocol":"SimpleWallet","version":"1.0","\#(name)":"abc","ref":"w","account":"alice"}"#
        let notification = try TransactionNotification(body: bytes(json), contentType: "application/json")
        #expect(notification.txID == "abc")
        #expect(
            notification.jsonText
                == #"{"account":"alice","protocol":"SimpleWallet","ref":"w","tx_id":"abc","version":"1.0"}"#)
        let form = try TransactionNotification(
            body: bytes("\(name)=abc&account=alice"), contentType: "application/x-www-form-urlencoded")
        #expect(form.txID == "abc" && form.ref == nil)
    }

    @Test func signNotification() throws {
        let json =
            #"{"protocol":"SimpleWallet","version":"1.0","message":"你好","sign":"SIG_K1_z","ref":"mykey","Account":"alice"}"#
        let notification = try SignNotification(body: bytes(json), contentType: nil)
        #expect(notification.message == "你好")
        #expect(notification.account == "alice")
        #expect(throws: DeeplinkError.missingField("sign")) {
            try SignNotification(body: bytes("message=m&account=a"), contentType: nil)
        }
    }

    @Test func serverReplies() throws {
        #expect(ServerReply.success.jsonText == #"{"code":0,"error":"","message":""}"#)
        #expect(
            ServerReply(code: 3, text: "bad \"sig\"").jsonText
                == #"{"code":3,"error":"bad \"sig\"","message":"bad \"sig\""}"#)
        #expect(try ServerReply(json: #"{"code":0,"message":""}"#).isSuccess)
        #expect(try ServerReply(json: #"{"code":2,"error":"swallet"}"#) == ServerReply(code: 2, text: "swallet"))
        #expect(try ServerReply(json: #"{"code":2,"error":"e","message":"m"}"#).text == "m")
        #expect(throws: DeeplinkError.missingField("code")) { try ServerReply(json: #"{"message":"m"}"#) }
        #expect(throws: DeeplinkError.wrongType(field: "code", expected: "a number", found: "a string")) {
            try ServerReply(json: #"{"code":"0"}"#)
        }
        #expect(throws: DeeplinkError.invalidValue(field: "code", reason: "0.5 is not an integer")) {
            try ServerReply(json: #"{"code":0.5}"#)
        }
    }
}
