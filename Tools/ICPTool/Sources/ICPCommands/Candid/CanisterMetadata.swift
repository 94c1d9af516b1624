import Candid
import CandidParser
import CommandSupport
import ICPAgent

/// A canister's own interface: the `candid:service` metadata its module publishes
/// (`icp:public candid:service`), read through `read_state` and so verified like any answer.
enum CanisterMetadata {
    /// The method `method` as the canister's `candid:service` states it; nil when the canister
    /// publishes no interface (or an empty one), when it cannot be read (the call that follows
    /// meets the same replica and reports what is wrong with it, and needs no types to be
    /// verified), or when it has no such method (then a note says the call goes untyped).
    ///
    /// - Throws: status 1 when the published interface does not parse.
    static func signature(
        of canister: Principal, method: String, route: Principal?, connection: Connection, io: CommandIO
    ) async throws(ICPToolError) -> ReplyPrinter.Signature? {
        let path = [Array("canister".utf8), canister.bytes, Array("metadata".utf8), Array("candid:service".utf8)]
        let certificate: VerifiedCertificate
        do {
            certificate = try await connection.agent.readState(route ?? canister, paths: [path])
        } catch {
            return nil
        }
        guard case .found(let bytes) = certificate.lookup(path), !bytes.isEmpty else { return nil }
        let source = "candid:service of \(canister)"
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .invalidInput("the \(source) is not UTF-8 text")
        }
        let interface: CandidInterface
        do {
            interface = try CandidInterface(parsing: text, path: source) { imported throws(ICPToolError) in
                throw ICPToolError.invalidInput("the \(source) imports \(imported), which cannot be read")
            }
        } catch {
            throw .invalidInput("\(source):\(error)")
        }
        guard interface.method(method) != nil else {
            io.writeError("note: the \(source) has no method \(method); calling it untyped\n")
            return nil
        }
        return try ReplyPrinter.Signature.method(method, of: interface, from: source)
    }
}
