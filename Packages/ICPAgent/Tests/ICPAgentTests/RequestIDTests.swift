import ByteToolsTesting
import CBOR
import ICPAgent
import Testing

/// VECTORS.md §3: request ids from the interface specification, agent-rs and agent-js.
@Suite struct RequestIDTests {
    @Test func theSpecificationsExample() {
        let call = RequestValue.map([
            "request_type": .text("call"), "sender": .blob([0x04]),
            "ingress_expiry": .natural(1_685_570_400_000_000_000),
            "canister_id": .blob(hex("00000000000004D2")), "method_name": .text("hello"),
            "arg": .blob(hex("4449444c00fd2a")),
        ])
        #expect(RequestID(of: call).description == "1d1091364d6bb8a6c16b203ee75467d59ead468f523eb058880ae8ec80e2b101")
        let old = RequestValue.map([
            "request_type": .text("call"), "canister_id": .blob(hex("00000000000004D2")), "method_name": .text("hello"),
            "arg": .blob(hex("4449444c00fd2a")),
        ])
        #expect(RequestID(of: old).description == "8781291c347db32a9d8c10eb62b710fce5a93be676474c42babc74c51858f94b")
    }

    @Test func arraysEmptyArraysAndNestedMaps() {
        let paths = RequestValue.map([
            "sender": .blob(hex("00000000000004D2")),
            "paths": .array([
                .array([]), .array([.blob([])]), .array([.blob(Array("hello".utf8)), .blob(Array("world".utf8))]),
            ]),
        ])
        #expect(RequestID(of: paths).description == "97d6f297aea699aec85d3377c7643ea66db810aba5c4372fbc2082c999f452dc")
        #expect(
            RequestID(of: .map(["paths": .array([])])).description
                == "99daa8c80a61e87ac1fdf9dd49e39963bfe4dafb2a45095ebf4cad72d916d5be")
        #expect(
            RequestID(of: .map(["paths": .array([.array([])])])).description
                == "ea01a9c3d3830db108e0a87995ea0d4183dc9c6e51324e9818fced5c57aa64f5")
        let nested = RequestValue.map([
            "foo": .map(["baz": .text("hello"), "quux": .natural(3)]), "bar": .blob(Array("world".utf8)),
        ])
        #expect(RequestID(of: nested).description == "3d447339cc0c2b894ee215c8141770bf4b86c72b6c37d9873213a786ec7f9f31")
    }

    @Test func aDelegation() throws {
        let delegation = Delegation(
            publicKey: hex("302a300506032b6570032100819d9fe3ac251039f934cdc925da0b019848af9d650d4136fb5d955cff17f78e"),
            expiration: 1_611_365_875_951_000_000,
            targets: [
                try Principal(bytes: hex("000000000030004d0101")), try Principal(bytes: hex("000000000020002b0101")),
            ])
        #expect(
            RequestID(of: delegation.value).description
                == "f0c66015041eccb5528fc7fd817bb4d0707369d7e1383d3cdaa074b2b2236824")
    }

    @Test func contentsBuildTheSameMap() throws {
        let call = CanisterCall(
            canister: try Principal(bytes: hex("00000000000004D2")), method: "hello", argument: hex("4449444c00fd2a"),
            sender: .anonymous, ingressExpiry: 1_685_570_400_000_000_000)
        #expect(
            RequestContent.call(call).requestID.description
                == "1d1091364d6bb8a6c16b203ee75467d59ead468f523eb058880ae8ec80e2b101")
        #expect(RequestContent.query(call).requestID != RequestContent.call(call).requestID)
        var withNonce = call
        withNonce.nonce = [1, 2, 3]
        #expect(RequestContent.call(withNonce).requestID != RequestContent.call(call).requestID)
    }

    /// Random nested values written as CBOR with their map entries in shuffled order (as another
    /// agent might send them) read back to the same value and the same request id.
    @Test func randomNestedMapsGiveTheSameIdInAnyFieldOrder() throws {
        var random = SplitMix64(seed: 0x1D5)
        func value(_ depth: Int) -> RequestValue {
            switch depth > 3 ? random.below(3) : random.below(5) {
            case 0: return .natural(random.next() >> random.below(64))
            case 1: return .blob(random.bytes(random.below(40)))
            case 2: return .text(["", "a", "request_type", "☃", "ic-request"][random.below(5)])
            case 3: return .array((0..<random.below(4)).map { _ in value(depth + 1) })
            default:
                return .map(
                    Dictionary(
                        (0..<random.below(6)).map { _ in
                            (["a", "b", "sender", "paths", "arg", "nonce", "z"][random.below(7)], value(depth + 1))
                        },
                        uniquingKeysWith: { first, _ in first }))
            }
        }
        func shuffled(_ cbor: CBOR) -> CBOR {
            switch cbor {
            case .array(let items): return .array(items.map(shuffled))
            case .map(let map):
                var entries = map.entries.map { CBORMap.Entry(key: $0.key, value: shuffled($0.value)) }
                entries.shuffle(using: &random)
                return .map(CBORMap(entries))
            default: return cbor
            }
        }
        var maps = 0
        for _ in 0..<500 {
            let original = value(0)
            let bytes = try shuffled(original.cbor).encoded()
            let decoded = try #require(RequestValue(cbor: try CBOR(decoding: bytes)))
            #expect(decoded == original)
            #expect(RequestID(of: decoded) == RequestID(of: original))
            if case .map(let fields) = original, fields.count > 1 { maps += 1 }
        }
        #expect(maps > 50)
    }
}
