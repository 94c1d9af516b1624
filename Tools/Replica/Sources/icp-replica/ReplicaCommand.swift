#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import ByteTools
import CommandSupport
import FlyingFox
import FlyingSocks
import Foundation
import ICPAgent
import ICPAgentTesting

@main
struct ReplicaCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "icp-replica",
        abstract: "An Internet Computer replica on this machine, for testing apps offline.",
        discussion: """
            Serves the interface specification's routes (status, query v3, call v2/v3/v4, \
            read_state v2/v3) on an HTTP port, checks envelopes as a replica does (signatures, \
            delegation chains, ingress expiry, the route's canister), and certifies every answer \
            with BLS keys of its own: a root key, and a subnet key the root delegates to with the \
            subnet's canister ranges. Give agents the root key it prints (or let them read it from \
            /api/v2/status as a local network). It hosts three canisters: echo (echo), whoami \
            (whoami) and counter (increment, get). Once listening it prints one JSON line on \
            standard output: url, rootKey (hex DER), subnetId and canisters. SIGTERM or SIGINT stops it.

            Fault injection for tests: --refuse answers the first requests with a status (429, \
            503), --unknown-route answers a route 404, --accept-only answers calls 202, \
            --processing-polls holds a call's status, --certificate-time-offset dates certificates \
            (stale or future), --corrupt-certificate and --corrupt-node-signature flip a bit.

            Examples:
              icp-replica --port 0                             # any free port; read the JSON line
              icp-replica --port 8080 --layout flat
              icp-replica --port 0 --refuse 503 --refuse 429 --accept-only --processing-polls 2
              icp-replica --port 0 --certificate-time-offset=-600     # stale certificates

            Exit codes: 0 after SIGTERM or SIGINT; 64 usage; 70 the port could not be opened. \
            Every tool of the workspace uses the same numbers.
            """,
        version: toolVersion
    )

    @Option(help: "The IPv4 address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The TCP port; 0 picks a free one (printed on the JSON line).")
    var port: UInt16 = 0

    @Option(help: "Picks the network's keys: the same seed, the same root key.")
    var seed: UInt8 = 1

    @Option(help: "Where the delegation puts the canister ranges: flat, sharded or both.")
    var layout: Layout = .both

    @Option(help: "Answer the next requests with this status first (repeatable, in order).")
    var refuse: [Int] = []

    @Option(name: .customLong("unknown-route"), help: "Answer this route 404, e.g. v4/call (repeatable).")
    var unknownRoutes: [String] = []

    @Flag(name: .customLong("accept-only"), help: "Answer synchronous calls 202, so clients poll.")
    var acceptOnly = false

    @Option(name: .customLong("processing-polls"), help: "Answer `processing` to this many polls of a call's status.")
    var processingPolls = 0

    @Option(name: .customLong("certificate-time-offset"), help: "Date certificates this many seconds from now.")
    var certificateTimeOffset: Double = 0

    @Flag(name: .customLong("corrupt-certificate"), help: "Flip a bit of every certificate's signature.")
    var corruptCertificate = false

    @Flag(name: .customLong("corrupt-node-signature"), help: "Flip a bit of every query reply's node signature.")
    var corruptNodeSignature = false

    enum Layout: String, ExpressibleByArgument, CaseIterable {
        case flat, sharded, both
        var rangeLayout: TestCertifier.RangeLayout {
            switch self {
            case .flat: return .flat
            case .sharded: return .sharded
            case .both: return .both
            }
        }
    }

    func validate() throws {
        guard (try? sockaddr_in.inet(ip4: host, port: port)) != nil else { throw ValidationError("--host needs an IPv4 address") }
        for status in refuse where !(100...599).contains(status) { throw ValidationError("--refuse needs an HTTP status, not \(status)") }
        guard processingPolls >= 0 else { throw ValidationError("--processing-polls needs a count, 0 or more") }
        guard certificateTimeOffset.isFinite else { throw ValidationError("--certificate-time-offset needs a number of seconds") }
    }

    func run() async throws {
        // Stopped by PID: the simulator keeps nothing that needs flushing, so exiting is clean.
        signal(SIGTERM) { _ in _exit(ExitStatus.success.rawValue) }
        signal(SIGINT) { _ in _exit(ExitStatus.success.rawValue) }

        let certifier = TestCertifier(seed: seed, canisterRanges: [StandardCanisters.range], layout: layout.rangeLayout)
        let replica = ReplicaSimulator(certifier: certifier)
        var faults = ReplicaFaults()
        faults.refusals = refuse
        faults.unknownRoutes = Set(unknownRoutes)
        faults.acceptCallsWithoutWaiting = acceptOnly
        faults.processingPolls = processingPolls
        faults.certificateTimeOffset = certificateTimeOffset
        faults.corruptCertificateSignature = corruptCertificate
        faults.corruptNodeSignature = corruptNodeSignature
        replica.faults = faults
        StandardCanisters.install(on: replica)

        let server = HTTPServer(address: try sockaddr_in.inet(ip4: host, port: port), logger: .disabled, handler: ReplicaHTTPHandler(replica: replica))
        let serving = Task { try await server.run() }
        do {
            try await server.waitUntilListening()
        } catch {
            FileHandle.standardError.write(Data("icp-replica: could not listen on \(host):\(port): \(error)\n".utf8))
            throw ExitStatus.internalError.exitCode
        }
        guard case .ip4(let address, let boundPort)? = await server.listeningAddress else {
            FileHandle.standardError.write(Data("icp-replica: the server reports no IPv4 address\n".utf8))
            throw ExitStatus.internalError.exitCode
        }
        // Unbuffered, so whoever started it reads the line at once.
        FileHandle.standardOutput.write(Data((announcement(url: "http://\(address):\(boundPort)", certifier: certifier) + "\n").utf8))
        try await serving.value
    }

    /// The one JSON line: where it listens and what a client needs to trust and call it.
    func announcement(url: String, certifier: TestCertifier) -> String {
        let hex = Hex.encode(certifier.rootKey.publicKey.derRepresentation)
        let line: [String: Any] = [
            "url": url, "rootKey": hex, "subnetId": certifier.subnetID.description,
            "canisters": ["echo": StandardCanisters.echo.description, "whoami": StandardCanisters.whoami.description,
                          "counter": StandardCanisters.counter.description],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: line, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
