import Certificates
import Foundation
import TLSTesting

// chainVerify: verifications per second of a three-certificate chain (a localhost leaf, its
// intermediate, the root given as the only trust root) under a TLS-server policy — signatures,
// validity at a fixed time, the server name and serverAuth — the work a pinned client or a
// certificate check does per connection. P-256 keys, made in-process once.

private let verificationsPerRun = 500

private func chainVerify() -> (() -> UInt64)? {
    let now = Date()
    guard let pki = try? TestPKI.make(now: now) else { return nil }
    let verifier = ChainVerifier(trustRoots: [pki.root.certificate])
    let chain = [pki.leaf.certificate, pki.intermediate.certificate]
    let policy = ChainPolicy.tlsServer("localhost", at: now)
    return {
        waitForChecksum {
            var checksum: UInt64 = 0
            for _ in 0..<verificationsPerRun {
                let validated = try await verifier.verify(chain, policy: policy)
                checksum &+= UInt64(validated.count)
            }
            return checksum
        }
    }
}

func certificatesBenchmarks() -> [Benchmark] {
    [Benchmark(name: "Certificates.chainVerify", operations: verificationsPerRun) { chainVerify() }]
}
