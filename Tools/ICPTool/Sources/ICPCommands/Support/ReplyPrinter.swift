import ArgumentParser
import ByteTools
import Candid
import CandidParser
import CommandSupport

/// Prints a verified Candid reply as `icp call` and `icp request-status` do: Candid text, JSON or
/// hex, decoded at a method's result types when a .did file gave them.
struct ReplyPrinter {
    /// How the reply is printed.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case candid, json, hex
    }

    /// A method's signature from a .did file: its types and the file it came from.
    struct Signature {
        let function: CandidFunctionType
        let environment: CandidTypeEnvironment
        let method: String
        let path: String

        /// The method `name` of an interface already parsed; `path` names where it came from.
        static func method(_ name: String, of interface: CandidInterface, from path: String) throws(ICPToolError)
            -> Signature
        {
            Signature(
                function: try DidFile.method(name, of: interface, in: path), environment: interface.environment,
                method: name, path: path)
        }

        /// The method `name` of the .did file at `path`.
        static func load(method name: String, from path: String) throws(ICPToolError) -> Signature {
            let interface = try DidFile.load(path)
            return Signature(
                function: try DidFile.method(name, of: interface, in: path), environment: interface.environment,
                method: name, path: path)
        }
    }

    let format: Format
    let signature: Signature?

    func write(_ reply: [UInt8], io: CommandIO) throws(ICPToolError) {
        if format == .hex {
            io.write(Hex.encode(reply) + "\n")
            return
        }
        let decoded: CandidMessage
        do {
            if let signature {
                let types = signature.function.results
                decoded = CandidMessage(
                    values: try CandidBinary.decode(reply, as: types, environment: signature.environment),
                    types: types, environment: signature.environment)
            } else {
                decoded = try CandidBinary.decode(reply)
            }
        } catch {
            let expected = signature.map { " at \($0.method)'s result types in \($0.path)" } ?? ""
            throw .invalidInput(
                "the reply does not decode\(expected): \(error); its bytes: \(Hex.encode(reply, limit: 256))")
        }
        switch format {
        case .candid:
            io.write(
                CandidText.arguments(decoded.values, types: decoded.types, environment: decoded.environment) + "\n")
        case .json:
            io.write(
                CandidJSON.list(decoded.values, types: decoded.types, environment: decoded.environment).text(.pretty)
                    + "\n")
        case .hex:
            break
        }
    }
}
