import BigInt
import BigNum
import CBOR
import Foundation
import Testing

@Suite struct CBOREncoderTests {
    @Test func theRequestEnvelopeHasTheWireShapeTheICExpects() throws {
        let envelope = RequestEnvelope.sample()
        var encoder = CBOREncoder()
        encoder.options.selfDescribe = true
        let bytes = try encoder.encode(envelope)
        #expect(Array(bytes.prefix(3)) == [0xd9, 0xd9, 0xf7])

        var options = CBORDecodingOptions()
        options.stripsSelfDescribeTag = false
        let tagged = try CBOR(decoding: bytes, options: options)
        #expect(tagged.tag == .selfDescribeCBOR)
        let value = try CBOR(decoding: bytes)
        let content = try #require(value["content"]?.mapValue)
        #expect(
            content.keys == ["request_type", "canister_id", "method_name", "arg", "sender", "ingress_expiry", "nonce"])
        #expect(content["request_type"] == "call")
        #expect(content["canister_id"] == .bytes([0, 0, 0, 0, 0, 0, 0, 2, 1, 1]))
        #expect(content["ingress_expiry"] == .unsigned(1_712_345_678_000_000_000))
        #expect(value["sender_pubkey"]?.bytesValue?.count == 44)
        #expect(value["sender_sig"]?.bytesValue?.count == 64)
    }

    @Test func nilOptionalsAreLeftOut() throws {
        let bytes = try CBOREncoder().encode(RequestEnvelope(content: RequestEnvelope.sample(nonce: nil).content))
        let value = try CBOR(decoding: bytes)
        #expect(value.mapValue?.keys == ["content"])
        #expect(value["content"]?["nonce"] == nil)
    }

    @Test func deterministicEncodingSortsKeysAtEveryLevel() throws {
        let bytes = try CBOREncoder(options: .deterministic).encode(RequestEnvelope.sample())
        let value = try CBOR(decoding: bytes, options: .deterministic)
        #expect(value.mapValue?.keys == ["content", "sender_sig", "sender_pubkey"])
        #expect(
            value["content"]?.mapValue?.keys == [
                "arg", "nonce", "sender", "canister_id", "method_name", "request_type", "ingress_expiry",
            ])
        // Deterministic output is the deterministic encoding of its own value.
        #expect(try value.encoded(options: .deterministic) == bytes)
    }

    @Test func keyStrategiesAndIntegerKeys() throws {
        struct Camel: Codable {
            var requestType = "call"
            var canisterID = 1
            var _private = true
        }
        var encoder = CBOREncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        #expect(
            try CBOR(decoding: encoder.encode(Camel())).mapValue?.keys == ["request_type", "canister_id", "_private"])

        encoder.keyEncodingStrategy = .custom { path in
            AnyKey(stringValue: path.last.map { $0.stringValue.uppercased() } ?? "")
        }
        #expect(
            try CBOR(decoding: encoder.encode(Camel())).mapValue?.keys == ["REQUESTTYPE", "CANISTERID", "_PRIVATE"])

        // COSE-style integer labels.
        struct Header: Codable, Equatable {
            var algorithm: Int
            var keyID: Data
            enum CodingKeys: Int, CodingKey { case algorithm = 1, keyID = 4 }
        }
        var integers = CBOREncoder()
        integers.usesIntegerKeys = true
        let header = Header(algorithm: -7, keyID: Data([0x11]))
        let bytes = try integers.encode(header)
        #expect(hex(bytes) == "a2012604411" + "1")
        #expect(try CBORDecoder().decode(Header.self, from: bytes) == header)
        // Without the option the same type writes its names and still reads back.
        let named = try CBOREncoder().encode(header)
        #expect(try CBOR(decoding: named).mapValue?.keys == ["algorithm", "keyID"])
        #expect(try CBORDecoder().decode(Header.self, from: named) == header)
    }

    @Test func byteArraysAreByteStringsUnlessAskedOtherwise() throws {
        let payload: [UInt8] = [1, 2, 3]
        #expect(hex(try CBOREncoder().encode(payload)) == "43010203")
        var encoder = CBOREncoder()
        encoder.byteArrayEncodingStrategy = .array
        #expect(hex(try encoder.encode(payload)) == "83010203")
        // Either form decodes back.
        #expect(try CBORDecoder().decode([UInt8].self, from: bytes("43010203")) == payload)
        #expect(try CBORDecoder().decode([UInt8].self, from: bytes("83010203")) == payload)
        #expect(throws: DecodingError.self) { try CBORDecoder().decode([UInt8].self, from: bytes("8301021901ff")) }
    }

    @Test func bigIntegersUseTheirPreferredOrTaggedForm() throws {
        struct Amounts: Codable, Equatable {
            var small: BigUInt
            var large: BigUInt
            var negative: BigInt
            var huge: BigInt
        }
        let amounts = Amounts(small: 5, large: BigUInt(1) << 100, negative: -5, huge: -(BigInt(1) << 70))
        let value = try CBOREncoder().encodeAsCBOR(amounts)
        #expect(value["small"] == 5)
        #expect(value["negative"] == -5)
        #expect(value["large"] == .tagged(.positiveBignum, .bytes([0x10] + [UInt8](repeating: 0, count: 12))))
        #expect(value["huge"] == .tagged(.negativeBignum, .bytes([0x3f] + [UInt8](repeating: 0xff, count: 8))))
        var tagged = CBOREncoder()
        tagged.bigIntegerEncodingStrategy = .alwaysTagged
        let always = try tagged.encodeAsCBOR(amounts)
        #expect(always["small"] == .tagged(.positiveBignum, .bytes([5])))
        #expect(always["negative"] == .tagged(.negativeBignum, .bytes([4])))
        for encoder in [CBOREncoder(), tagged] {
            #expect(try CBORDecoder().decode(Amounts.self, from: encoder.encode(amounts)) == amounts)
        }
    }

    @Test func dateStrategies() throws {
        let date = Date(timeIntervalSince1970: 1_363_896_240)
        let half = Date(timeIntervalSince1970: 1_363_896_240.5)
        func encoded(_ strategy: CBOREncoder.DateEncodingStrategy, _ date: Date) throws -> String {
            var encoder = CBOREncoder()
            encoder.dateEncodingStrategy = strategy
            return hex(try encoder.encode(date))
        }
        #expect(try encoded(.epochDateTime, date) == "c11a514b67b0")
        #expect(try encoded(.epochDateTime, half) == "c1fb41d452d9ec200000")
        #expect(try encoded(.standardDateTime, date) == "c074323031332d30332d32315432303a30343a30305a")
        #expect(try encoded(.secondsSince1970, date) == "1a514b67b0")
        #expect(try encoded(.millisecondsSince1970, date) == "1b0000013d8e8d0780")
        #expect(try encoded(.rfc3339, half) == hex(try CBOR.text("2013-03-21T20:04:00.5Z").encoded()))
        #expect(
            try encoded(
                .custom { date, encoder in
                    var container = encoder.singleValueContainer()
                    try container.encode("day \(Int(date.timeIntervalSince1970) / 86_400)")
                }, date) == hex(try CBOR.text("day 15785").encoded()))
        #expect(throws: EncodingError.self) { try encoded(.standardDateTime, Date(timeIntervalSince1970: 1e12)) }
    }

    @Test func superEncodersNestedContainersAndClassHierarchies() throws {
        class Base: Codable {
            var id = 7
        }
        final class Derived: Base {
            var name = "child"
            enum CodingKeys: String, CodingKey { case name }
            override func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(name, forKey: .name)
                try super.encode(to: container.superEncoder())
            }
        }
        let value = try CBOREncoder().encodeAsCBOR(Derived())
        #expect(value == ["name": "child", "super": ["id": 7]])

        struct Manual: Encodable {
            func encode(to encoder: any Encoder) throws {
                var outer = encoder.container(keyedBy: AnyKey.self)
                var list = outer.nestedUnkeyedContainer(forKey: AnyKey(stringValue: "list"))
                try list.encode(1)
                var inner = list.nestedContainer(keyedBy: AnyKey.self)
                try inner.encodeNil(forKey: AnyKey(stringValue: "none"))
                let sub = list.superEncoder()
                var single = sub.singleValueContainer()
                try single.encode(Data([9]))
                var more = outer.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(stringValue: "map"))
                try more.encode(true, forKey: AnyKey(stringValue: "flag"))
                try more.encode(1, forKey: AnyKey(stringValue: "flag"))  // last write wins
            }
        }
        #expect(
            try CBOREncoder().encodeAsCBOR(Manual()) == ["list": [1, ["none": nil], .bytes([9])], "map": ["flag": 1]])
        #expect(try CBOR(decoding: CBOREncoder().encode(Manual())) == CBOREncoder().encodeAsCBOR(Manual()))
    }

    @Test func cborValuesPassThroughAndForeignCodersAreRefused() throws {
        struct Holder: Codable, Equatable {
            var payload: CBOR
            var tag: CBOR
        }
        let holder = Holder(payload: ["k": [1, .bytes([2])]], tag: .tagged(1234, .undefined))
        let bytes = try CBOREncoder().encode(holder)
        #expect(try CBORDecoder().decode(Holder.self, from: bytes) == holder)
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(holder) }
    }

    @Test func topLevelValuesThatEncodeNothingAreAnError() {
        struct Nothing: Encodable { func encode(to encoder: any Encoder) throws {} }
        #expect(throws: EncodingError.self) { try CBOREncoder().encode(Nothing()) }
    }

    @Test func deterministicEncodingRefusesTwoKeysThatCollideAfterConversion() throws {
        struct Colliding: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyKey.self)
                try container.encode(1, forKey: AnyKey(stringValue: "fooBar"))
                try container.encode(2, forKey: AnyKey(stringValue: "foo_bar"))
            }
        }
        var encoder = CBOREncoder(options: .deterministic)
        encoder.keyEncodingStrategy = .convertToSnakeCase
        // Both become "foo_bar": the keyed container keeps the last, so there is no duplicate.
        #expect(try encoder.encodeAsCBOR(Colliding()) == ["foo_bar": 2])
        let map: CBOR = .map(CBORMap([.init(key: "a", value: 1), .init(key: "a", value: 2)]))
        #expect(throws: CBOREncodingError.self) { try CBOREncoder(options: .deterministic).encode(map) }
    }

    @Test func userInfoReachesTheEncodedTypes() throws {
        let key = try #require(CodingUserInfoKey(rawValue: "unit"))
        struct Reads: Encodable {
            let key: CodingUserInfoKey
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(encoder.userInfo[key] as? String ?? "missing")
            }
        }
        var encoder = CBOREncoder()
        encoder.userInfo[key] = "e8s"
        #expect(try encoder.encodeAsCBOR(Reads(key: key)) == "e8s")
    }
}

/// A coding key made from any string or integer.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}
