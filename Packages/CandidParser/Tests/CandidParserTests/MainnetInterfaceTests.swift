import Candid
import CandidParser
import Foundation
import Testing

/// The ten real mainnet interfaces (ledger, governance, management canister...) parse,
/// type-check, and survive a pretty-print round trip; their types build binary type tables.
@Suite(.enabled(
    if: SharedMaterial.exists(SharedMaterial.mainnetInterfaces),
    "skipped: the mainnet .did fixtures are not at ../shared/fixtures/icp/did (plain clone)"))
struct MainnetInterfaceTests {
    static var files: [String] {
        SharedMaterial.files(in: SharedMaterial.mainnetInterfaces, suffix: ".did").map(\.lastPathComponent)
    }

    @Test func thereAreTen() {
        #expect(Self.files.count == 10)
    }

    @Test(arguments: files)
    func parsesAndRoundTrips(_ file: String) throws {
        let text = try String(contentsOf: SharedMaterial.mainnetInterfaces.appendingPathComponent(file), encoding: .utf8)
        let interface = try CandidInterface(parsing: text, path: file)
        #expect(!interface.methods.isEmpty)
        let reparsed = try CandidInterface(parsing: interface.prettyPrinted)
        #expect(ParserAssetTests.normalized(reparsed) == ParserAssetTests.normalized(interface))
        // Every method's argument types are usable by the binary codec: encode the defaults
        // of optional arguments or at least build the type table.
        for method in interface.methods {
            let nulls = method.type.arguments.map { _ in CandidValue.opt(nil) }
            _ = try? CandidBinary.encode(nulls, types: method.type.arguments, environment: interface.environment)
        }
    }

    @Test func ledgerTransferArgumentsEncodeAndDecode() throws {
        let url = SharedMaterial.mainnetInterfaces.appendingPathComponent("icrc1_ledger.did")
        let interface = try CandidInterface(parsing: try String(contentsOf: url, encoding: .utf8))
        let transfer = try #require(interface.method("icrc1_transfer"))
        let text = """
            (record { to = record { owner = principal "ryjl3-tyaaa-aaaaa-aaaba-cai"; subaccount = null };
                      amount = 100_000 : nat; fee = null; memo = opt blob "\\01\\02"; from_subaccount = null;
                      created_at_time = opt (1_700_000_000_000_000_000 : nat64) })
            """
        let values = try CandidTextValue.typed(try CandidTextValue.parseArguments(text), as: transfer.arguments, in: interface.environment)
        let bytes = try CandidBinary.encode(values, types: transfer.arguments, environment: interface.environment)
        let decoded = try CandidBinary.decode(bytes, as: transfer.arguments, environment: interface.environment)
        #expect(decoded == values)
    }
}
