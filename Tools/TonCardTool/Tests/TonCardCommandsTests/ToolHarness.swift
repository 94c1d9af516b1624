import APDU
import ByteTools
import CommandSupport
import Foundation
import PCSC
import Synchronization
import TonCard
import TonCardCommands
import TonCardEmulator

/// One in-process run of `toncard`: its status and what it wrote to each stream.
struct CapturedRun: CustomStringConvertible {
    var status: Int32
    var output: String
    var error: String

    var description: String { "status \(status)\nstdout: \(output)\nstderr: \(error)" }
}

/// A factory-fresh emulated card in reader "Emulated Reader 00", a fresh key store directory, and
/// the environment every run gets (the store's directory and passphrase).
struct ToolHarness {
    static let readerName = "Emulated Reader 00"
    static let serialNumber = "504394802433901126813236"
    static let passphrase = "correct horse battery staple"
    /// The activation data of a factory card (the README's pair, spec §1.1).
    static let activationSecrets: [String: String] = [
        "TONCARD_PASSWORD": Hex.encode(TonCardEmulatorConfiguration.defaultPassword, uppercase: true),
        "TONCARD_COMMON_SECRET": Hex.encode(TonCardEmulatorConfiguration.defaultCommonSecret, uppercase: true),
        "TONCARD_IV": Hex.encode(TonCardEmulatorConfiguration.defaultIV, uppercase: true),
    ]

    let card: TonCardEmulatedCard
    let directory: URL
    var connector: EmulatedConnector

    init() throws {
        card = try TonCardEmulatedCard(configuration: TonCardEmulatorConfiguration(seed: Array(0...15)))
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "toncard-tool-tests-\(UUID().uuidString)")
        connector = EmulatedConnector(readers: [(Self.readerName, card)])
    }

    /// The harness with the card activated through `toncard activate` with PIN `pin`.
    static func activated(pin: String = "1234") async throws -> ToolHarness {
        let harness = try ToolHarness()
        let run = await harness.run(
            ["activate"], environment: activationSecrets.merging(["TONCARD_NEW_PIN": pin]) { $1 })
        guard run.status == 0 else { throw HarnessError.activationFailed(run.description) }
        return harness
    }

    enum HarnessError: Error { case activationFailed(String) }

    var baseEnvironment: [String: String] {
        ["TONCARD_KEYSTORE_DIR": directory.path, "TONCARD_KEYSTORE_PASSPHRASE": Self.passphrase]
    }

    /// Runs `toncard ARGUMENTS` with the base environment plus `environment`, `input` on stdin.
    func run(
        _ arguments: [String], environment: [String: String] = [:], input: String? = nil,
        prompt: (any SecretPrompt)? = nil, replacingEnvironment: Bool = false
    ) async -> CapturedRun {
        let output = Mutex("")
        let error = Mutex("")
        let io = CommandIO(
            write: { text in output.withLock { $0 += text } },
            writeError: { text in error.withLock { $0 += text } },
            readInput: { input })
        let context = TonCardToolContext(
            io: io, environment: replacingEnvironment ? environment : baseEnvironment.merging(environment) { $1 },
            cards: connector, prompt: prompt, keyStoreRounds: 1_000)
        let status = await TonCardTool.run(arguments, context: context)
        return CapturedRun(status: status, output: output.withLock { $0 }, error: error.withLock { $0 })
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }
}

/// Standard output and error captured in memory, for a test that builds its own context.
final class CapturedIO: Sendable {
    private let out = Mutex("")
    private let err = Mutex("")

    var commandIO: CommandIO {
        CommandIO(
            write: { text in self.out.withLock { $0 += text } },
            writeError: { text in self.err.withLock { $0 += text } })
    }

    var output: String { out.withLock { $0 } }
    var error: String { err.withLock { $0 } }
}

extension ToolHarness {
    func capturingIO() -> CapturedIO { CapturedIO() }
}
