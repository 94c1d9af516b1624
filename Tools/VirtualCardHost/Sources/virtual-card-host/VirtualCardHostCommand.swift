import APDU
import ArgumentParser
import CommandSupport
import Foundation
import Logging
import VirtualCard

// Keeps an emulated card (APDU's DiagnosticCard, or TonCard's emulator with --card toncard)
// inserted in a vpcd reader of the local pcscd until the process is terminated, reconnecting
// whenever pcscd (re)starts. Started and stopped by PID by pcsc-services.sh for `make test`,
// `make bench` and `make demo`.
#if canImport(Glibc)
    import Glibc
#endif

@main
struct VirtualCardHostCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "virtual-card-host",
        abstract: "Keeps an emulated card in a vpcd reader of the local pcscd until terminated.",
        discussion: """
            Connects to vsmartcard's vpcd driver inside pcscd, answers its power, reset and ATR \
            messages and the card's APDUs, and reconnects whenever pcscd starts again. SIGTERM \
            or SIGINT ends it at once; vpcd sees the card leave the reader.

            --card diagnostic (the default) serves APDU's DiagnosticCard. --card toncard serves \
            the TON Labs card emulator, provisioned from the environment: TONCARD_EMU_PASSWORD \
            (256 hex digits), TONCARD_EMU_COMMON_SECRET (64), TONCARD_EMU_IV (32), \
            TONCARD_EMU_SEED (32 to 128), TONCARD_EMU_INITIAL (factory or blank) and \
            TONCARD_EMU_STATE_FILE; unset ones keep the spec's defaults (a factory card with the \
            README's activation data). --state-file overrides TONCARD_EMU_STATE_FILE: the card's \
            whole state is loaded from it at start when it exists and rewritten after every \
            command that changes it, so the card survives a restart.

            Examples:
              virtual-card-host                      # reader "Virtual PCD 00 00"
              virtual-card-host --port 35964         # reader "Virtual PCD 00 01"
              virtual-card-host --pin 0000 --host 127.0.0.1
              virtual-card-host --card toncard --port 35964 --state-file ~/toncard.json

            Exit codes: 0 after SIGTERM or SIGINT; 64 usage (an option without a valid value, \
            or a malformed TONCARD_EMU_* variable, named without its value); 66 the state file \
            cannot be read or written; 70 the system random source failed. Every tool of the \
            workspace uses the same numbers.
            """,
        version: toolVersion
    )

    @Option(help: "Where vpcd listens (an IPv4 address).")
    var host = "127.0.0.1"

    @Option(help: "vpcd's port: 35963 is reader \"Virtual PCD 00 00\", 35964 \"Virtual PCD 00 01\".")
    var port: UInt16 = 35963

    @Option(help: "The card to serve: diagnostic (APDU's DiagnosticCard) or toncard (the TON Labs card emulator).")
    var card: HostedCardKind = .diagnostic

    @Option(help: "The DiagnosticCard's PIN.")
    var pin = "123456"

    @Option(
        help: ArgumentHelp(
            "With --card toncard: the file that keeps the card's state across restarts (overrides TONCARD_EMU_STATE_FILE).",
            valueName: "path"))
    var stateFile: String?

    func validate() throws {
        guard port > 0 else { throw ValidationError("--port needs a TCP port from 1 to 65535, not 0") }
        guard !host.isEmpty else { throw ValidationError("--host needs an address") }
        if let stateFile {
            guard card == .toncard else { throw ValidationError("--state-file only applies to --card toncard") }
            guard !stateFile.isEmpty else { throw ValidationError("--state-file needs a path") }
        }
    }

    func run() throws {
        // Terminated by PID: exiting closes the socket, which vpcd sees as the card leaving the reader.
        signal(SIGTERM) { _ in _exit(ExitStatus.success.rawValue) }
        signal(SIGINT) { _ in _exit(ExitStatus.success.rawValue) }
        // A parent may start us with both blocked (Foundation's Process passes its spawning
        // thread's mask on), and then they would never arrive: stopping by PID relies on them.
        var stopSignals = sigset_t()
        sigemptyset(&stopSignals)
        sigaddset(&stopSignals, SIGTERM)
        sigaddset(&stopSignals, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &stopSignals, nil)

        let served: any EmulatedCard
        do {
            served = try HostedCardFactory.card(
                kind: card, pin: pin, stateFile: stateFile, environment: ProcessInfo.processInfo.environment)
        } catch {
            FileHandle.standardError.write(Data("virtual-card-host: \(error)\n".utf8))
            throw error.exitStatus.exitCode
        }

        var logger = Logger(label: "virtual-card-host") { StreamLogHandler.standardOutput(label: $0) }
        logger.logLevel = .info
        logger.info("serving \(card.displayName) to vpcd at \(host):\(port)")
        VirtualCardHost(card: served, host: host, port: port, logger: logger).serve()
    }
}
