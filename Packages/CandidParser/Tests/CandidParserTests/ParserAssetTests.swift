import Candid
import CandidParser
import Foundation
import Testing

/// The official parser assets: files with an `ok/<name>.fail` must be rejected; the others
/// must parse, type-check, and pretty-print to text that parses to the same interface as the
/// reference rendering `ok/<name>.did`.
@Suite(.enabled(
    if: SharedMaterial.exists(SharedMaterial.parserAssets),
    "skipped: the Candid parser assets are not at ../shared/conformance/candid/parser-assets (plain clone)"))
struct ParserAssetTests {
    static let loader: CandidInterface.Loader = { path in
        try String(contentsOf: SharedMaterial.parserAssets.appendingPathComponent(path), encoding: .utf8)
    }

    static var names: [String] {
        SharedMaterial.files(in: SharedMaterial.parserAssets, suffix: ".did").map { $0.deletingPathExtension().lastPathComponent }
    }

    static func parse(_ name: String) throws -> CandidInterface {
        let text = try String(contentsOf: SharedMaterial.parserAssets.appendingPathComponent("\(name).did"), encoding: .utf8)
        return try CandidInterface(parsing: text, path: "\(name).did", loader: loader)
    }

    /// What two interfaces must agree on: definitions, init arguments and methods by name.
    static func normalized(_ interface: CandidInterface) -> [String] {
        var lines = interface.environment.definitions.map { "type \($0.key) = \($0.value)" }.sorted()
        if let service = interface.service {
            lines.append("init \(service.initArguments.map { $0.map(\.description).joined(separator: ", ") } ?? "none")")
            if case .service(let body) = service.type {
                lines += body.methods.map { "method \($0.name) : \($0.type)" }.sorted()
            } else {
                lines.append("service \(service.type)")
            }
        }
        return lines
    }

    @Test func allThirtyOneAssetsArePresent() {
        #expect(Self.names.count == 31)
    }

    @Test(arguments: names)
    func asset(_ name: String) throws {
        let failMarker = SharedMaterial.parserAssets.appendingPathComponent("ok/\(name).fail")
        if FileManager.default.fileExists(atPath: failMarker.path) {
            #expect(throws: CandidParseError.self, "\(name).did must be rejected") { try Self.parse(name) }
            return
        }
        let interface = try Self.parse(name)
        let printed = interface.prettyPrinted
        let reparsed = try CandidInterface(parsing: printed)
        let referenceText = try String(
            contentsOf: SharedMaterial.parserAssets.appendingPathComponent("ok/\(name).did"), encoding: .utf8)
        let reference = try CandidInterface(parsing: referenceText)
        let got = Self.normalized(reparsed), want = Self.normalized(reference)
        #expect(got == want, "\(name): only ours \(got.filter { !want.contains($0) }) only reference \(want.filter { !got.contains($0) })")
        #expect(Self.normalized(interface) == Self.normalized(reparsed))
    }
}
