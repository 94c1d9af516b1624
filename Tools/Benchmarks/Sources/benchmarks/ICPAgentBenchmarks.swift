import CBOR
import Candid
import Foundation
import ICPAgent

// ICPAgent: what every call costs before and after the network. Request ids and signed envelopes
// are per request; certificate verification is per answer (one BLS verification when the
// subnet's delegation is remembered, two when it is not; compare Crypto.blsVerifyDecodedKey).

private let requestsPerRun = 1_000
private let signaturesPerRun = 200
private let verificationsPerRun = 10

/// A ledger-sized call: `icrc1_transfer` with a 100-byte Candid argument and a nonce.
private func transferCall(sender: Principal) -> RequestContent {
    let ledger = try! Principal(text: "ryjl3-tyaaa-aaaaa-aaaba-cai")
    let argument = Array((try? CandidBinary.encode([.record(sorting: [CandidField("to", .blob(Array(repeating: 7, count: 80)))])],
                                                   types: [.record([CandidFieldType("to", .blob)])])) ?? [])
    return .call(CanisterCall(canister: ledger, method: "icrc1_transfer", argument: argument, sender: sender,
                              ingressExpiry: 1_763_796_896_000_000_000, nonce: Array(repeating: 1, count: 16)))
}

/// The reply to `read_state /time` for canister ivg37 (mainnet, 2025-11-22, with a delegation),
/// vendored with ICPAgent's tests and found from this file (`Tools/Benchmarks/Sources/benchmarks/`).
private func mainnetCertificate() -> (bytes: [UInt8], time: Date)? {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<5 { url = url.deletingLastPathComponent() }
    let file = url.appendingPathComponent("Packages/ICPAgent/Tests/ICPAgentTests/Certificates/agent-rs_ivg37_time.bin")
    guard let data = FileManager.default.contents(atPath: file.path),
          case .map(let reply)? = (try? CBOR(decoding: [UInt8](data)))?.untagged,
          case .bytes(let bytes)? = reply[.text("certificate")],
          let time = try? Certificate(cbor: bytes).time else {
        let note = Array("note: \(file.path) is absent or unreadable, so ICPAgent.verifyCertificate is skipped\n".utf8)
        _ = note.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        return nil
    }
    return (bytes, time)
}

private let ivg37 = try! Principal(text: "ivg37-qiaaa-aaaab-aaaga-cai")

/// Signs `requestsPerRun`… envelopes as `identity` and encodes them; the checksum is their size.
private func signingBenchmark(_ name: String, identity: @escaping @Sendable () -> (any Identity)?) -> Benchmark {
    Benchmark(name: name, operations: signaturesPerRun) {
        guard let identity = identity() else { return nil }
        let content = transferCall(sender: identity.sender)
        return {
            waitForChecksum {
                var bytes: UInt64 = 0
                for _ in 0..<signaturesPerRun { bytes &+= UInt64(try await Envelope.signed(content, by: identity).encoded().count) }
                return bytes
            }
        }
    }
}

func icpAgentBenchmarks() -> [Benchmark] {
    [
        // The representation-independent hash of a call's content (sorting by key hashes included).
        Benchmark(name: "ICPAgent.requestId", operations: requestsPerRun) {
            let content = transferCall(sender: .anonymous)
            return {
                var checksum: UInt64 = 0
                for _ in 0..<requestsPerRun { checksum &+= UInt64(content.requestID.bytes[0]) }
                return checksum
            }
        },
        signingBenchmark("ICPAgent.signEnvelopeSecp256k1") {
            try? Secp256k1Identity(rawRepresentation: Array(repeating: 0x2a, count: 32))
        },
        signingBenchmark("ICPAgent.signEnvelopeEd25519") {
            try? Ed25519Identity(rawRepresentation: Array(repeating: 0x2a, count: 32))
        },
        // Decoding alone: CBOR, the tree's shape and label order.
        Benchmark(name: "ICPAgent.decodeCertificate", operations: requestsPerRun) {
            guard let certificate = mainnetCertificate() else { return nil }
            return {
                var checksum: UInt64 = 0
                for _ in 0..<requestsPerRun where (try? Certificate(cbor: certificate.bytes)) != nil { checksum &+= 1 }
                return checksum
            }
        },
        // A verifier that has seen this subnet's delegation before: the answer's own signature.
        Benchmark(name: "ICPAgent.verifyCertificate", operations: verificationsPerRun, reportedIn: .millisecondsPerOperation) {
            guard let certificate = mainnetCertificate() else { return nil }
            let verifier = CertificateVerifier(now: { certificate.time })
            guard (try? verifier.verify(certificate.bytes, for: .canister(ivg37))) != nil else { return nil }
            return {
                var checksum: UInt64 = 0
                for _ in 0..<verificationsPerRun where (try? verifier.verify(certificate.bytes, for: .canister(ivg37))) != nil { checksum &+= 1 }
                return checksum
            }
        },
        // A fresh verifier each time: the delegation's signature is checked too.
        Benchmark(name: "ICPAgent.verifyCertificateColdDelegation", operations: verificationsPerRun, reportedIn: .millisecondsPerOperation) {
            guard let certificate = mainnetCertificate() else { return nil }
            return {
                var checksum: UInt64 = 0
                for _ in 0..<verificationsPerRun {
                    let verifier = CertificateVerifier(now: { certificate.time })
                    if (try? verifier.verify(certificate.bytes, for: .canister(ivg37))) != nil { checksum &+= 1 }
                }
                return checksum
            }
        },
    ]
}
