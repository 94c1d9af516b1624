import Candid
import Testing

@Suite struct DecodingTests {
    @Test func extraFieldsAndArgumentsAreSkipped() throws {
        let wide = CandidType.record([CandidFieldType("a", .nat), CandidFieldType("b", .text)])
        let bytes = try CandidBinary.encode(
            [.record(sorting: [CandidField("a", .nat(1)), CandidField("b", .text("x"))]), .bool(true)],
            types: [wide, .bool])
        let narrow = CandidType.record([CandidFieldType("a", .nat), CandidFieldType("c", .opt(.text))])
        let values = try CandidBinary.decode(bytes, as: [narrow])
        #expect(values == [.record(sorting: [CandidField("a", .nat(1)), CandidField("c", .opt(nil))])])
    }

    @Test func natDecodesAsIntAndServiceAsPrincipal() throws {
        #expect(try CandidBinary.decode(didl("00 01 7d 2a"), as: [.int]) == [.int(42)])
        #expect(
            try CandidBinary.decode(didl("01 69 00 01 00 01 03 ca ff ee"), as: [.principal])
                == [.principal(try CandidPrincipal(bytes: [0xca, 0xff, 0xee]))])
    }

    @Test func theSpecialOptRule() throws {
        // A bool where `opt nat` is expected does not fit: null, not an error.
        #expect(try CandidBinary.decode(didl("00 01 7e 01"), as: [.opt(.nat)]) == [.opt(nil)])
        // A bool where `opt bool` is expected becomes `opt true`.
        #expect(try CandidBinary.decode(didl("00 01 7e 01"), as: [.opt(.bool)]) == [.opt(.bool(true))])
    }

    @Test func missingRequiredFieldNamesThePath() {
        let type = CandidType.record([CandidFieldType("inner", .record([CandidFieldType("needed", .nat)]))])
        #expect {
            _ = try CandidBinary.decode(
                didl("02 6c 01 \(hexString(LEB128.encode(CandidLabel.hash("inner")))) 01 6c 00 01 00"), as: [type])
        } throws: { error in
            let text = (error as? CandidDecodingError)?.description ?? ""
            return text.contains("needed") && text.contains("field inner") && text.contains("byte offset")
        }
    }

    @Test func errorsNameTheByteOffset() {
        #expect(throws: CandidDecodingError.missingMagic(offset: 0)) { try CandidBinary.decode(hex("00"), as: []) }
        #expect(throws: CandidDecodingError.trailingBytes(offset: 6, count: 1)) {
            try CandidBinary.decode(didl("00 00 00"), as: [])
        }
        #expect {
            try CandidBinary.decode(didl("00 01 7e 02"), as: [.bool])
        } throws: { error in
            (error as? CandidDecodingError)?.offset == 7
        }
    }

    @Test func spaceBombsHitTheQuotaQuickly() {
        // vec null with a billion elements: rejected before any element is produced.
        let bomb = didl("01 6d 7f 01 00 80 94 eb dc 03")
        #expect {
            try CandidBinary.decode(bomb, as: [.vec(.null)])
        } throws: { error in
            if case .limitExceeded = error as? CandidDecodingError { return true }
            return false
        }
        #expect(throws: CandidDecodingError.self) { try CandidBinary.decode(bomb, as: []) }
    }

    @Test func optionsAreConfigurable() throws {
        let bytes = try CandidBinary.encode([.vec(Array(repeating: .null, count: 100))], types: [.vec(.null)])
        #expect(throws: CandidDecodingError.self) {
            try CandidBinary.decode(bytes, as: [.vec(.null)], options: CandidDecodingOptions(decodingQuota: 50))
        }
        #expect(throws: CandidDecodingError.self) {
            try CandidBinary.decode(bytes, as: [.vec(.null)], options: CandidDecodingOptions(maxZeroSizedElements: 10))
        }
        #expect(try CandidBinary.decode(bytes, as: [.vec(.null)]).count == 1)
    }

    @Test func deepNestingHitsTheDepthGuard() throws {
        var type = CandidType.nat
        var value = CandidValue.nat(1)
        for _ in 0..<300 {
            type = .opt(type)
            value = .opt(value)
        }
        let bytes = try CandidBinary.encode([value], types: [type])
        #expect(throws: CandidDecodingError.self) { try CandidBinary.decode(bytes, as: [type]) }
        let relaxed = CandidDecodingOptions(maxDepth: 400)
        #expect(try CandidBinary.decode(bytes, as: [type], options: relaxed) == [value])
    }

    @Test func typeTableCapIsEnforced() {
        #expect {
            try CandidBinary.decode(
                didl("03 6e 7f 6e 7f 6e 7f 00"), as: [], options: CandidDecodingOptions(maxTypeTableEntries: 2))
        } throws: { error in
            if case .limitExceeded = error as? CandidDecodingError { return true }
            return false
        }
    }
}

@Suite struct ExpectedTypeErrorTests {
    @Test func unusableExpectedTypesAreReported() {
        #expect(throws: CandidDecodingError.invalidExpectedType(.undefinedName("Nope"))) {
            try CandidBinary.decode(didl("00 00"), as: [.named("Nope")])
        }
        let cyclic = CandidTypeEnvironment(["A": .named("A")])
        #expect(throws: CandidDecodingError.invalidExpectedType(.cyclicDefinition("A"))) {
            try CandidBinary.decode(didl("00 00"), as: [.named("A")], environment: cyclic)
        }
    }
}
