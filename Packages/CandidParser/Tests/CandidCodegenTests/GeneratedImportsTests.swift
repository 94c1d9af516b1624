import CandidCodegen
import Testing

/// A generated file imports BigInt exactly when one of its types is `BigUInt` or `BigInt` (Candid's
/// `nat` and `int`), wherever that type sits: Candid does not re-export attaswift/BigInt, and a
/// target whose interfaces have neither should not need the BigInt product.
@Suite struct GeneratedImportsTests {
    /// The `import` lines of the Swift generated from `did`.
    static func imports(_ did: String) throws -> [String] {
        let swift = try CandidSwiftGenerator(options: SwiftGeneratorOptions(sourceName: "test.did")).generate(did)
        return swift.split(separator: "\n").filter { $0.hasPrefix("import ") }.map(String.init)
    }

    static func valueImports(_ text: String) throws -> [String] {
        let swift = try CandidSwiftGenerator(options: SwiftGeneratorOptions(sourceName: "value.txt"))
            .generateValue(text, name: "Value", path: "value.txt")
        return swift.split(separator: "\n").filter { $0.hasPrefix("import ") }.map(String.init)
    }

    @Test func withoutNatOrIntThereIsNoBigIntImport() throws {
        #expect(
            try Self.imports("type A = record { a : nat64; b : int8; c : text; d : opt vec blob };")
                == ["import Candid", "import Foundation"])
        #expect(
            try Self.imports("service : { f : (nat32) -> (variant { ok : int64; err : text }) query }")
                == ["import Candid", "import Foundation", "import ICPAgent"])
        #expect(try Self.valueImports("record { a = 1 : nat8; b = \"x\" }") == ["import Candid", "import Foundation"])
    }

    @Test func natOrIntAnywhereImportsBigInt() throws {
        let withBigInt = ["import BigInt", "import Candid", "import Foundation"]
        let withClient = withBigInt + ["import ICPAgent"]
        // In a definition, however deep.
        #expect(try Self.imports("type A = record { a : opt vec record { nat; text } };") == withBigInt)
        #expect(try Self.imports("type A = variant { a; b : int };") == withBigInt)
        #expect(try Self.imports("type A = nat;") == withBigInt)
        // Only in a method's signature, with no declaration of its own.
        #expect(try Self.imports("service : { f : () -> (nat) query }") == withClient)
        #expect(try Self.imports("service : { f : (opt vec int) -> () }") == withClient)
        // Only in a service class's init arguments.
        #expect(try Self.imports("service : (nat) -> { f : () -> () }") == withClient)
        // A value file.
        #expect(try Self.valueImports("record { a = 1 : nat; b = \"x\" }") == withBigInt)
        #expect(try Self.valueImports("vec { -5 }") == withBigInt)
    }
}
