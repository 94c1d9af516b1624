import BigInt
import BigNum
import Candid
import Foundation
import Testing

/// Messages of several values through the Codable bridge: a method's argument list and results.
@Suite struct ArgumentListTests {
    struct Account: Codable, Equatable {
        var owner: CandidPrincipal
        var subaccount: Data?
    }

    @Test func severalValuesMakeOneMessageWithOneArgumentEach() throws {
        let owner = try CandidPrincipal(text: "ryjl3-tyaaa-aaaaa-aaaba-cai")
        let bytes = try CandidEncoder().encodeArguments(
            "hi", UInt64(42), Account(owner: owner, subaccount: nil), BigUInt(7))
        let message = try CandidBinary.decode(bytes)
        #expect(message.values.count == 4)
        #expect(message.values[0] == .text("hi") && message.values[1] == .nat64(42) && message.values[3] == .nat(7))
        let (text, number, account, big) = try CandidDecoder().decodeArguments(
            String.self, UInt64.self, Account.self, BigUInt.self, from: bytes)
        #expect(text == "hi" && number == 42 && account == Account(owner: owner, subaccount: nil) && big == 7)
    }

    @Test func theSameBytesAsTheValueAPI() throws {
        let codable = try CandidEncoder().encodeArguments("hi", UInt64(42))
        #expect(codable == (try CandidBinary.encode([.text("hi"), .nat64(42)], types: [.text, .nat64])))
        // And a single value is the one-argument message `encode` makes.
        #expect(try CandidEncoder().encodeArguments("hi") == (try CandidEncoder().encode("hi")))
    }

    @Test func noArgumentsIsTheEmptyMessage() throws {
        let bytes = try CandidEncoder().encodeArguments()
        #expect(bytes == Array("DIDL".utf8) + [0, 0])
        try CandidDecoder().decodeArguments(from: bytes)
    }

    @Test func extraValuesAreSkippedAndMissingOptionalsAreNil() throws {
        let bytes = try CandidEncoder().encodeArguments("hi", UInt64(42), true)
        let (text, number) = try CandidDecoder().decodeArguments(String.self, UInt64.self, from: bytes)
        #expect(text == "hi" && number == 42)
        let (first, missing) = try CandidDecoder().decodeArguments(
            String.self, UInt8?.self, from: try CandidEncoder().encodeArguments("only"))
        #expect(first == "only" && missing == nil)
    }

    @Test func aMissingRequiredValueOrAWrongTypeNamesTheArgument() throws {
        let bytes = try CandidEncoder().encodeArguments("only")
        #expect(throws: CandidCodingError.self) {
            try CandidDecoder().decodeArguments(String.self, UInt64.self, from: bytes)
        }
        // A type that cannot be probed reads the wire types: the missing value is still named.
        struct Loose: Decodable { var callback: CandidFunctionReference }
        do {
            _ = try CandidDecoder().decodeArguments(String.self, Loose.self, from: bytes)
            Issue.record("a missing record decoded")
        } catch {
            #expect("\(error)".contains("argument 1"), "\(error)")
        }
        do {
            _ = try CandidDecoder().decodeArguments(
                String.self, String.self, from: try CandidEncoder().encodeArguments("a", UInt64(1)))
            Issue.record("a nat64 decoded as text")
        } catch {
            #expect("\(error)" == "type mismatch at byte offset 10 (argument 1): expected text, found nat64")
        }
    }

    @Test func hostileBytesAreTypedErrors() {
        #expect(throws: CandidCodingError.self) {
            try CandidDecoder().decodeArguments(String.self, from: [0x44, 0x49, 0x44])
        }
        #expect(throws: CandidCodingError.self) {
            try CandidDecoder().decodeArguments(String.self, from: Array("DIDL".utf8) + [0, 1, 0x71, 0xff])
        }
    }
}
