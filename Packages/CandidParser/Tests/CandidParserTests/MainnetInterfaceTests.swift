import Candid
import CandidParser
import Foundation
import Testing

/// The ten real mainnet interfaces (ledger, governance, management canister...) parse,
/// type-check, and survive a pretty-print round trip; their types build binary type tables.
@Suite struct MainnetInterfaceTests {
    static var files: [String] {
        VendoredMaterial.files(in: VendoredMaterial.mainnetInterfaces, suffix: ".did").map(\.lastPathComponent)
    }

    /// Why interface `file` does not hold, or nil when it does: it must parse with its
    /// methods, survive a pretty-print round trip, and every method's argument and result types
    /// must build the binary decoder's type graph (an empty message decoded at them ends in
    /// "missing argument" at worst, never in an invalid expected type).
    static func problem(with file: String) -> String? {
        do {
            let text = try String(
                contentsOf: VendoredMaterial.mainnetInterfaces.appendingPathComponent(file), encoding: .utf8)
            let interface = try CandidInterface(parsing: text, path: file)
            if interface.methods.isEmpty { return "\(file): no methods" }
            let reparsed = try CandidInterface(parsing: interface.prettyPrinted)
            if ParserAssetTests.normalized(reparsed) != ParserAssetTests.normalized(interface) {
                return "\(file): the pretty-printed text parses to a different interface"
            }
            let emptyMessage = Array("DIDL".utf8) + [0, 0]
            for method in interface.methods {
                for types in [method.type.arguments, method.type.results] {
                    do {
                        _ = try CandidBinary.decode(emptyMessage, as: types, environment: interface.environment)
                    } catch .missing {
                        continue
                    } catch {
                        return "\(file): \(method.name)'s types do not build a type graph: \(error)"
                    }
                }
            }
            return nil
        } catch {
            return "\(file): \(error)"
        }
    }

    @Test(arguments: files)
    func holds(_ file: String) {
        let problem = Self.problem(with: file)
        #expect(problem == nil, "\(problem ?? "")")
    }

    /// All ten are present and hold; the REPORT line is checked against the floor in Workspace.json.
    @Test func allTenHold() {
        let files = Self.files
        let problems = files.compactMap(Self.problem(with:))
        #expect(files.count == 10)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        print("REPORT conformance mainnet interfaces: \(files.count - problems.count)/\(files.count) files hold")
    }

    @Test func ledgerTransferArgumentsEncodeAndDecode() throws {
        let url = VendoredMaterial.mainnetInterfaces.appendingPathComponent("icrc1_ledger.did")
        let interface = try CandidInterface(parsing: try String(contentsOf: url, encoding: .utf8))
        let transfer = try #require(interface.method("icrc1_transfer"))
        let text = """
            (record { to = record { owner = principal "ryjl3-tyaaa-aaaaa-aaaba-cai"; subaccount = null };
                      amount = 100_000 : nat; fee = null; memo = opt blob "\\01\\02"; from_subaccount = null;
                      created_at_time = opt (1_700_000_000_000_000_000 : nat64) })
            """
        let values = try CandidTextValue.typed(
            try CandidTextValue.parseArguments(text), as: transfer.arguments, in: interface.environment)
        let bytes = try CandidBinary.encode(values, types: transfer.arguments, environment: interface.environment)
        let decoded = try CandidBinary.decode(bytes, as: transfer.arguments, environment: interface.environment)
        #expect(decoded == values)
    }
}
