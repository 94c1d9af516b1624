import ByteTools
import ByteToolsTesting
import CBOR
import Foundation
import HTTPSpec
import ICPAgent
import Testing

/// A hex literal written by the test; a malformed one is a test issue.
func hex(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [UInt8] {
    hexLiteral(text, sourceLocation: sourceLocation)
}

/// The vendored mainnet certificates (see Certificates/SOURCES.md).
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Certificates")

    /// The certificate inside an agent-rs `read_state` reply body (`{certificate: bytes}`).
    static func certificate(_ name: String) throws -> [UInt8] {
        let body = try [UInt8](Data(contentsOf: folder.appendingPathComponent("agent-rs_\(name).bin")))
        guard case .map(let map) = try CBOR(decoding: body).untagged,
            case .bytes(let certificate)? = map[.text("certificate")]
        else {
            throw FixtureError.notAReadStateReply(name)
        }
        return certificate
    }

    /// agent-js's sample certificate, stored as hex.
    static func agentJSCertificate() throws -> [UInt8] {
        let text = try String(contentsOf: folder.appendingPathComponent("agentjs_sample_cert.hex"), encoding: .utf8)
        return try Hex.decode(lenient: text)
    }

    enum FixtureError: Error { case notAReadStateReply(String) }
}

/// `/time` of a certificate's tree, for a verifier clock set just after it.
func certificateTime(_ bytes: [UInt8]) throws -> Date {
    try Certificate(cbor: bytes).time
}

/// A verifier whose clock reads `offset` after the certificate's own time.
func verifier(at bytes: [UInt8], offset: TimeInterval = 60, rootKey: RootKey = .mainnet) throws -> CertificateVerifier {
    let time = try certificateTime(bytes)
    return CertificateVerifier(rootKey: rootKey, now: { time.addingTimeInterval(offset) })
}

/// The waits an agent asks for, recorded instead of waited: no test sleeps.
final class RecordedWaits: @unchecked Sendable {
    // @unchecked: `recorded` is behind `lock`.
    private let lock = NSLock()
    private var recorded: [Duration] = []
    var all: [Duration] { lock.withLock { recorded } }
    func record(_ delay: Duration) { lock.withLock { recorded.append(delay) } }
}
