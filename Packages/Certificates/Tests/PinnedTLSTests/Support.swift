import Certificates
import Crypto
import Foundation
import HTTPSpec
import PinnedTLS
import TLSTesting

extension TestPKI {
    /// One infrastructure for the whole run: making keys and certificates is the slow part.
    static let shared: TestPKI = try! TestPKI.make()
}

/// Runs `body` against a fresh server presenting `chain`, and always stops the server.
func withServer<T>(
    _ chain: [TestIdentity], behaviour: LoopbackTLSServer.Behaviour = .echo,
    _ body: (LoopbackTLSServer) async throws -> T
) async throws -> T {
    let server = try await LoopbackTLSServer(chain: chain, behaviour: behaviour)
    do {
        let result = try await body(server)
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}

/// A pin set accepting the keys of `identities`.
func pins(_ identities: TestIdentity...) throws -> PinSet {
    try PinSet(anyOf: identities.map { SPKIPin(of: $0.certificate) })
}

/// A pin for a key no test certificate carries.
func unrelatedPin() -> SPKIPin {
    SPKIPin(subjectPublicKeyInfoDER: P256.Signing.PrivateKey().publicKey.derRepresentation)
}

/// The `HTTPError` that `body` throws, or nil when it returns or throws something else.
func httpError(_ body: () async throws -> ClientResponse) async -> HTTPError? {
    do {
        _ = try await body()
        return nil
    } catch let error as HTTPError {
        return error
    } catch {
        return nil
    }
}

func get(_ url: URL) -> ClientRequest { ClientRequest(method: .get, url: url) }

extension HTTPError {
    /// The reason of a `.transport` error, otherwise nil.
    var transportReason: String? {
        if case .transport(_, let reason) = self { return reason }
        return nil
    }
}
