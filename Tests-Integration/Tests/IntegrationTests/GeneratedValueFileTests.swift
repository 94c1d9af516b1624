import BigInt
import Candid
import CandidCodegen
import CandidParser
import Foundation
import Testing

/// Value files (`.did` files holding one Candid value) turned into Swift by CandidCodegen: the
/// generated files in `GeneratedValues/` are compiled into this target, must be what the
/// generator makes of `ValueFiles/` today, and their constants must encode to the same Candid
/// bytes as the parsed values. After an intended change of the output, regenerate them with
/// `CANDID_UPDATE_GOLDEN=1 swift test --filter GeneratedValueFileTests`.
@Suite struct GeneratedValueFileTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// Each value file with the name of its type and the namespace it is generated in.
    static let files: [(file: String, name: String, namespace: String)] = [
        ("phone_book", "PhoneBook", "PhoneBookFile"), ("nested", "Wallet", "NestedFile"),
        ("options", "Choices", "OptionsFile"),
    ]

    static func generated(_ file: String, name: String, namespace: String) throws -> (text: String, swift: String) {
        let text = try String(contentsOf: folder.appendingPathComponent("ValueFiles/\(file).did"), encoding: .utf8)
        let options = SwiftGeneratorOptions(access: .internal, namespace: namespace, sourceName: "\(file).did")
        return (text, try CandidSwiftGenerator(options: options).generateValue(text, name: name, path: "\(file).did"))
    }

    @Test func theCompiledFilesAreWhatTheGeneratorMakesToday() throws {
        for (file, name, namespace) in Self.files {
            let swift = try Self.generated(file, name: name, namespace: namespace).swift
            let url = Self.folder.appendingPathComponent("GeneratedValues/\(file).swift")
            if ProcessInfo.processInfo.environment["CANDID_UPDATE_GOLDEN"] == "1" {
                try Data(swift.utf8).write(to: url)
            }
            #expect(try String(contentsOf: url, encoding: .utf8) == swift, "\(file)")
        }
    }

    /// The Candid bytes of the value file's text, at its inferred type.
    static func parsedBytes(_ file: String) throws -> [UInt8] {
        let text = try String(contentsOf: folder.appendingPathComponent("ValueFiles/\(file).did"), encoding: .utf8)
        let value = try CandidTextValue(parsing: text)
        return try CandidBinary.encode([try value.typed(as: value.inferredType)], types: [value.inferredType])
    }

    @Test func constantsEncodeAsTheParsedValues() throws {
        #expect(
            try CandidEncoder().encode(PhoneBookFile.phoneBook, as: PhoneBookFile.phoneBookCandidType)
                == (try Self.parsedBytes("phone_book")))
        #expect(
            try CandidEncoder().encode(NestedFile.wallet, as: NestedFile.walletCandidType)
                == (try Self.parsedBytes("nested")))
        #expect(
            try CandidEncoder().encode(OptionsFile.choices, as: OptionsFile.choicesCandidType)
                == (try Self.parsedBytes("options")))
        // And the constants read as Swift should: the big numbers exact, the levels of `opt` kept.
        #expect(PhoneBookFile.phoneBook[1].phone == BigUInt("98765432109876543210"))
        #expect(NestedFile.wallet.balance == -(BigInt(1) << 127))
        #expect(OptionsFile.choices.map(\.value) == [nil, .some(nil), .some(.some(7))])
    }
}
