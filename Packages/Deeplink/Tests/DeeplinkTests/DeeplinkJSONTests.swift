import BigNum
import Testing

@testable import Deeplink

/// What Deeplink adds to the workspace's JSON values: its limits and errors, the §2.0 text and
/// exact decimals.
@Suite struct DeeplinkJSONTests {
    @Test func jsonTextSortsKeysByBytesAndEscapesOnlyWhatItMust() {
        let value: JSONValue = ["b": 1, "a/b": "x/y", "B": "é\u{1}\"\\\n\u{7f}", "ab": nil, "中": true]
        #expect(
            value.jsonText == "{\"B\":\"é\\u0001\\\"\\\\\\n\u{7f}\",\"a/b\":\"x/y\",\"ab\":null,\"b\":1,\"中\":true}")
    }

    @Test func parseErrorsAreDeeplinkErrors() {
        #expect(throws: DeeplinkError.invalidJSON(offset: 7, expected: "a string key")) {
            try JSONValue(parsing: #"{"a":1,}"#, limits: .default)
        }
        #expect(throws: DeeplinkError.duplicateKey("a", offset: 7)) {
            try JSONValue(parsing: #"{"a":1,"a":2}"#, limits: .default)
        }
        let deep = String(repeating: "[", count: 33) + String(repeating: "]", count: 33)
        #expect(throws: DeeplinkError.nestingTooDeep(offset: 32, limit: 32)) {
            try JSONValue(parsing: deep, limits: .default)
        }
    }

    @Test func oversizedTextIsRefusedBeforeParsing() {
        let text = "\"" + String(repeating: "a", count: 70_000) + "\""
        #expect(throws: DeeplinkError.inputTooLarge(what: "JSON text", size: 70_002, limit: 65_536)) {
            try JSONValue(parsing: text, limits: .default)
        }
    }

    @Test func numberConversionsAreExact() throws {
        #expect(JSONNumber(text: "1.5e9")?.decimalValue?.description == "1500000000")
        #expect(JSONNumber(text: "25E-2")?.decimalValue?.description == "0.25")
        #expect(JSONNumber(text: "1e999999")?.decimalValue == nil)
        #expect(JSONNumber(try BigDecimal(parsing: "-1.0000")).text == "-1.0000")
    }
}
