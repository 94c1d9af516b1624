import APDU
import Logging
import Synchronization
import Testing

@testable import TonCard

/// Collects every log line of a logger, to search a whole session for secrets.
final class CapturedLog: @unchecked Sendable {
    let lines = Mutex<[String]>([])

    var handler: CapturingHandler { CapturingHandler(log: self) }

    struct CapturingHandler: LogHandler {
        let log: CapturedLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let merged = metadata.merging(event.metadata ?? [:]) { $1 }
            log.lines.withLock { $0.append("\(event.level) \(event.message) \(merged)") }
        }
    }
}

@Suite("No secret reaches a log line (§10.0, §8.1 item 7)")
struct LoggingTests {
    @Test(
        "a full session at trace level mentions no PIN, password, common secret, HMAC key, key material or recovery data"
    )
    func fullSession() async throws {
        let captured = CapturedLog()
        let logger = Logger(label: "TonCardTest") { _ in captured.handler }
        let harness = try EmulatorHarness()
        let client = TonCard(channel: harness.channel, keyStore: harness.keyStore, logger: logger)
        let (p, cs, iv) = try Vectors.activation()
        try await client.turnOnWallet(newPin: "1397", password: p, commonSecret: cs, iv: iv)
        _ = try await client.verifyPinAndSignForDefaultHdPath([0xA4, 0x56], pin: "1397")
        try await client.changePin(old: "1397", new: "2468")
        let secretKey: [UInt8] = [0xDE, 0xAD, 0xBE, 0xEF, 0x13, 0x37, 0xC0, 0xDE]
        let id = try await client.addKey(secretKey)
        _ = try await client.key(for: id)
        let recovery: [UInt8] = [0x5E, 0xC2, 0xE7, 0x5E, 0xC2, 0xE7]
        try await client.addRecoveryData(recovery)
        _ = try await client.recoveryData()

        let text = captured.lines.withLock { $0.joined(separator: "\n") }.uppercased()
        #expect(text.contains("B0 A2 00 00 44 REDACTED"))
        // Saults and MACs are logged in hex (they are not secret), so only searches long enough
        // not to match random hex by chance: the PINs as their ASCII hex, 8+ digit prefixes.
        let secrets: [String] = [
            String(Vectors.password.prefix(32)), String(Vectors.commonSecret.prefix(32)), String(Vectors.iv.prefix(16)),
            String(Vectors.hmacKey.prefix(32)), "31333937", "32343638", "DEADBEEF1337", "5EC2E75EC2E7",
        ]
        for secret in secrets { #expect(!text.contains(secret)) }
    }
}
