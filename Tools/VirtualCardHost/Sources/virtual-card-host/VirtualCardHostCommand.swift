// Keeps a DiagnosticCard inserted in a vpcd reader of the local pcscd until the process is
// terminated, reconnecting whenever pcscd (re)starts. Started and stopped by PID by
// pcsc-services.sh for `make test`, `make bench` and `make demo`.
#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import CommandSupport
import Logging
import VirtualCard

@main
struct VirtualCardHostCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "virtual-card-host",
        abstract: "Keeps a DiagnosticCard in a vpcd reader of the local pcscd until terminated.",
        discussion: """
            Connects to vsmartcard's vpcd driver inside pcscd, answers its power, reset and ATR \
            messages and the card's APDUs, and reconnects whenever pcscd starts again. SIGTERM \
            or SIGINT ends it at once; vpcd sees the card leave the reader.

            Examples:
              virtual-card-host                      # reader "Virtual PCD 00 00"
              virtual-card-host --port 35964         # reader "Virtual PCD 00 01"
              virtual-card-host --pin 0000 --host 127.0.0.1

            Exit codes: 0 after SIGTERM or SIGINT; 64 usage (an option without a valid value). \
            Every tool of the workspace uses the same numbers.
            """,
        version: toolVersion
    )

    @Option(help: "Where vpcd listens (an IPv4 address).")
    var host = "127.0.0.1"

    @Option(help: "vpcd's port: 35963 is reader \"Virtual PCD 00 00\", 35964 \"Virtual PCD 00 01\".")
    var port: UInt16 = 35963

    @Option(help: "The DiagnosticCard's PIN.")
    var pin = "123456"

    func validate() throws {
        guard port > 0 else { throw ValidationError("--port needs a TCP port from 1 to 65535, not 0") }
        guard !host.isEmpty else { throw ValidationError("--host needs an address") }
    }

    func run() throws {
        // Terminated by PID: exiting closes the socket, which vpcd sees as the card leaving the reader.
        signal(SIGTERM) { _ in _exit(ExitStatus.success.rawValue) }
        signal(SIGINT) { _ in _exit(ExitStatus.success.rawValue) }

        var logger = Logger(label: "virtual-card-host") { StreamLogHandler.standardOutput(label: $0) }
        logger.logLevel = .info
        logger.info("serving a DiagnosticCard to vpcd at \(host):\(port)")
        VirtualCardHost(card: DiagnosticCard(pin: pin), host: host, port: port, logger: logger).serve()
    }
}
