import Candid
import CandidParser
import Foundation
import Testing

/// The official parser assets: files with an `ok/<name>.fail` must be rejected; the others
/// must parse, type-check, and pretty-print to text that parses to the same interface as the
/// reference rendering `ok/<name>.did`.
@Suite struct ParserAssetTests {
    static let loader: CandidInterface.Loader = { path in
        try String(contentsOf: VendoredMaterial.parserAssets.appendingPathComponent(path), encoding: .utf8)
    }

    static var names: [String] {
        VendoredMaterial.files(in: VendoredMaterial.parserAssets, suffix: ".did").map {
            $0.deletingPathExtension().lastPathComponent
        }
    }

    static func parse(_ name: String) throws -> CandidInterface {
        let text = try String(
            contentsOf: VendoredMaterial.parserAssets.appendingPathComponent("\(name).did"), encoding: .utf8)
        return try CandidInterface(parsing: text, path: "\(name).did", loader: loader)
    }

    /// What two interfaces must agree on: definitions, init arguments and methods by name.
    static func normalized(_ interface: CandidInterface) -> [String] {
        var lines = interface.environment.definitions.map { "type \($0.key) = \($0.value)" }.sorted()
        if let service = interface.service {
            lines.append(
                "init \(service.initArguments.map { $0.map(\.description).joined(separator: ", ") } ?? "none")")
            if case .service(let body) = service.type {
                lines += body.methods.map { "method \($0.name) : \($0.type)" }.sorted()
            } else {
                lines.append("service \(service.type)")
            }
        }
        return lines
    }

    /// Why asset `name` does not hold, or nil when it does: a `.fail` asset must be rejected
    /// with a parse error; any other must parse and agree with the reference rendering.
    static func problem(with name: String) -> String? {
        let failMarker = VendoredMaterial.parserAssets.appendingPathComponent("ok/\(name).fail")
        if FileManager.default.fileExists(atPath: failMarker.path) {
            do {
                _ = try parse(name)
                return "\(name).did must be rejected but parsed"
            } catch is CandidParseError {
                return nil
            } catch {
                return "\(name).did was rejected with \(type(of: error)), not a CandidParseError: \(error)"
            }
        }
        do {
            let interface = try parse(name)
            let reparsed = try CandidInterface(parsing: interface.prettyPrinted)
            let referenceText = try String(
                contentsOf: VendoredMaterial.parserAssets.appendingPathComponent("ok/\(name).did"), encoding: .utf8)
            let reference = try CandidInterface(parsing: referenceText)
            let got = normalized(reparsed)
            let want = normalized(reference)
            if got != want {
                return
                    "\(name): only ours \(got.filter { !want.contains($0) }) only reference \(want.filter { !got.contains($0) })"
            }
            if normalized(interface) != got {
                return "\(name): the pretty-printed text parses to a different interface"
            }
            return nil
        } catch {
            return "\(name).did: \(error)"
        }
    }

    @Test(arguments: names)
    func asset(_ name: String) {
        let problem = Self.problem(with: name)
        #expect(problem == nil, "\(problem ?? "")")
    }

    /// All 31 assets are present and hold; `workspace test` shows the REPORT line and fails
    /// the package when its count drops below the floor in Workspace.json.
    @Test func allThirtyOneAssetsHold() {
        let names = Self.names
        let problems = names.compactMap(Self.problem(with:))
        #expect(names.count == 31)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        print("REPORT conformance Candid parser assets: \(names.count - problems.count)/\(names.count) files hold")
    }
}
