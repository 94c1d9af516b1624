import BigInt
import BigNum
import CBOR
import Foundation
import Testing

@Suite struct CBORDecoderTests {
    @Test func theRequestEnvelopeRoundTrips() throws {
        for envelope in [
            RequestEnvelope.sample(), RequestEnvelope.sample(nonce: nil),
            RequestEnvelope(content: RequestEnvelope.sample().content),
        ] {
            for options in [CBOREncodingOptions.default, .deterministic, CBOREncodingOptions(selfDescribe: true)] {
                let bytes = try CBOREncoder(options: options).encode(envelope)
                #expect(try CBORDecoder().decode(RequestEnvelope.self, from: bytes) == envelope)
                #expect(try CBORDecoder().decode(RequestEnvelope.self, from: Data(bytes)) == envelope)
            }
        }
    }

    @Test func anEnvelopeWrittenByHandDecodes() throws {
        // As another agent would send it: self-describe tag, keys in another order, nonce absent.
        let text = """
            55799({"sender_sig": h'0102', "content": {"ingress_expiry": 1712345678000000000, "sender": h'04',
              "method_name": "greet", "arg": h'4449444c0000', "canister_id": h'00000000000000020101',
              "request_type": "query"}, "sender_pubkey": h'0a0b'})
            """
        let bytes = try CBOR(diagnostic: text).encoded()
        let envelope = try CBORDecoder().decode(RequestEnvelope.self, from: bytes)
        #expect(envelope.content.requestType == "query")
        #expect(envelope.content.nonce == nil)
        #expect(envelope.content.ingressExpiry == 1_712_345_678_000_000_000)
        #expect(envelope.senderSig == Data([1, 2]))
    }

    @Test func nestedRealWorldShapesRoundTrip() throws {
        let response = ReadStateResponse(
            status: .replied,
            labels: [.leaf(Data([1, 2])), .fork(left: -3, right: 4), .empty],
            times: ["a": 1, "b": UInt64.max, "é": 0],
            tags: ["x", "y"],
            nested: [[Int8.min, 0, Int8.max], []],
            reason: nil,
            ratio: -0.1,
            small: 1.5,
            flags: [true, false])
        for options in [CBOREncodingOptions.default, .deterministic] {
            let bytes = try CBOREncoder(options: options).encode(response)
            #expect(try CBORDecoder().decode(ReadStateResponse.self, from: bytes) == response)
        }
        let times = try CBOREncoder().encodeAsCBOR(response)["times"]?.mapValue
        #expect(times?.count == 3)
    }

    @Test func snakeCaseKeysDecodeIntoCamelCaseProperties() throws {
        struct Camel: Codable, Equatable {
            var requestType: String
            var ingressExpiry: UInt64
            var canisterId: Data
        }
        let value: CBOR = ["request_type": "call", "ingress_expiry": 5, "canister_id": .bytes([1])]
        var decoder = CBORDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        #expect(
            try decoder.decode(Camel.self, from: value)
                == Camel(requestType: "call", ingressExpiry: 5, canisterId: Data([1])))
        decoder.keyDecodingStrategy = .custom { path in
            AnyKey(stringValue: path.last?.stringValue.replacingOccurrences(of: "_", with: "") ?? "")
        }
        struct Lower: Codable, Equatable { var requesttype: String }
        #expect(try decoder.decode(Lower.self, from: value) == Lower(requesttype: "call"))
    }

    @Test func numbersDecodeIntoEveryTypeTheyFitAndNoOther() throws {
        let decoder = CBORDecoder()
        #expect(try decoder.decode(UInt8.self, from: CBOR(255)) == 255)
        #expect(throws: DecodingError.self) { try decoder.decode(UInt8.self, from: CBOR(256)) }
        #expect(throws: DecodingError.self) { try decoder.decode(UInt64.self, from: CBOR(-1)) }
        #expect(try decoder.decode(Int64.self, from: .negative(UInt64(Int64.max))) == .min)
        #expect(throws: DecodingError.self) { try decoder.decode(Int64.self, from: .negative(UInt64(Int64.max) + 1)) }
        #expect(try decoder.decode(UInt64.self, from: .tagged(.positiveBignum, .bytes([0, 0, 1, 0]))) == 256)
        #expect(try decoder.decode(Int.self, from: .tagged(.negativeBignum, .bytes([9]))) == -10)
        #expect(try decoder.decode(Double.self, from: CBOR(3)) == 3)
        #expect(try decoder.decode(Double.self, from: .negative(.max)) == -0x1p64)
        #expect(throws: DecodingError.self) { try decoder.decode(Double.self, from: .unsigned((1 << 53) + 1)) }
        #expect(try decoder.decode(Float.self, from: 1.5) == 1.5)
        #expect(throws: DecodingError.self) { try decoder.decode(Float.self, from: 1e300) }
        #expect(try decoder.decode(Float.self, from: .float(.infinity)) == .infinity)
        #expect(throws: DecodingError.self) { try decoder.decode(Int.self, from: 1.0) }
        #expect(throws: DecodingError.self) { try decoder.decode(String.self, from: .bytes([0x61])) }
        #expect(
            try decoder.decode(BigInt.self, from: .tagged(.negativeBignum, .bytes([1, 0, 0, 0, 0, 0, 0, 0, 0])))
                == -(BigInt(1) << 64) - 1)
        #expect(throws: DecodingError.self) { try decoder.decode(BigUInt.self, from: CBOR(-1)) }
        #expect(try decoder.decode(Bool?.self, from: .undefined) == nil)
        #expect(try decoder.decode([Int?].self, from: [1, nil, .undefined]) == [1, nil, nil])
    }

    @Test func dateStrategies() throws {
        let expected = Date(timeIntervalSince1970: 1_363_896_240)
        func decoded(_ strategy: CBORDecoder.DateDecodingStrategy, _ diagnostic: String) throws -> Date {
            var decoder = CBORDecoder()
            decoder.dateDecodingStrategy = strategy
            return try decoder.decode(Date.self, from: CBOR(diagnostic: diagnostic))
        }
        #expect(try decoded(.tagged, "0(\"2013-03-21T20:04:00Z\")") == expected)
        #expect(try decoded(.tagged, "0(\"2013-03-21T21:04:00+01:00\")") == expected)
        #expect(try decoded(.tagged, "1(1363896240)") == expected)
        #expect(try decoded(.tagged, "1(1363896240.5)") == expected.addingTimeInterval(0.5))
        #expect(throws: DecodingError.self) { try decoded(.tagged, "1363896240") }
        #expect(throws: DecodingError.self) { try decoded(.tagged, "0(\"2013-02-30T20:04:00Z\")") }
        #expect(throws: DecodingError.self) { try decoded(.tagged, "1(\"soon\")") }
        #expect(try decoded(.secondsSince1970, "1363896240") == expected)
        #expect(try decoded(.secondsSince1970, "1(1363896240)") == expected)
        #expect(try decoded(.millisecondsSince1970, "1363896240000") == expected)
        #expect(try decoded(.rfc3339, "\"2013-03-21T20:04:00Z\"") == expected)
        #expect(
            try decoded(
                .custom { decoder in
                    Date(timeIntervalSince1970: try decoder.singleValueContainer().decode(Double.self) * 2)
                }, "681948120.0") == expected)
        for strategy in [CBOREncoder.DateEncodingStrategy.epochDateTime, .standardDateTime, .deferredToDate] {
            var encoder = CBOREncoder()
            encoder.dateEncodingStrategy = strategy
            var decoder = CBORDecoder()
            if case .deferredToDate = strategy { decoder.dateDecodingStrategy = .deferredToDate }
            let dates = [
                expected, expected.addingTimeInterval(0.25), Date(timeIntervalSince1970: -86_400 * 365.25 * 100),
            ]
            #expect(try decoder.decode([Date].self, from: encoder.encode(dates)) == dates)
        }
    }

    @Test func shapeErrorsNameTheCodingPath() throws {
        let bytes = try CBOR(diagnostic: #"{"content": {"request_type": 5}}"#).encoded()
        do {
            _ = try CBORDecoder().decode(RequestEnvelope.self, from: bytes)
            Issue.record("decoded a malformed envelope")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(context.codingPath.map(\.stringValue) == ["content", "request_type"])
        }
        let missing = try CBOR(diagnostic: #"{"content": {"request_type": "call"}}"#).encoded()
        do {
            _ = try CBORDecoder().decode(RequestEnvelope.self, from: missing)
            Issue.record("decoded an incomplete envelope")
        } catch DecodingError.keyNotFound(let key, let context) {
            #expect(key.stringValue == "canister_id")
            #expect(context.codingPath.map(\.stringValue) == ["content"])
        }
        do {
            _ = try CBORDecoder().decode([[UInt8]].self, from: CBOR(diagnostic: "[[1], [2, 300]]"))
            Issue.record("decoded 300 as a byte")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.codingPath.map(\.intValue) == [1, 1])
        }
    }

    @Test func malformedBytesThrowTheByteLevelError() {
        #expect(
            throws: CBORDecodingError.truncated(
                offset: 1, expected: "1 array item(s), but only 0 byte(s) remain after the head")
        ) {
            try CBORDecoder().decode([Int].self, from: [0x81])
        }
        var decoder = CBORDecoder()
        decoder.options.maximumDepth = 2
        #expect(throws: CBORDecodingError.nestingTooDeep(offset: 2, limit: 2)) {
            try decoder.decode([[[Int]]].self, from: [0x81, 0x81, 0x80])
        }
    }

    @Test func duplicateKeysAreRejectedBeforeAnyTypeSeesThem() throws {
        struct Pair: Codable { var a: Int }
        #expect(throws: CBORDecodingError.self) {
            try CBORDecoder().decode(Pair.self, from: bytes("a2 6161 01 6161 02"))
        }
        var decoder = CBORDecoder()
        decoder.options.duplicateKeys = .keepLast
        #expect(try decoder.decode(Pair.self, from: bytes("a2 6161 01 6161 02")).a == 2)
    }

    @Test func largeDictionariesDecodeInLinearTime() throws {
        var dictionary: [String: Int] = [:]
        for index in 0..<20_000 { dictionary["key-\(index)"] = index }
        let bytes = try CBOREncoder().encode(dictionary)
        let start = ContinuousClock.now
        #expect(try CBORDecoder().decode([String: Int].self, from: bytes) == dictionary)
        // Quadratic lookups would take minutes here; linear ones well under a few seconds.
        #expect(ContinuousClock.now - start < .seconds(20))
        let byInt = Dictionary(uniqueKeysWithValues: (0..<100).map { ($0 - 50, "v\($0)") })
        var integers = CBOREncoder()
        integers.usesIntegerKeys = true
        let intBytes = try integers.encode(byInt)
        #expect(try CBOR(decoding: intBytes)[CBOR(-50)] == "v0")
        #expect(try CBORDecoder().decode([Int: String].self, from: intBytes) == byInt)
        #expect(try CBORDecoder().decode([Int: String].self, from: CBOREncoder().encode(byInt)) == byInt)
    }

    @Test func superDecodersAndUnkeyedEdges() throws {
        class Base: Codable { var id = 0 }
        final class Derived: Base {
            var name = ""
            enum CodingKeys: String, CodingKey { case name }
            required init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                name = try container.decode(String.self, forKey: .name)
                try super.init(from: container.superDecoder())
            }
        }
        let value = try CBORDecoder().decode(Derived.self, from: ["name": "child", "super": ["id": 7]] as CBOR)
        #expect(value.name == "child" && value.id == 7)

        struct Reader: Decodable {
            var seen: [String] = []
            init(from decoder: any Decoder) throws {
                var list = try decoder.unkeyedContainer()
                #expect(list.count == 3)
                #expect(try list.decodeNil())
                #expect(throws: DecodingError.self) { try list.decode(String.self) }
                seen.append(String(try list.decode(Int.self)))  // the failed decode did not advance
                let inner = try list.nestedContainer(keyedBy: AnyKey.self)
                seen.append(contentsOf: inner.allKeys.map(\.stringValue))
                #expect(list.isAtEnd)
                #expect(throws: DecodingError.self) { try list.decode(Int.self) }
            }
        }
        #expect(
            try CBORDecoder().decode(Reader.self, from: [nil, 5, ["k": 1, 2: 3]] as CBOR).seen == ["5", "k", "2"])
    }

    @Test func selfDescribeTagsAreIgnoredWherever() throws {
        struct Flag: Codable, Equatable { var on: Bool }
        let value: CBOR = .tagged(.selfDescribeCBOR, ["on": .tagged(.selfDescribeCBOR, true)])
        #expect(try CBORDecoder().decode(Flag.self, from: value.encoded()) == Flag(on: true))
    }
}
