import CandidCodegen
import Foundation
import Testing

/// Names a person chose (``SwiftGeneratorOptions/renames``): renamed output pinned by a golden
/// file, and every rename that cannot apply a typed error naming what it could have meant.
@Suite struct RenameTests {
    static let example = GoldenFileTests.parserAssets.appendingPathComponent("example.did")

    /// Types (top-level and nested), a field's case, methods, and a swap of two method names.
    static let exampleRenames: [String: String] = [
        "HArgument1": "HChoice", "XResult2": "XOutcome", "List_2": "DocList", "List_2Value": "DocListNode",
        "B_2": "IntNatPair", "Res.err": "failure", "Tree.Branch": "Fork", "Tree.branch": "fork",
        "Client.g1": "lookup", "Client.f": "g", "Client.g": "f",
    ]

    static func generate(_ renames: [String: String], typeTable: Bool = false) throws(CandidCodegenError) -> String {
        let text = (try? String(contentsOf: example, encoding: .utf8)) ?? ""
        let options = SwiftGeneratorOptions(sourceName: "example.did", typeTable: typeTable, renames: renames)
        return try CandidSwiftGenerator(options: options).generate(text, path: example.path) { path in
            try String(contentsOfFile: path, encoding: .utf8)
        }
    }

    @Test func renamedOutputMatchesItsGoldenFile() throws {
        let swift = try Self.generate(Self.exampleRenames)
        let goldenURL = GoldenFileTests.golden.appendingPathComponent("asset_example_renamed.swift.golden")
        if ProcessInfo.processInfo.environment["CANDID_UPDATE_GOLDEN"] == "1" {
            try Data(swift.utf8).write(to: goldenURL)
        }
        #expect(swift == (try String(contentsOf: goldenURL, encoding: .utf8)))
        // The same bytes every time, whatever order the dictionary iterates in.
        for _ in 0..<3 { #expect(try Self.generate(Self.exampleRenames) == swift) }
        let lines = swift.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for expected in [
            "public enum HChoice: Codable, Hashable, Sendable {",
            "public typealias DocList = DocListNode?",
            "case failure(Err)",
            "case failure = \"Err\"",
            "case fork(Fork)",
            "public struct Fork: Codable, Hashable, Sendable {",
            "public func lookup(_ arg0: MyType, _ arg1: DocList, _ arg2: DocList?, _ arg3: Nested) async throws(AgentError) -> (BigInt, Broker, NestedRes) {",
            "public static let lookup = ICPMethod(name: \"g1\", kind: .query, arguments: [.named(\"my_type\"), .named(\"List\"), .opt(.named(\"List\")), .named(\"nested\")], results: [.int, .named(\"broker\"), .named(\"nested_res\")], environment: candidDefinitions)",
            "public func g(server: S) async throws(AgentError) {",
            "public func f(_ arg0: List) async throws(AgentError) -> (B, Tree, Stream) {",
        ] {
            let found = lines.contains(expected)
            #expect(found, "missing line: \(expected)")
        }
        for gone in ["HArgument1", "XResult2", "List_2", "B_2", "func g1"] {
            #expect(!swift.contains(gone), "\(gone) is still there")
        }
    }

    @Test func theTypeTableUsesTheNewNames() throws {
        let swift = try Self.generate(["HArgument1": "HChoice"], typeTable: true)
        #expect(swift.contains("HChoice.self),"))
        #expect(!swift.contains("HArgument1"))
    }

    @Test func noRenamesGiveTheUsualOutput() throws {
        let golden = GoldenFileTests.golden.appendingPathComponent("asset_example.swift.golden")
        #expect(try Self.generate([:]) == (try String(contentsOf: golden, encoding: .utf8)))
    }

    @Test func anUnknownNameIsAnErrorNamingTheClosestCandidates() throws {
        // Many top-level types: the five closest.
        #expect(
            throws: CandidCodegenError.unknownRename(
                "HArgument9", candidates: ["HArgument1", "HResult", "Broker", "MyVariant", "Res"])
        ) {
            try Self.generate(["HArgument9": "X"])
        }
        // Few members: all of the type's members and nested types.
        #expect(throws: CandidCodegenError.unknownRename("Res.error", candidates: ["Res.Err", "Res.err", "Res.ok"])) {
            try Self.generate(["Res.error": "failure"])
        }
        #expect(
            throws: CandidCodegenError.unknownRename(
                "Client.g2", candidates: ["Client.g", "Client.g1", "Client.f", "Client.f1", "Client.h"])
        ) {
            try Self.generate(["Client.g2": "x"])
        }
        // A member or method named without its type or client: where that name is.
        #expect(throws: CandidCodegenError.unknownRename("g1", candidates: ["Client.g1"])) {
            try Self.generate(["g1": "lookup"])
        }
        #expect(
            throws: CandidCodegenError.unknownRename(
                "err",
                candidates: ["NestedRes.Err.err", "NestedRes.Ok.err", "NestedRes.err", "Res.err", "XResult2.err"])
        ) {
            try Self.generate(["err": "failure"])
        }
        // Keys are the generated names before any rename.
        #expect(throws: CandidCodegenError.self) { try Self.generate(["List_2": "DocList", "DocList": "Other"]) }
        #expect(
            CandidCodegenError.unknownRename("Res.error", candidates: ["Res.Err", "Res.err", "Res.ok"]).description
                == "cannot rename Res.error: no generated type, member or method has that name; did you mean Res.Err, Res.err, Res.ok?"
        )
    }

    @Test func aNewNameMustBeASwiftIdentifierTheCodeCanUse() throws {
        let member = "a member name is ASCII letters, digits and _, not starting with a digit"
        let cases: [([String: String], CandidCodegenError)] = [
            (["Res.err": "fail ure"], .invalidRename("Res.err", to: "fail ure", reason: member)),
            (["Client.g1": "1st"], .invalidRename("Client.g1", to: "1st", reason: member)),
            (["Res.err": "class"], .invalidRename("Res.err", to: "class", reason: "it is a Swift keyword")),
            (["Res.err": "init"], .invalidRename("Res.err", to: "init", reason: "it is a Swift keyword")),
            (
                ["Res.err": "hashValue"],
                .invalidRename("Res.err", to: "hashValue", reason: "Swift or the generated code reserves it")
            ),
            (
                ["B_2": "String"],
                .invalidRename(
                    "B_2", to: "String",
                    reason: "the generated code uses String for a type of Swift, Candid or ICPAgent")
            ),
            (["B_2": "Self"], .invalidRename("B_2", to: "Self", reason: "it is a Swift keyword")),
            (["B_2": ""], .invalidRename("B_2", to: "", reason: "the type name is empty")),
            (
                ["Tree.Branch": "ForkCodingKeys"],
                .invalidRename(
                    "Tree.Branch", to: "ForkCodingKeys",
                    reason: "synthesized Codable declares names ending in CodingKeys")
            ),
        ]
        for (renames, error) in cases {
            #expect(throws: error, "\(renames)") { try Self.generate(renames) }
        }
        #expect(
            CandidCodegenError.invalidRename("Res.err", to: "class", reason: "it is a Swift keyword").description
                == "cannot rename Res.err to \"class\": it is a Swift keyword")
    }

    @Test func twoNamesMadeEqualInOneScopeAreAnError() throws {
        let cases: [([String: String], CandidCodegenError)] = [
            (["B_2": "A_2"], .conflictingRenames("A_2", scope: "the namespace", renames: ["B_2"])),
            (
                ["HArgument1": "Pair", "XResult2": "Pair"],
                .conflictingRenames("Pair", scope: "the namespace", renames: ["HArgument1", "XResult2"])
            ),
            (["B_2": "Client"], .conflictingRenames("Client", scope: "the namespace", renames: ["B_2"])),
            (["Res.err": "ok"], .conflictingRenames("ok", scope: "Res", renames: ["Res.err"])),
            (["Client.g1": "canister"], .conflictingRenames("canister", scope: "Client", renames: ["Client.g1"])),
            (["Client.g1": "h"], .conflictingRenames("h", scope: "Client", renames: ["Client.g1"])),
            // A nested type may not shadow a top-level one, nor a top-level one a nested one.
            (["Tree.Branch": "Node"], .conflictingRenames("Node", scope: "the namespace", renames: ["Tree.Branch"])),
            (["Node": "Branch"], .conflictingRenames("Branch", scope: "Tree.Branch", renames: ["Node"])),
        ]
        for (renames, error) in cases {
            #expect(throws: error, "\(renames)") { try Self.generate(renames) }
        }
        #expect(
            CandidCodegenError.conflictingRenames("Pair", scope: "the namespace", renames: ["HArgument1", "XResult2"])
                .description == "renames HArgument1, XResult2 give Pair to two declarations in the namespace")
    }

    @Test func aValueFileTakesRenamesToo() throws {
        let options = SwiftGeneratorOptions(
            sourceName: "book.txt", renames: ["PhoneBookItem": "Entry", "PhoneBookItem.phone": "number"])
        let generator = CandidSwiftGenerator(options: options)
        let swift = try generator.generateValue(
            "vec { record { name = \"MyName\"; phone = 1234 : nat } }", name: "PhoneBook")
        #expect(swift.contains("public struct Entry: Codable, Hashable, Sendable {"))
        #expect(swift.contains("public var number: BigUInt"))
        #expect(swift.contains("case number = \"phone\""))
        #expect(swift.contains("public static let phoneBook: PhoneBook = [Entry(name: \"MyName\", number: \"1234\")]"))
    }
}
