import JSONValues
import Testing

@Suite struct JSONValueTests {
    @Test func numbersKeepTheirTokenText() throws {
        let value = try JSONValue(parsing: #"[1.0000, -0, 1.5e9, 12345678901234567890123, 0.1]"#)
        let elements = try #require(value.arrayValue)
        #expect(elements.map { $0.text() } == ["1.0000", "-0", "1.5e9", "12345678901234567890123", "0.1"])
        #expect(value.text() == "[1.0000,-0,1.5e9,12345678901234567890123,0.1]")
    }

    @Test func objectsKeepTheirOrderUnlessKeysAreSorted() throws {
        let value: JSONValue = ["b": 1, "a/b": "x/y", "B": "é\u{1}\"\\\n", "ab": nil, "中": true]
        #expect(value.text() == #"{"b":1,"a/b":"x/y","B":"é\u0001\"\\\n","ab":null,"中":true}"#)
        #expect(value.text(.canonical) == #"{"B":"é\u0001\"\\\n","a/b":"x/y","ab":null,"b":1,"中":true}"#)
        let parsed = try JSONValue(parsing: #"{"z":1,"a":2}"#)
        #expect(parsed.objectValue?.keys == ["z", "a"])
        #expect(parsed == ["a": 2, "z": 1], "objects compare as JSON does, whatever the order")
    }

    @Test func formatsChooseEscapesAndLayout() {
        let value: JSONValue = ["k": "\u{1f}\u{7f}\u{2028}", "list": [1, [], [:]]]
        #expect(value.text() == "{\"k\":\"\\u001f\u{7f}\u{2028}\",\"list\":[1,[],{}]}")
        #expect(value.text(JSONFormat(uppercaseEscapes: true)).hasPrefix(#"{"k":"\u001F"#))
        #expect(
            value.text(.pretty) == """
                {
                  "k": "\\u001f\\u007f\\u2028",
                  "list": [
                    1,
                    [],
                    {}
                  ]
                }
                """)
    }

    @Test func objectMembersAreSetInPlaceAndRemoved() {
        var object: JSONObject = ["a": 1, "b": 2, "c": 3]
        object["b"] = "two"
        object["d"] = 4
        object["a"] = nil
        #expect(object.keys == ["b", "c", "d"])
        #expect(object["b"] == "two")
        #expect(object["c"] == 3)
        #expect(JSONObject(["y": 1, "x": 2]).keys == ["x", "y"], "a dictionary's keys come in byte order")
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
        do {
            let value = try JSONValue(parsing: text)
            Issue.record("\(text) parsed as \(value)")
        } catch {
            guard case .invalid(let found, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(found == offset, "\(text): \(error)")
        }
    }

    @Test func duplicateKeysAreRefused() {
        #expect(throws: JSONParseError.duplicateKey("a", offset: 7)) { try JSONValue(parsing: #"{"a":1,"a":2}"#) }
    }

    @Test func nestingAndSizeAreBounded() throws {
        let ok = String(repeating: "[", count: 32) + String(repeating: "]", count: 32)
        _ = try JSONValue(parsing: ok, maxDepth: 32)
        let deep = String(repeating: "[", count: 33) + String(repeating: "]", count: 33)
        #expect(throws: JSONParseError.nestingTooDeep(offset: 32, limit: 32)) {
            try JSONValue(parsing: deep, maxDepth: 32)
        }
        // A hostile depth costs nothing beyond the limit: no stack overflow, a typed error.
        let hostile = String(repeating: "{\"a\":", count: 100_000)
        #expect(throws: JSONParseError.nestingTooDeep(offset: 320, limit: JSONValue.defaultMaxDepth)) {
            try JSONValue(parsing: hostile)
        }
        #expect(throws: JSONParseError.tooLarge(size: 7, limit: 6)) { try JSONValue(parsing: "\"12345\"", maxBytes: 6) }
    }

    @Test func bytesMustBeUTF8() throws {
        #expect(try JSONValue(parsing: Array(#"["é"]"#.utf8)) == ["é"])
        #expect(throws: JSONParseError.notUTF8(offset: 2)) { try JSONValue(parsing: [0x22, 0x61, 0xFF, 0x22]) }
    }

    @Test func numberTokensFollowTheGrammar() {
        #expect(JSONNumber(text: "1.5e9")?.int64Value == nil)
        #expect(JSONNumber(text: "-42")?.int64Value == -42)
        #expect(JSONNumber(text: "01") == nil)
        #expect(JSONNumber(text: "1.") == nil)
        #expect(JSONNumber(text: "1566974400")?.isPlainNonNegativeInteger == true)
        #expect(JSONNumber(text: "-1")?.isPlainNonNegativeInteger == false)
        #expect(JSONNumber(text: "0")?.isPlainNonNegativeInteger == true)
        #expect(JSONNumber(UInt64.max).text == "18446744073709551615")
    }

    @Test func writtenTextParsesBackToTheSameValue() throws {
        let value: JSONValue = [
            "text": "line\nbreak \u{0} \"quoted\" \\ / é 😀", "n": .number(JSONNumber(text: "-1.25E+3")!),
            "nested": ["a": [true, false, nil]],
        ]
        for format in [JSONFormat.compact, .canonical, .pretty, JSONFormat(uppercaseEscapes: true)] {
            #expect(try JSONValue(parsing: value.text(format)) == value)
        }
    }
}
