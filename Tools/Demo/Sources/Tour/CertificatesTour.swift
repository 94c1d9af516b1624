import Certificates
import Foundation
import HTTPSpec
import PinnedTLS
import StreamFraming
import TLSTesting

/// The status endpoint the pinned client calls.
private struct StatusAPI: API {
    let baseURL: URL
    @GET("status") var status: Endpoint<Empty, String>
}

public let certificatesTour = TourStep(
    name: "Certificates",
    summary:
        "a certificate chain read and verified, its pin, a pinned HTTPS client accepted and refused by a loopback server, a vpcd-style stream cut into frames"
) { out in
    let now = Date()
    let pki = try TestPKI.make(now: now)
    let bundle = try pki.serverChain.map { try $0.pemString() }.joined(separator: "\n")

    out.line("-- A server's chain as PEM (leaf, intermediate), made in-process, read back and inspected")
    let chain = try CertificateLoader.certificates(pem: bundle)
    out.show("certificates in the bundle", chain.count)
    for (position, certificate) in chain.enumerated() {
        let details = try CertificateDetails(certificate)
        out.show("[\(position)] subject", details.subject)
        out.show("    issuer", details.issuer)
        if !details.alternativeNames.serverNames.isEmpty {
            out.show("    names", details.alternativeNames.serverNames.joined(separator: ", "))
        }
        out.show("    valid", "\(details.notBefore.formatted(.iso8601)) … \(details.notAfter.formatted(.iso8601))")
        out.show("    key", details.publicKeyAlgorithm + (details.isCertificateAuthority ? ", a CA" : ""))
        out.show(
            "    usage",
            (details.keyUsage ?? ["any"]).joined(separator: ", ")
                + (details.extendedKeyUsage.map { "; " + $0.map { "\($0)" }.joined(separator: ", ") } ?? ""))
        out.show("    pin (SPKI SHA-256)", details.pin)
    }

    out.line("-- The chain verified against the root, as a TLS server for localhost")
    let verifier = ChainVerifier(trustRoots: [pki.root.certificate])
    let validated = try await verifier.verify(chain, policy: .tlsServer("localhost", at: now))
    out.show(
        "localhost", "valid: " + validated.map { (try? CertificateDetails($0).subject) ?? "?" }.joined(separator: " → ")
    )
    for (label, presented, name) in [
        ("expired leaf", [pki.expiredLeaf.certificate, pki.intermediate.certificate], "localhost"),
        ("another host's leaf", [pki.otherNameLeaf.certificate, pki.intermediate.certificate], "localhost"),
        ("asked for api.example.com", chain, "api.example.com"),
        ("self-signed leaf", [pki.selfSignedLeaf.certificate], "localhost"),
    ] {
        do {
            _ = try await verifier.verify(presented, policy: .tlsServer(name, at: now))
            out.show(label, "FAILED: accepted")
        } catch {
            out.show(label, "refused: \(error)")
        }
    }

    out.line("-- A pinned HTTPS client (HTTPSpec's Client on PinnedTLSTransport) and a loopback server")
    let server = try await LoopbackTLSServer(chain: pki.serverChain)
    do {
        let backup = SPKIPin(of: pki.root.certificate)
        let rightPins = try PinSet(primary: SPKIPin(of: pki.leaf.certificate), backups: [backup])
        out.show("server", "\(server.baseURL.absoluteString), presenting the chain above")
        out.show("pins", rightPins.pins.map(\.description).sorted().joined(separator: ", "))
        let pinned = Client(StatusAPI(baseURL: server.baseURL), transport: PinnedTLSTransport(pins: rightPins))
        out.show("GET /status, leaf's key pinned", "answered: \(try await pinned.run(\.status))")

        let otherServerPins = try PinSet(
            primary: SPKIPin(of: pki.selfSignedLeaf.certificate), backups: [SPKIPin(of: pki.otherNameLeaf.certificate)])
        let refusing = Client(
            StatusAPI(baseURL: server.baseURL), transport: PinnedTLSTransport(pins: otherServerPins))
        do {
            let answer = try await refusing.run(\.status)
            out.show("GET /status, other keys pinned", "FAILED: answered \(answer)")
        } catch let error as HTTPError where error.isPinnedTLSRefusal {
            out.show("GET /status, other keys pinned", "refused before sending: \(error)")
        }
        out.show("requests that reached the server", server.requests.count)
        await server.stop()
    } catch {
        await server.stop()
        throw error
    }

    out.line("-- Framing: vpcd's two-byte big-endian lengths, the stream cut across reads at odd places")
    let vpcd = LengthPrefixedFraming(prefix: .twoBytes(.big), maximumFrameSize: 0xFFFF)
    let frames: [[UInt8]] = [[0x04], [0x00, 0xA4, 0x04, 0x00, 0x02, 0x3F, 0x00], []]
    let stream = try frames.flatMap { try vpcd.encode($0) }
    out.show("stream", hex(stream))
    var decoder = vpcd.makeDecoder()
    var decoded: [[UInt8]] = []
    let reads = [stream[0..<1], stream[1..<6], stream[6...]]
    for read in reads {
        decoder.append(read)
        while let frame = try decoder.nextFrame() { decoded.append(frame) }
    }
    try decoder.finish()
    out.show(
        "frames (reads of " + reads.map { "\($0.count)" }.joined(separator: ", ") + " bytes)",
        decoded.map { $0.isEmpty ? "(empty)" : hex($0) }.joined(separator: " | "))
    var oversized = LengthPrefixedFraming(prefix: .fourBytes(.big), maximumFrameSize: 1 << 20).makeDecoder()
    oversized.append([0x7F, 0xFF, 0xFF, 0xFF])
    do {
        _ = try oversized.nextFrame()
        out.show("a 2 GB length announced", "FAILED: accepted")
    } catch {
        out.show("a 2 GB length announced", "refused before buffering: \(error)")
    }
}
