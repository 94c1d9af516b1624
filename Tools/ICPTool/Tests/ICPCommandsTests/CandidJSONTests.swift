import BigInt
import BigNum
import Candid
import Foundation
import ICPCommands
import Testing

/// The JSON mapping of `icp call --output json`, value by value.
@Suite struct CandidJSONTests {
    func json(
        _ value: CandidValue, _ type: CandidType? = nil, _ environment: CandidTypeEnvironment = CandidTypeEnvironment()
    ) -> String {
        CandidJSON.value(value, type: type, environment: environment).text()
    }

    @Test func integersAreNumbersUpTo2To53Minus1AndStringsBeyond() {
        #expect(json(.nat64(9_007_199_254_740_991)) == "9007199254740991")
        #expect(json(.nat64(9_007_199_254_740_992)) == "\"9007199254740992\"")
        #expect(json(.int64(-9_007_199_254_740_991)) == "-9007199254740991")
        #expect(json(.int64(-9_007_199_254_740_992)) == "\"-9007199254740992\"")
        #expect(json(.int64(.min)) == "\"-9223372036854775808\"")
        #expect(json(.nat(BigUInt(9_007_199_254_740_991))) == "9007199254740991")
        #expect(json(.nat(BigUInt(1) << 100)) == "\"1267650600228229401496703205376\"")
        #expect(json(.int(-(BigInt(1) << 60))) == "\"-1152921504606846976\"")
        #expect(json(.nat8(255)) == "255")
        #expect(json(.int32(-5)) == "-5")
    }

    @Test func floatsKeepTheirShortestTextAndNonFiniteOnesAreStrings() {
        #expect(json(.float64(0.5)) == "0.5")
        #expect(json(.float32(0.1)) == "0.1")
        #expect(json(.float64(1e300)) == "1e+300")
        #expect(json(.float64(.nan)) == "\"NaN\"")
        #expect(json(.float64(-.infinity)) == "\"-Infinity\"")
        #expect(json(.float32(.infinity)) == "\"Infinity\"")
    }

    @Test func recordsTakeNamesFromTheTypeAndIdsOtherwise() {
        let value = CandidValue.record(sorting: [
            CandidField(.id(CandidLabel.hash("owner")), .text("a")), CandidField(.id(7), .bool(true)),
        ])
        #expect(json(value) == #"{"7":true,"947296307":"a"}"#)
        let type = CandidType.record([CandidFieldType("owner", .text), CandidFieldType(.id(7), .bool)])
        #expect(json(value, type) == #"{"owner":"a","7":true}"#)
        #expect(json(.tuple([.text("x"), .null])) == #"{"0":"x","1":null}"#)
        // Names through a named type.
        let environment = CandidTypeEnvironment(["Account": type])
        #expect(json(value, .named("Account"), environment) == #"{"owner":"a","7":true}"#)
    }

    @Test func variantsOptionsBlobsPrincipalsAndReferences() throws {
        let variantType = CandidType.variant([CandidFieldType("Ok", .nat), CandidFieldType("Err", .null)])
        #expect(json(.variant(CandidField(.id(CandidLabel.hash("Err")), .null)), variantType) == #"{"Err":null}"#)
        #expect(json(.variant(CandidField("Ok", .nat(5)))) == #"{"Ok":5}"#)
        #expect(json(.opt(nil)) == "null")
        #expect(json(.opt(.text("x"))) == "\"x\"")
        #expect(json(.blob([0, 0xff])) == "\"00ff\"")
        #expect(json(.vec([.nat8(1), .nat8(2)]), .vec(.nat8)) == "\"0102\"")
        #expect(json(.vec([.nat16(1), .nat16(2)])) == "[1,2]")
        let principal = try CandidPrincipal(text: "aaaaa-aa")
        #expect(json(.principal(principal)) == "\"aaaaa-aa\"")
        #expect(json(.service(principal)) == "\"aaaaa-aa\"")
        #expect(json(.function(principal, method: "raw_rand")) == #"{"principal":"aaaaa-aa","method":"raw_rand"}"#)
        #expect(json(.reserved) == "null")
    }

    @Test func stringsAreEscapedAsRFC8259Demands() throws {
        let text = "quote \" backslash \\ newline \n tab \t bell \u{07} é 🙂"
        let encoded = json(.text(text))
        #expect(encoded == #""quote \" backslash \\ newline \n tab \t bell \u0007 é 🙂""#)
        let decoded = try JSONSerialization.jsonObject(with: Data(encoded.utf8), options: .fragmentsAllowed) as? String
        #expect(decoded == text)
    }

    @Test func listsArePrettyPrintedInDeclarationOrder() {
        let type = CandidType.record([CandidFieldType("b", .nat8), CandidFieldType("a", .nat8)])
        let value = CandidValue.record(sorting: [CandidField("b", .nat8(1)), CandidField("a", .nat8(2))])
        // Fields in the type's order, not the wire's (by id); the list is an array, one element per value.
        #expect(
            CandidJSON.list([value, .vec([])], types: [type, .vec(.text)]).text(.pretty) == """
                [
                  {
                    "b": 1,
                    "a": 2
                  },
                  []
                ]
                """)
        // Without a type: by id.
        #expect(CandidJSON.list([value], types: []).text() == #"[{"a":2,"b":1}]"#)
    }
}
