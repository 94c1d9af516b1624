import Foundation
import HTTPSpec
import PinnedTLS
import TLSTesting
import Testing

/// HTTPSpec's default transport, whose https the pinned transport replaces, judges a server by the
/// system's trust store: the test PKI's root is in no such store, so its servers are refused.
@Suite struct SystemTrustTests {
    let pki = TestPKI.shared

    @Test func theDefaultTransportRefusesAChainOutsideTheSystemTrustStore() async throws {
        let transport = CurlTransport()
        let (error, requests) = try await withServer([pki.leaf, pki.intermediate]) { server in
            (await httpError { try await transport.send(get(server.baseURL), timeout: .seconds(10)) }, server.requests)
        }
        let reason = try #require(error?.transportReason)
        #expect(reason.hasPrefix("TLS or HTTP failure with localhost: SSL certificate problem"), "\(reason)")
        #expect(error?.isPinnedTLSRefusal == false)
        #expect(requests.isEmpty)
    }
}
