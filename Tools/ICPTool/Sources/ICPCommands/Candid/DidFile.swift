import Candid
import CandidParser
import Foundation

/// Reads `.did` files, resolving imports relative to the importing file, and finds methods.
enum DidFile {
    /// Parses and type-checks `path`.
    ///
    /// - Throws: status 66 when it cannot be read; status 1 with `FILE:LINE:COLUMN: message`
    ///   when it does not parse or check.
    static func load(_ path: String) throws(ICPToolError) -> CandidInterface {
        let data = try InputFile.bytes(path, what: ".did file")
        guard let text = String(data: data, encoding: .utf8) else {
            throw .cannotRead("cannot read .did file \(path): not UTF-8 text")
        }
        do {
            // CandidParser hands the loader paths already joined to the importing file's folder.
            return try CandidInterface(parsing: text, path: path) { imported in
                let data = try InputFile.bytes(imported, what: "imported .did file")
                guard let text = String(data: data, encoding: .utf8) else {
                    throw ICPToolError.cannotRead("cannot read imported .did file \(imported): not UTF-8 text")
                }
                return text
            }
        } catch {
            throw .invalidInput("\(path):\(error)")
        }
    }

    /// The method `name` of `interface`, loaded from `path`.
    ///
    /// - Throws: status 64 when there is no such method, listing the ones there are.
    static func method(_ name: String, of interface: CandidInterface, in path: String) throws(ICPToolError)
        -> CandidFunctionType
    {
        guard interface.service != nil else { throw .usage("\(path) has no service, so it has no method \(name)") }
        guard let function = interface.method(name) else {
            let known = interface.methods.map(\.name)
            throw .usage(
                "\(path) has no method \(name); its methods: \(known.isEmpty ? "none" : known.joined(separator: ", "))")
        }
        return function
    }
}
