import Candid
import Testing

/// Inputs `workspace fuzz` found, each with the fix it led to.
@Suite struct FuzzRegressionTests {
    /// fuzz-candid-decode: a type table where each record has two fields of the record before
    /// it, twenty deep, under `vec opt`: each element is a record tree of 2^20 nulls that reads
    /// no bytes, so 140 bytes meant millions of nodes of work (12 s under AddressSanitizer).
    /// Zero-sized values are now decoded once per type and reused, their cost still charged.
    @Test func zeroSizedRecordTreesAreDecodedOnceAndStillCharged() throws {
        let input = hex(
            "4449444c176c02017f027f6c02010002006c02000101016c02000201026c02000301036c02000401046c02000501056c02000601066c02000701076c02000801086c02000901096c02000a010a6c02000b010b6c02000c010c6c02000d020d6c02000e010e6c02000f010f6c02001001106c02001101116c02001201126c02001301136e146d150116020101"
        )
        // Each element is 2^21 values by the spec's count: the default quota (4,000,000) stops
        // the pair, now after a few dozen nodes of real work instead of millions.
        #expect(throws: CandidDecodingError.self) { try CandidBinary.decode(input) }
        // With the reference runner's quota it decodes, the same tree twice.
        var options = CandidDecodingOptions()
        options.decodingQuota = 20_000_000
        let message = try CandidBinary.decode(input, options: options)
        guard case .vec(let elements)? = message.values.first, elements.count == 2,
            case .opt(.some(.record(let fields)))? = elements.first
        else {
            Issue.record("expected a vector of two optional records, got \(message.values)")
            return
        }
        #expect(fields.count == 2)
        #expect(elements[0] == elements[1])
    }
}

extension FuzzRegressionTests {
    /// fuzz-candid-decode: `t0 = func () -> (t1)`, `t1 = service { m : t0 }` decoded, but did not
    /// encode again: while t0's node was being built, the service looked at that unfinished node
    /// and said `m` was not a function. The method's type is now checked through the environment.
    @Test func aServiceWhoseMethodReturnsTheServiceEncodesAgain() throws {
        let input = hex("4449444c036a000101006901016d006a000101000100010100016d")
        let message = try CandidBinary.decode(input)
        let encoded = try CandidBinary.encode(message.values, types: message.types, environment: message.environment)
        let again = try CandidBinary.decode(encoded)
        #expect(again.values == message.values)
    }

    @Test func aServiceMethodThatIsNotAFunctionIsStillRefused() {
        let environment = CandidTypeEnvironment(["s": .service(CandidServiceType([CandidMethod("m", .nat)]))])
        #expect(throws: (any Error).self) {
            try CandidBinary.encode([.service(.managementCanister)], types: [.named("s")], environment: environment)
        }
    }
}

extension FuzzRegressionTests {
    /// fuzz-candid-decode: the same doubling record tree, printed. An annotation spelled out every
    /// named type, a million nodes of type text for 140 bytes (10 s under AddressSanitizer).
    /// Expansion now stops after a budget and leaves the rest as names.
    @Test func annotationsOfDoublingTypesStayShort() throws {
        let input = hex(
            "4449444c176c02017f027f6c02010002006c02000101016c02000201026c02000301036c02000401046c02000501056c02000601066c02000701076c02000801086c02000901096c02000a010a6c02000b010b6c02000c010c6c02000d020d6c02000e010e6c02000f010f6c02001001106c020011017"
                + "56c02001201126c02001301136e146d1501160200" + "00")
        let message = try CandidBinary.decode(input)
        let text = message.description
        #expect(text.utf8.count < 200_000, "printed \(text.utf8.count) bytes")
        #expect(text.contains("vec"))
    }
}

extension FuzzRegressionTests {
    /// fuzz-candid-decode: five copies of a 2^17-node record tree of nulls (`6e10`, opt of the
    /// 17th record), printed. The printer compared each part's whole inferred type with its
    /// expected type at every level and copied each part's text into its parent (40 s under
    /// AddressSanitizer); it now decides each annotation from the node alone and writes into one
    /// string. Here the tree is cut to 2^13 nodes (`6e0c`), the same shape at a test's size.
    @Test func aWideTreeOfNullsPrintsInOnePass() throws {
        let input = hex(
            "4449444c176c02017f027f6c02010002006c02000101016c02000201026c02000301036c02000401046c02000501056c02000601066c02000701076c02000801086c02000901096c02000a010a6c02000b010b6c02000c010c6c02000d020d6c02000e010e6c02000f010f6c02001001106c02001101116c02001201126c02001301136e0c6d150116050101010101"
        )
        let message = try CandidBinary.decode(input)
        let text = message.description
        // Every part reads back as its own type: no annotation anywhere.
        #expect(!text.contains(" : "))
        #expect(text.hasPrefix("(vec { opt record {"))
    }
}
