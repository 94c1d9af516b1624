// Keeps a DiagnosticCard inserted in a vpcd reader of the local pcscd until the process is
// terminated, reconnecting whenever pcscd (re)starts. Started and stopped by PID by
// pcsc-services.sh for `make test`, `make bench` and `make demo`.
#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Logging
import VirtualCard

let usage = """
    usage: virtual-card-host [--host IPV4] [--port PORT] [--pin PIN]
      --host  where vpcd listens (default 127.0.0.1)
      --port  vpcd's port: 35963 is reader "Virtual PCD 00 00", 35964 "Virtual PCD 00 01" (default 35963)
      --pin   the DiagnosticCard's PIN (default 123456)
    """

func usageError(_ message: String) -> Never {
    FileHandle.standardError.write(Data(message.utf8))
    exit(64)
}

var host = "127.0.0.1"
var port: UInt16 = 35963
var pin = "123456"
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    guard let value = arguments.popFirst() else {
        usageError("missing value after \(flag)\n\(usage)\n")
    }
    switch flag {
    case "--host": host = value
    case "--port":
        guard let parsed = UInt16(value), parsed > 0 else {
            usageError("--port needs a TCP port, not \(value)\n")
        }
        port = parsed
    case "--pin": pin = value
    default:
        usageError("unknown option \(flag)\n\(usage)\n")
    }
}

// Terminated by PID: exiting closes the socket, which vpcd sees as the card leaving the reader.
signal(SIGTERM) { _ in _exit(0) }
signal(SIGINT) { _ in _exit(0) }

var logger = Logger(label: "virtual-card-host") { StreamLogHandler.standardOutput(label: $0) }
logger.logLevel = .info
logger.info("serving a DiagnosticCard to vpcd at \(host):\(port)")
VirtualCardHost(card: DiagnosticCard(pin: pin), host: host, port: port, logger: logger).serve()
