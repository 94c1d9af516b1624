import BigInt
import BigNum
import Candid
import Foundation
import Testing

/// Whole messages encoded and decoded at stated Candid types, as a client generated from a
/// `.did` file does: plain `Codable` Swift types, the method's exact argument and result types,
/// and the `.did`'s definitions. Each mapping a generator relies on is checked against the bytes
/// the value API writes for the same value at the same type.
@Suite struct TypedMessageTests {
    /// The bytes `CandidBinary` writes for `values` at `types`: what the typed bridge must match.
    func expected(
        _ values: [CandidValue], _ types: [CandidType], _ environment: CandidTypeEnvironment = CandidTypeEnvironment()
    ) throws -> [UInt8] {
        try CandidBinary.encode(values, types: types, environment: environment)
    }

    /// One value decoded at a stated type. (A one-element result of a variadic generic is
    /// compared with `==` against an implicit member such as `.a` only once it has a declared
    /// type: the compiler does not infer one through the pack; a generated method's return
    /// type gives it one.)
    func decoded<T: Decodable>(
        _: T.Type, from bytes: [UInt8], as types: [CandidType],
        environment: CandidTypeEnvironment = CandidTypeEnvironment()
    ) throws -> T {
        try CandidDecoder().decodeArguments(T.self, from: bytes, as: types, environment: environment)
    }

    // MARK: Variants

    enum Mode: Codable, Equatable {
        case a
        case b(BigUInt)
    }

    static let modeType = CandidType.variant([CandidFieldType("a", .null), CandidFieldType("b", .nat)])

    @Test func aPayloadlessCaseIsAVariantCaseOfTypeNull() throws {
        let bytes = try CandidEncoder().encode(Mode.a, as: Self.modeType)
        #expect(bytes == (try expected([.variant(CandidField("a", .null))], [Self.modeType])))
        #expect(try decoded(Mode.self, from: bytes, as: [Self.modeType]) == .a)
        let b = try CandidEncoder().encode(Mode.b(5), as: Self.modeType)
        #expect(b == (try expected([.variant(CandidField("b", .nat(5)))], [Self.modeType])))
        #expect(try decoded(Mode.self, from: b, as: [Self.modeType]) == .b(5))
    }

    struct Account: Codable, Equatable {
        var owner: CandidPrincipal
        var subaccount: Data?
    }

    static let accountType = CandidType.record([
        CandidFieldType("owner", .principal), CandidFieldType("subaccount", .opt(.blob)),
    ])

    enum Lookup: Codable, Equatable {
        case found(Account)
        case missing(String)
        case pair(CandidTuple<String, BigUInt>)
    }

    static let lookupType = CandidType.variant([
        CandidFieldType("found", .named("Account")), CandidFieldType("missing", .text),
        CandidFieldType("pair", .tuple([.text, .nat])),
    ])

    @Test func aCaseWithOneUnlabeledRecordPayloadIsTheRecordItself() throws {
        let environment = CandidTypeEnvironment(["Account": Self.accountType])
        let owner = try CandidPrincipal(text: "ryjl3-tyaaa-aaaaa-aaaba-cai")
        let found = Lookup.found(Account(owner: owner, subaccount: Data([1, 2])))
        let bytes = try CandidEncoder().encode(found, as: Self.lookupType, environment: environment)
        let record = CandidValue.record(sorting: [
            CandidField("owner", .principal(owner)), CandidField("subaccount", .opt(.blob([1, 2]))),
        ])
        #expect(bytes == (try expected([.variant(CandidField("found", record))], [Self.lookupType], environment)))
        #expect(try decoded(Lookup.self, from: bytes, as: [Self.lookupType], environment: environment) == found)
        // A positional record as the payload: its field 0 is not the payload.
        let pair = Lookup.pair(CandidTuple("x", 7))
        let pairBytes = try CandidEncoder().encode(pair, as: Self.lookupType, environment: environment)
        #expect(
            pairBytes
                == (try expected(
                    [.variant(CandidField("pair", .tuple([.text("x"), .nat(7)])))], [Self.lookupType], environment)))
        #expect(try decoded(Lookup.self, from: pairBytes, as: [Self.lookupType], environment: environment) == pair)
        let missing = try CandidEncoder().encode(Lookup.missing("gone"), as: Self.lookupType, environment: environment)
        #expect(
            try decoded(Lookup.self, from: missing, as: [Self.lookupType], environment: environment) == .missing("gone")
        )
    }

    // MARK: Blobs, names, options

    @Test func dataIsABlobAtVecNat8() throws {
        let bytes = try CandidEncoder().encode(Data([1, 2, 3]), as: .vec(.nat8))
        #expect(bytes == (try expected([.blob([1, 2, 3])], [.blob])))
        #expect(try CandidEncoder().encode([UInt8]([1, 2, 3]), as: .blob) == bytes)
        #expect(try decoded(Data.self, from: bytes, as: [.blob]) == Data([1, 2, 3]))
        #expect(try decoded([UInt8].self, from: bytes, as: [.vec(.nat8)]) == [1, 2, 3])
        #expect(try decoded(Data.self, from: try CandidEncoder().encode(Data(), as: .blob), as: [.blob]) == Data())
    }

    /// A generated struct names its fields in Swift and keeps the `.did` names in its keys.
    struct Renamed: Codable, Equatable {
        var fooBar: String
        var three: BigUInt
        var plain: Bool

        enum CodingKeys: String, CodingKey {
            case fooBar = "foo-bar"
            case three = "_3"
            case plain
        }
    }

    static let renamedType = CandidType.record([
        CandidFieldType(.named("foo-bar"), .text), CandidFieldType(.id(3), .nat), CandidFieldType("plain", .bool),
    ])

    @Test func codingKeysCarryQuotedNamesAndNumericIDs() throws {
        let value = Renamed(fooBar: "x", three: 9, plain: true)
        let bytes = try CandidEncoder().encode(value, as: Self.renamedType)
        let record = CandidValue.record(sorting: [
            CandidField(.named("foo-bar"), .text("x")), CandidField(.id(3), .nat(9)), CandidField("plain", .bool(true)),
        ])
        #expect(bytes == (try expected([record], [Self.renamedType])))
        #expect(try decoded(Renamed.self, from: bytes, as: [Self.renamedType]) == value)
        #expect(
            CandidText.arguments(try CandidBinary.decode(bytes, as: [Self.renamedType]))
                == "(record { 3 = 9 : nat; plain = true; \"foo-bar\" = \"x\" })")
    }

    struct Options: Codable, Equatable {
        var memo: Data?
        var fee: BigUInt?
        var name: String?
        var flag: Bool?
    }

    static let optionsType = CandidType.record([
        CandidFieldType("memo", .opt(.blob)), CandidFieldType("fee", .opt(.nat)), CandidFieldType("name", .opt(.text)),
        CandidFieldType("flag", .opt(.bool)),
    ])

    @Test func nilFieldsAreWrittenAsNull() throws {
        let bytes = try CandidEncoder().encode(Options(), as: Self.optionsType)
        let record = CandidValue.record(sorting: [
            CandidField("memo", .opt(nil)), CandidField("fee", .opt(nil)), CandidField("name", .opt(nil)),
            CandidField("flag", .opt(nil)),
        ])
        #expect(bytes == (try expected([record], [Self.optionsType])))
        #expect(try decoded(Options.self, from: bytes, as: [Self.optionsType]) == Options())
        let full = Options(memo: Data([9]), fee: 10_000, name: "n", flag: false)
        let fullBytes = try CandidEncoder().encode(full, as: Self.optionsType)
        #expect(try decoded(Options.self, from: fullBytes, as: [Self.optionsType]) == full)
    }

    @Test func missingTrailingArgumentsAreNil() throws {
        let bytes = try CandidEncoder().encodeArguments("only", as: [.text])
        let (text, fee, options) = try CandidDecoder().decodeArguments(
            String.self, BigUInt?.self, Options?.self, from: bytes, as: [.text, .opt(.nat), .opt(Self.optionsType)])
        #expect(text == "only" && fee == nil && options == nil)
        // Fewer expected types than Swift types: the rest read as null, `nil` for optionals.
        let (again, absent) = try CandidDecoder().decodeArguments(String.self, UInt8?.self, from: bytes, as: [.text])
        #expect(again == "only" && absent == nil)
        // And `nil` arguments are written as `null : opt T`.
        let sent = try CandidEncoder().encodeArguments("x", BigUInt?.none, as: [.text, .opt(.nat)])
        #expect(sent == (try expected([.text("x"), .opt(nil)], [.text, .opt(.nat)])))
    }

    @Test func optOptKeepsBothLevels() throws {
        let type = CandidType.opt(.opt(.nat))
        let cases: [(BigUInt??, CandidValue)] = [
            (.none, .opt(nil)), (.some(.none), .opt(.opt(nil))), (.some(.some(5)), .opt(.opt(.nat(5)))),
        ]
        for (value, candid) in cases {
            let bytes = try CandidEncoder().encode(value, as: type)
            #expect(bytes == (try expected([candid], [type])), "\(String(describing: value))")
            let result = try decoded(BigUInt??.self, from: bytes, as: [type])
            #expect(result == value, "\(String(describing: value))")
        }
        // As a record field too.
        struct Holder: Codable, Equatable { var inner: BigUInt?? }
        let holderType = CandidType.record([CandidFieldType("inner", type)])
        for holder in [Holder(inner: .none), Holder(inner: .some(.none)), Holder(inner: .some(.some(3)))] {
            let bytes = try CandidEncoder().encode(holder, as: holderType)
            #expect(try decoded(Holder.self, from: bytes, as: [holderType]) == holder, "\(holder)")
        }
    }

    // MARK: References

    static let ledgerService = CandidType.service(
        CandidServiceType([
            CandidMethod("icrc1_symbol", .function(CandidFunctionType([], [.text], modes: [.query])))
        ]))

    @Test func aPrincipalIsAServiceOrAPrincipal() throws {
        let ledger = try CandidPrincipal(text: "ryjl3-tyaaa-aaaaa-aaaba-cai")
        let bytes = try CandidEncoder().encode(ledger, as: Self.ledgerService)
        #expect(bytes == (try expected([.service(ledger)], [Self.ledgerService])))
        #expect(try decoded(CandidPrincipal.self, from: bytes, as: [Self.ledgerService]) == ledger)
        let plain = try CandidEncoder().encode(ledger, as: .principal)
        #expect(plain == (try expected([.principal(ledger)], [.principal])))
        #expect(try decoded(CandidPrincipal.self, from: plain, as: [.principal]) == ledger)
        // `service <: principal`: a reply of a service decodes at `principal`.
        #expect(try decoded(CandidPrincipal.self, from: bytes, as: [.principal]) == ledger)
    }

    @Test func aFunctionReferenceGoesOutAtItsSignature() throws {
        let signature = CandidType.function(CandidFunctionType([.nat64], [.vec(.nat8)], modes: [.query]))
        let callback = CandidFunctionReference(
            canister: try CandidPrincipal(text: "qjdve-lqaaa-aaaaa-aaaeq-cai"), method: "get_blocks")
        let bytes = try CandidEncoder().encode(callback, as: signature)
        #expect(bytes == (try expected([.function(callback.canister, method: "get_blocks")], [signature])))
        #expect(try decoded(CandidFunctionReference.self, from: bytes, as: [signature]) == callback)
        // Inside a plain record, with no CandidTypeProviding: the stated type carries the signature.
        struct Range: Codable, Equatable {
            var start: UInt64
            var callback: CandidFunctionReference
        }
        let rangeType = CandidType.record([CandidFieldType("start", .nat64), CandidFieldType("callback", signature)])
        let range = Range(start: 4, callback: callback)
        let rangeBytes = try CandidEncoder().encode(range, as: rangeType)
        #expect(try decoded(Range.self, from: rangeBytes, as: [rangeType]) == range)
    }

    // MARK: Recursion

    indirect enum Tree: Codable, Equatable {
        case leaf(BigInt)
        case node([Tree])
    }

    /// `type tree = variant { leaf : int; node : vec tree }`
    static let treeEnvironment = CandidTypeEnvironment([
        "tree": .variant([CandidFieldType("leaf", .int), CandidFieldType("node", .vec(.named("tree")))])
    ])

    @Test func aRecursiveTypeThroughANamedDefinition() throws {
        let tree = Tree.node([.leaf(1), .node([.leaf(-2), .node([])]), .leaf(3)])
        let bytes = try CandidEncoder().encode(tree, as: .named("tree"), environment: Self.treeEnvironment)
        func candid(_ tree: Tree) -> CandidValue {
            switch tree {
            case .leaf(let number): return .variant(CandidField("leaf", .int(number)))
            case .node(let children): return .variant(CandidField("node", .vec(children.map(candid))))
            }
        }
        #expect(bytes == (try expected([candid(tree)], [.named("tree")], Self.treeEnvironment)))
        #expect(try decoded(Tree.self, from: bytes, as: [.named("tree")], environment: Self.treeEnvironment) == tree)
    }

    // MARK: Subtyping and errors

    @Test func repliesDecodeWithSubtyping() throws {
        // A newer canister: an extra field, an extra result.
        let newer = CandidType.record([
            CandidFieldType("owner", .principal), CandidFieldType("subaccount", .opt(.blob)),
            CandidFieldType("label", .text),
        ])
        let owner = try CandidPrincipal(text: "aaaaa-aa")
        let record = CandidValue.record(sorting: [
            CandidField("owner", .principal(owner)), CandidField("subaccount", .opt(nil)),
            CandidField("label", .text("l")),
        ])
        let bytes = try expected([record, .nat(1)], [newer, .nat])
        let account = try decoded(Account.self, from: bytes, as: [Self.accountType])
        #expect(account == Account(owner: owner, subaccount: nil))
        // `nat <: int`.
        #expect(try decoded(BigInt.self, from: try expected([.nat(7)], [.nat]), as: [.int]) == 7)
    }

    @Test func countMismatchesAndMisfitsAreTypedErrors() throws {
        #expect(throws: CandidCodingError.encoding(.argumentCount(values: 1, types: 2))) {
            try CandidEncoder().encodeArguments("x", as: [.text, .nat])
        }
        #expect(throws: CandidCodingError.encoding(.argumentCount(values: 2, types: 0))) {
            try CandidEncoder().encodeArguments("x", 1 as UInt8, as: [])
        }
        do {
            _ = try CandidEncoder().encodeArguments("x", "y", as: [.text, .nat])
            Issue.record("text encoded as nat")
        } catch {
            guard case .encoding(.valueMismatch(let expected, _, let path)) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(expected == "nat" && path == [.argument(1)])
            #expect(error.description == "cannot encode \"y\" as nat (argument 1)")
        }
        // An undefined name is the encoder's invalid type.
        #expect {
            try CandidEncoder().encode(Tree.leaf(1), as: .named("tree"))
        } throws: { error in
            if case .encoding(.invalidType) = error as? CandidCodingError { true } else { false }
        }
        // A reply that is not of the stated types.
        let reply = try CandidEncoder().encodeArguments("text", as: [.text])
        #expect {
            try decoded(BigUInt.self, from: reply, as: [.nat])
        } throws: { error in
            if case .decoding = error as? CandidCodingError { true } else { false }
        }
        // A reply of the stated type that does not map to the Swift type names the argument.
        do {
            _ = try CandidDecoder().decodeArguments(
                String.self, UInt8.self, from: try expected([.text("a"), .nat(300)], [.text, .nat]), as: [.text, .nat])
            Issue.record("300 decoded as UInt8")
        } catch {
            #expect("\(error)".contains("argument 1"), "\(error)")
        }
    }

    @Test func oneValueAtATypeIsTheOneArgumentMessage() throws {
        #expect(
            try CandidEncoder().encode(BigUInt(5), as: .nat)
                == (try CandidEncoder().encodeArguments(BigUInt(5), as: [.nat])))
        #expect(try CandidEncoder().encode(BigUInt(5), as: .nat) == (try CandidEncoder().encode(BigUInt(5))))
        // Widths come from the stated type, not the Swift one.
        #expect(try CandidEncoder().encode(BigUInt(5), as: .int) == (try expected([.int(5)], [.int])))
        #expect(try CandidEncoder().encodeArguments(as: []) == Array("DIDL".utf8) + [0, 0])
        try CandidDecoder().decodeArguments(from: Array("DIDL".utf8) + [0, 0], as: [])
    }
}
