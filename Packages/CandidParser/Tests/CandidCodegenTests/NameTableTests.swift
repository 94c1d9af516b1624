import CandidCodegen
import CandidParser
import Foundation
import Testing

/// Awkward Candid names through the public generator: each must become a valid Swift name,
/// distinct from its neighbours, while the wire name survives in `CodingKeys` or `ICPMethod`.
/// The expected declarations are spelled out whole, so a change of mapping fails here first.
@Suite struct NameTableTests {
    /// One Candid label and what it becomes as a struct field, an enum case and a method.
    struct Row: CustomTestStringConvertible, Sendable {
        /// The label as written in the `.did` file (quoted where Candid needs it).
        var candid: String
        /// The member as declared (`` `class` `` in backticks).
        var declared: String
        /// The memberwise initializer's parameter label (backticks only for `inout`, `var`, `let`).
        var parameter: String
        /// The member after `self.` and `.`, where no backticks are needed.
        var plain: String
        /// The line of the `CodingKeys` enum that carries the wire name.
        var key: String

        var testDescription: String { candid }
    }

    static let rows: [Row] = [
        Row(candid: "\"type\"", declared: "type", parameter: "type", plain: "type", key: "case type"),
        Row(candid: "\"Type\"", declared: "type", parameter: "type", plain: "type", key: "case type = \"Type\""),
        Row(candid: "self", declared: "self_", parameter: "self_", plain: "self_", key: "case self_ = \"self\""),
        Row(candid: "Self", declared: "self_", parameter: "self_", plain: "self_", key: "case self_ = \"Self\""),
        Row(candid: "init", declared: "init_", parameter: "init_", plain: "init_", key: "case init_ = \"init\""),
        Row(
            candid: "\"foo-bar\"", declared: "fooBar", parameter: "fooBar", plain: "fooBar",
            key: "case fooBar = \"foo-bar\""),
        // A field id (not 0, which alone would make a tuple): `_7` is also the key, which the
        // Codable bridge reads as id 7.
        Row(candid: "7", declared: "_7", parameter: "_7", plain: "_7", key: "case _7"),
        Row(candid: "_1_", declared: "_1", parameter: "_1", plain: "_1", key: "case _1 = \"_1_\""),
        Row(candid: "\"📦\"", declared: "u1F4E6", parameter: "u1F4E6", plain: "u1F4E6", key: "case u1F4E6 = \"📦\""),
        Row(candid: "\"🍦\"", declared: "u1F366", parameter: "u1F366", plain: "u1F366", key: "case u1F366 = \"🍦\""),
        Row(candid: "\"class\"", declared: "`class`", parameter: "class", plain: "class", key: "case `class`"),
        Row(candid: "\"var\"", declared: "`var`", parameter: "`var`", plain: "var", key: "case `var`"),
        Row(candid: "\"in\"", declared: "`in`", parameter: "in", plain: "in", key: "case `in`"),
        Row(
            candid: "hashValue", declared: "hashValue_", parameter: "hashValue_", plain: "hashValue_",
            key: "case hashValue_ = \"hashValue\""),
        Row(
            candid: "\"CodingKeys\"", declared: "codingKeys", parameter: "codingKeys", plain: "codingKeys",
            key: "case codingKeys = \"CodingKeys\""),
        Row(candid: "\"\"", declared: "unnamed", parameter: "unnamed", plain: "unnamed", key: "case unnamed = \"\""),
        Row(candid: "canister", declared: "canister", parameter: "canister", plain: "canister", key: "case canister"),
    ]

    static func generate(_ did: String, options: SwiftGeneratorOptions = SwiftGeneratorOptions(sourceName: "names.did"))
        throws -> String
    {
        try CandidSwiftGenerator(options: options).generate(did, path: "names.did")
    }

    /// The lines of the declaration that starts with `opening` (at four spaces, the top of the
    /// namespace) through its closing brace.
    static func block(_ opening: String, in swift: String) -> String? {
        let lines = swift.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("    " + opening) }),
            let end = lines[start...].firstIndex(of: "    }")
        else { return nil }
        return lines[start...end].joined(separator: "\n") + "\n"
    }

    /// How many lines, leading spaces dropped, are exactly `line`.
    static func count(_ line: String, in swift: String) -> Int {
        swift.split(separator: "\n").filter { $0.drop { $0 == " " } == line }.count
    }

    @Test(arguments: rows) func aRecordField(_ row: Row) throws {
        let swift = try Self.generate("type R = record { \(row.candid) : nat };")
        #expect(
            Self.block("public struct R", in: swift) == """
                    public struct R: Codable, Hashable, Sendable {
                        public var \(row.declared): BigUInt

                        public init(\(row.parameter): BigUInt) {
                            self.\(row.plain) = \(row.declared)
                        }

                        enum CodingKeys: String, CodingKey {
                            \(row.key)
                        }
                    }

                """)
    }

    @Test(arguments: rows) func aVariantCase(_ row: Row) throws {
        let swift = try Self.generate("type V = variant { \(row.candid) : text };")
        #expect(
            Self.block("public enum V", in: swift) == """
                    public enum V: Codable, Hashable, Sendable {
                        case \(row.declared)(String)

                        enum CodingKeys: String, CodingKey {
                            \(row.key)
                        }
                    }

                """)
    }

    /// Method names: a client member of that name (`canister`, `init`) pushes the method aside,
    /// and the wire name stays in `ICPMethod`.
    @Test(arguments: [
        ("type", "type"), ("Type", "type"), ("self", "self_"), ("Self", "self_"), ("init", "init_"),
        ("foo-bar", "fooBar"),
        ("0", "_0"), ("_1_", "_1"), ("📦", "u1F4E6"), ("🍦", "u1F366"), ("class", "`class`"), ("deinit", "deinit_"),
        ("canister", "canister_2"), ("Methods", "methods"), ("", "unnamed"),
    ])
    func aMethod(wire: String, declared: String) throws {
        let swift = try Self.generate("service : { \"\(wire)\" : (nat) -> () query }")
        #expect(Self.count("public func \(declared)(_ arg0: BigUInt) async throws(AgentError) {", in: swift) == 1)
        #expect(Self.count("try await self.canister.call(Methods.\(declared), arg0)", in: swift) == 1)
        let literal = "\"\(wire)\""
        #expect(
            Self.count(
                "public static let \(declared) = ICPMethod(name: \(literal), kind: .query, arguments: [.nat], results: [], environment: candidDefinitions)",
                in: swift) == 1)
    }

    @Test func namesThatClashAfterCamelCasingGetNumberedInWrittenOrder() throws {
        let swift = try Self.generate(
            """
            type R = record { foo_bar : nat; fooBar : int; FooBar : text; self : nat; Self : nat; init : nat; init_ : nat };
            type V = variant { foo_bar; fooBar; FooBar };
            service : { foo_bar : () -> (); fooBar : () -> (); "foo-bar" : () -> () }
            """)
        #expect(
            Self.block("public struct R", in: swift) == """
                    public struct R: Codable, Hashable, Sendable {
                        public var fooBar: BigUInt
                        public var fooBar_2: BigInt
                        public var fooBar_3: String
                        public var self_: BigUInt
                        public var self__2: BigUInt
                        public var init_: BigUInt
                        public var init__2: BigUInt

                        public init(fooBar: BigUInt, fooBar_2: BigInt, fooBar_3: String, self_: BigUInt, self__2: BigUInt, init_: BigUInt, init__2: BigUInt) {
                            self.fooBar = fooBar
                            self.fooBar_2 = fooBar_2
                            self.fooBar_3 = fooBar_3
                            self.self_ = self_
                            self.self__2 = self__2
                            self.init_ = init_
                            self.init__2 = init__2
                        }

                        enum CodingKeys: String, CodingKey {
                            case fooBar = "foo_bar"
                            case fooBar_2 = "fooBar"
                            case fooBar_3 = "FooBar"
                            case self_ = "self"
                            case self__2 = "Self"
                            case init_ = "init"
                            case init__2 = "init_"
                        }
                    }

                """)
        #expect(
            Self.block("public enum V", in: swift) == """
                    public enum V: Codable, Hashable, Sendable {
                        case fooBar
                        case fooBar_2
                        case fooBar_3

                        enum CodingKeys: String, CodingKey {
                            case fooBar = "foo_bar"
                            case fooBar_2 = "fooBar"
                            case fooBar_3 = "FooBar"
                        }
                    }

                """)
        for (name, wire) in [("fooBar", "foo_bar"), ("fooBar_2", "fooBar"), ("fooBar_3", "foo-bar")] {
            #expect(Self.count("public func \(name)() async throws(AgentError) {", in: swift) == 1)
            #expect(
                Self.count(
                    "public static let \(name) = ICPMethod(name: \"\(wire)\", kind: .update, arguments: [], results: [], environment: candidDefinitions)",
                    in: swift) == 1)
        }
    }

    /// Type names: Swift's and Candid's own types and the client's name get a suffix, and every
    /// reference follows the rename, while the definitions keep their Candid names.
    @Test func typeNamesThatWouldShadowWhatTheGeneratedCodeUses() throws {
        let swift = try Self.generate(
            """
            type String = text;
            type Data = blob;
            type Client = record { id : nat };
            type self = nat;
            type Self = int;
            type init = nat;
            type foo_bar = nat8;
            type fooBar = nat16;
            type FooBar = nat32;
            type _0 = bool;
            type uses = record { a : String; b : Data; c : Client; d : self; e : Self; f : init; g : foo_bar; h : fooBar; i : FooBar; j : _0 };
            service : { get : (Client) -> (uses) query }
            """)
        for line in [
            "public typealias String_ = String",
            "public typealias Data_ = Data",
            "public struct Client_2: Codable, Hashable, Sendable {",
            "public typealias Self_ = BigUInt",
            "public typealias Self__2 = BigInt",
            "public typealias Init = BigUInt",
            "public typealias FooBar = UInt8",
            "public typealias FooBar_2 = UInt16",
            "public typealias FooBar_3 = UInt32",
            "public typealias _0 = Bool",
            "public init(a: String_, b: Data_, c: Client_2, d: Self_, e: Self__2, f: Init, g: FooBar, h: FooBar_2, i: FooBar_3, j: _0) {",
            // The client keeps its name; the definition `Client` moved aside for it.
            "public struct Client: Sendable {",
            // `get` is a contextual keyword: backticks are not needed there, but do no harm.
            "public func `get`(_ arg0: Client_2) async throws(AgentError) -> Uses {",
            "definitions.definitions[\"String\"] = .text",
            "definitions.definitions[\"Client\"] = .record([CandidFieldType(.named(\"id\"), .nat)])",
            "definitions.definitions[\"Self\"] = .int",
            "definitions.definitions[\"foo_bar\"] = .nat8",
        ] {
            #expect(Self.count(line, in: swift) == 1, "expected once: \(line)")
        }
    }

    @Test func aClientNameOptionMovesTheDefinitionOfThatNameAside() throws {
        let swift = try Self.generate(
            "type Ledger = record { a : nat }; type Client = record { b : nat }; service : { f : (Ledger, Client) -> () }",
            options: SwiftGeneratorOptions(clientName: "Ledger", sourceName: "names.did"))
        #expect(Self.count("public struct Ledger_2: Codable, Hashable, Sendable {", in: swift) == 1)
        #expect(Self.count("public struct Client: Codable, Hashable, Sendable {", in: swift) == 1)
        #expect(Self.count("public struct Ledger: Sendable {", in: swift) == 1)
        #expect(
            Self.count("public func f(_ arg0: Ledger_2, _ arg1: Client) async throws(AgentError) {", in: swift) == 1)
    }

    /// `_N` is both a field name and a position to the Codable bridge, so where one is written
    /// each key states its wire id.
    @Test func aFieldNamedLikeAPositionGetsKeysWithTheirIds() throws {
        let swift = try Self.generate("type T = record { \"_2\" : nat; 2 : int };")
        let block = try #require(Self.block("public struct T", in: swift))
        for line in [
            "public var _2: BigUInt",
            "public var _2_2: BigInt",
            "enum CodingKeys: CodingKey, CaseIterable {",
            "case ._2: return \"_2\"",
            "case ._2_2: return \"_2\"",
            "case ._2: return 21235",
            "case ._2_2: return 2",
        ] {
            #expect(Self.count(line, in: block) == 1, "expected once: \(line)")
        }
    }

    @Test func argumentNamesAreParametersAndResultNamesAreTupleLabels() throws {
        let swift = try Self.generate(
            """
            service : { "class" : (self : nat, "in" : nat, "var" : text, "foo-bar" : nat) -> (a : nat, "class" : text) }
            """)
        #expect(
            Self.count(
                "public func `class`(self_: BigUInt, in: BigUInt, `var`: String, fooBar: BigUInt) async throws(AgentError) -> (a: BigUInt, class: String) {",
                in: swift) == 1)
        #expect(
            Self.count(
                "let (a, `class`) = try await self.canister.call(Methods.`class`, self_, `in`, `var`, fooBar, returning: BigUInt.self, String.self)",
                in: swift) == 1)
        #expect(Self.count("return (a: a, class: `class`)", in: swift) == 1)
    }

    /// All the awkward names at once: every field, case and method is a Swift identifier or a
    /// keyword in backticks, and no two of one declaration share a name.
    @Test func allTheNamesTogetherStayValidAndDistinct() throws {
        let labels = Self.rows.map(\.candid)
        let fields = labels.map { "\($0) : nat" }.joined(separator: "; ")
        let methods = labels.map { label in
            let wire = label.hasPrefix("\"") ? label : "\"\(label)\""
            return "\(wire) : () -> ()"
        }.joined(separator: "; ")
        let swift = try Self.generate(
            "type R = record { \(fields) };\ntype V = variant { \(fields) };\nservice : { \(methods) }")
        let identifier = /`[a-z]+`|[A-Za-z_][A-Za-z0-9_]*/
        func names(_ pattern: Regex<(Substring, Substring)>, in text: String) -> [String] {
            text.split(separator: "\n").compactMap { $0.firstMatch(of: pattern).map { String($0.1) } }
        }
        let record = try #require(Self.block("public struct R", in: swift))
        let variant = try #require(Self.block("public enum V", in: swift))
        let declared = [
            ("fields", names(/^        public var ([^:]+): BigUInt$/, in: record)),
            ("cases", names(/^        case ([^(]+)\(BigUInt\)$/, in: variant)),
            ("methods", names(/^        public func ([^(]+)\(\) async throws\(AgentError\) \{$/, in: swift)),
            ("method entries", names(/^            public static let ([^ ]+) = ICPMethod/, in: swift)),
        ]
        for (what, list) in declared {
            #expect(list.count == labels.count, "\(what): \(list)")
            #expect(Set(list).count == list.count, "\(what) repeat a name: \(list)")
            for name in list {
                #expect(name.wholeMatch(of: identifier) != nil, "\(what): \(name) is not an identifier")
            }
        }
        // Every wire name is kept once by each of the two CodingKeys enums.
        #expect(Self.count("case fooBar = \"foo-bar\"", in: swift) == 2)
        #expect(Self.count("case u1F4E6 = \"📦\"", in: swift) == 2)
        #expect(Self.count("case self__2 = \"Self\"", in: swift) == 2)
    }

    // MARK: Names the generated code itself uses

    /// A definition named `Methods` would be shadowed inside the client by the client's own
    /// `Methods` enum, so it is renamed.
    @Test func aTypeNamedMethodsIsRenamed() throws {
        let swift = try Self.generate("type Methods = record { a : nat };\nservice : { f : (Methods) -> () }")
        #expect(Self.count("public struct Methods_2: Codable, Hashable, Sendable {", in: swift) == 1)
        #expect(Self.count("public func f(_ arg0: Methods_2) async throws(AgentError) {", in: swift) == 1)
    }

    /// A method named `candid_definitions` would shadow the namespace's `candidDefinitions`
    /// inside `Methods` (a circular reference), so it is renamed.
    @Test func aMethodNamedCandidDefinitionsIsRenamed() throws {
        let swift = try Self.generate("service : { candid_definitions : () -> () }")
        #expect(
            Self.count(
                "public static let candidDefinitions_2 = ICPMethod(name: \"candid_definitions\", kind: .update, arguments: [], results: [], environment: candidDefinitions)",
                in: swift) == 1)
    }

    /// A method named `init_arguments` would clash with the client's `initArguments(…)`.
    @Test func aMethodNamedInitArgumentsIsRenamed() throws {
        let swift = try Self.generate("service : (nat) -> { init_arguments : () -> () }")
        #expect(Self.count("public func initArguments_2() async throws(AgentError) {", in: swift) == 1)
        #expect(
            Self.count(
                "public static func initArguments(_ arg0: BigUInt) throws(CandidCodingError) -> [UInt8] {", in: swift)
                == 1)
    }

    /// An argument named `canister` would shadow the client's `canister` property: the call goes
    /// through `self`.
    @Test func anArgumentNamedCanisterDoesNotShadowTheClient() throws {
        let swift = try Self.generate("service : { f : (canister : principal) -> () }")
        #expect(Self.count("try await self.canister.call(Methods.f, canister)", in: swift) == 1)
    }

    /// Types the generated code names unqualified (`DecodingError` in the `variant {}` decoder,
    /// `CandidEncoder` and `CandidCodingError` in `initArguments`) are reserved: a definition of
    /// that name gets a trailing `_`.
    @Test func definitionsNamedLikeTypesTheGeneratedCodeUsesAreRenamed() throws {
        let decoding = try Self.generate("type DecodingError = nat;\ntype E = variant {};")
        #expect(
            decoding.contains("public typealias DecodingError_ = BigUInt")
                && decoding.contains("throw DecodingError.dataCorrupted"))
        let encoder = try Self.generate(
            "type CandidEncoder = nat;\ntype CandidCodingError = int;\nservice : (x : nat) -> { f : () -> () }")
        #expect(
            encoder.contains("public typealias CandidEncoder_ = BigUInt")
                && encoder.contains("try CandidEncoder().encodeArguments("))
        #expect(
            encoder.contains("public typealias CandidCodingError_ = BigInt")
                && encoder.contains("throws(CandidCodingError)"))
    }

    /// A variant case with a numeric label and an inline record payload: the case is `_0`, and
    /// its payload type `_0Payload`, since an enum cannot declare a case and a type of one name.
    @Test func aNumberedCaseAndItsPayloadTypeHaveDifferentNames() throws {
        let swift = try Self.generate("type V = variant { 0 : record { x : nat }; a };")
        let block = try #require(Self.block("public enum V", in: swift))
        #expect(
            block.contains("case _0(_0Payload)")
                && block.contains("public struct _0Payload: Codable, Hashable, Sendable {"))
    }
}
