import Certificates
import Foundation
import HTTPSpec
import PinnedTLS
import TLSTesting
import Testing

/// Compiles and runs the Pinned TLS example in Packages/Certificates/README.md against the loopback
/// TLS server; the region between the markers must stay identical to the README's code block.
@Suite struct ReadmeExampleTests {
    @Test func readmeExample() async throws {
        let pki = TestPKI.shared
        try await withServer([pki.leaf, pki.intermediate]) { server in
            let baseURL = server.baseURL
            let serverKeyPin = SPKIPin(of: pki.leaf.certificate).base64
            let backupKeyPin = unrelatedPin().base64

            // README-EXAMPLE-BEGIN
            struct Status: API {
                let baseURL: URL
                @GET("status") var status: Endpoint<Empty, String>
            }

            // The server's key and a backup key kept offline, base64 as `openssl … | base64` prints them.
            let pins = try PinSet(primary: SPKIPin(base64: serverKeyPin), backups: [SPKIPin(base64: backupKeyPin)])
            let transport = PinnedTLSTransport(
                pins: pins, options: PinnedTLSOptions(maximumResponseBodySize: 1 << 20))
            let client = Client(Status(baseURL: baseURL), transport: transport)  // the same API and Client

            var text = ""
            var refusal: String?
            do {
                text = try await client.run(\.status)
            } catch let error as HTTPError where error.isPinnedTLSRefusal {
                refusal = error.description  // names the keys the server presented instead
            }
            // README-EXAMPLE-END

            #expect(text.hasPrefix("GET /status 0 "))
            #expect(refusal == nil)
        }
    }
}
