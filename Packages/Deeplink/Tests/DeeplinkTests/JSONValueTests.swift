import Testing

@testable import Deeplink

@Suite struct JSONValueTests {
    @Test func numbersKeepTheirTokenText() throws {
        let value = try JSONValue(parsing: #"[1.0000, -0, 1.5e9, 12345678901234567890123, 0.1]"#)
        guard case .array(let elements) = value else {
            Issue.record("expected an array")
            return
        }
        #expect(elements.map { $0.jsonText } == ["1.0000", "-0", "1.5e9", "12345678901234567890123", "0.1"])
        #expect(value.jsonText == "[1.0000,-0,1.5e9,12345678901234567890123,0.1]")
    }

    @Test func writerSortsKeysByBytesAndEscapesOnlyWhatItMust() {
        let value: JSONValue = ["b": 1, "a/b": "x/y", "B": "é\u{1}\"\\\n", "ab": nil, "中": true]
        #expect(value.jsonText == #"{"B":"é\u0001\"\\\n","a/b":"x/y","ab":null,"b":1,"中":true}"#)
    }

    @Test func escapesAndSurrogatesDecode() throws {
        let value = try JSONValue(parsing: #""\u00e9\ud83d\ude00\/\t""#)
        #expect(value == .string("é😀/\t"))
    }

    @Test(arguments: [
        ("", 0), ("{", 1), (#"{"a":1,}"#, 7), ("[1 2]", 3), ("01", 1), ("1.", 2), ("-", 1), ("1e", 2),
        ("tru", 0), (#""\ud800""#, 7), (#""\udc00""#, 1), (#""\x""#, 2), ("\"a\u{1}\"", 2), ("[1] x", 4),
        (#"{"a" 1}"#, 5), ("{1:2}", 1),
    ])
    func malformedJSONNamesTheOffset(text: String, offset: Int) {
        #expect(throws: DeeplinkError.self) { try JSONValue(parsing: text) }
        do {
            _ = try JSONValue(parsing: text)
        } catch {
            guard case .invalidJSON(let found, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(found == offset, "\(text): \(error)")
        }
    }

    @Test func duplicateKeysAreRefused() {
        #expect(throws: DeeplinkError.duplicateKey("a", offset: 7)) { try JSONValue(parsing: #"{"a":1,"a":2}"#) }
    }

    @Test func nestingIsBounded() throws {
        let ok = String(repeating: "[", count: 32) + String(repeating: "]", count: 32)
        _ = try JSONValue(parsing: ok)
        let deep = String(repeating: "[", count: 33) + String(repeating: "]", count: 33)
        #expect(throws: DeeplinkError.nestingTooDeep(offset: 32, limit: 32)) { try JSONValue(parsing: deep) }
        // A hostile depth costs nothing beyond the limit: no stack overflow, a typed error.
        let hostile = String(repeating: "{\"a\":", count: 10_000)
        #expect(throws: DeeplinkError.self) { try JSONValue(parsing: hostile) }
    }

    @Test func oversizedTextIsRefusedBeforeParsing() {
        let text = "\"" + String(repeating: "a", count: 70_000) + "\""
        #expect(throws: DeeplinkError.inputTooLarge(what: "JSON text", size: 70_002, limit: 65_536)) {
            try JSONValue(parsing: text)
        }
    }

    @Test func numberConversionsAreExact() throws {
        #expect(JSONNumber(text: "1.5e9")?.int64Value == nil)
        #expect(JSONNumber(text: "1.5e9")?.decimalValue?.description == "1500000000")
        #expect(JSONNumber(text: "25E-2")?.decimalValue?.description == "0.25")
        #expect(JSONNumber(text: "1e999999")?.decimalValue == nil)
        #expect(JSONNumber(text: "01") == nil)
        #expect(JSONNumber(text: "1566974400")?.isPlainNonNegativeInteger == true)
        #expect(JSONNumber(text: "-1")?.isPlainNonNegativeInteger == false)
        #expect(JSONNumber(text: "0")?.isPlainNonNegativeInteger == true)
    }
}
