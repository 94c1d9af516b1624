import ArgumentParser
import ByteTools
import CommandSupport
import Foundation
import HTTPServer
import ICPAgent
import ICPAgentTesting
import WasmCanisters

#if canImport(Glibc)
    import Glibc
#endif

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
            /api/v2/status as a local network). It hosts echo (echo), whoami (whoami), counter \
            (increment, get) and the ICP ledger (its own methods, ICRC-1 and ICRC-2; fee \
            0.0001 ICP, deduplication by created_at_time, a 24-hour window) with its archive, \
            which takes the oldest blocks past --blocks-in-ledger. It runs your own canisters too: \
            the management canister (aaaaa-aa) creates them (create_canister, \
            provisional_create_canister_with_cycles) and installs, upgrades, reinstalls, \
            uninstalls, starts, stops, deletes and reports on Wasm modules (install_code, \
            canister_status, update_settings, …), run on WasmKit with the interface \
            specification's system API; read_state certifies their module_hash, controllers, \
            certified_data and icp:public metadata (candid:service). Their debug_print lines go \
            to standard error. --fund mints initial balances; \
            --state keeps the ledger's blocks and your canisters (module, heap, stable memory, \
            certified data, timer, controllers, status) in a SQLite file, read back at start, so a \
            restart keeps every balance and canister (--fund then applies only to a new file); \
            each change is written before its answer goes out. Once listening it \
            prints one JSON line on standard output: url, rootKey (hex DER), subnetId and \
            canisters (echo, whoami, counter, ledger, ledgerArchive). SIGTERM or SIGINT stops it \
            cleanly: every change it answered is already in the state file.

            Fault injection for tests: --refuse answers the first requests with a status (429, \
            503), --unknown-route answers a route 404, --accept-only answers calls 202, \
            --processing-polls holds a call's status, --lose-answers executes calls and then \
            drops the connection before the answer, --delay waits before every answer, \
            --certificate-time-offset dates certificates (stale or future), --wrong-ranges \
            delegates a canister range that does not hold the canisters, --corrupt-certificate \
            and --corrupt-node-signature flip a bit.

            Examples:
              icp-replica --port 0                             # any free port; read the JSON line
              icp-replica --port 8080 --layout flat
              icp-replica --port 0 --refuse 503 --refuse 429 --accept-only --processing-polls 2
              icp-replica --port 0 --certificate-time-offset=-600     # stale certificates
              icp-replica --port 0 --state ledger.sqlite --fund 2vxsx-fae=100000000

            Exit codes: 0 after SIGTERM or SIGINT; 64 usage; 66 the state file cannot be read or \
            replayed; 70 the port could not be opened. \
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

    @Option(help: "Mint E8S to PRINCIPAL's default ledger account at start, as PRINCIPAL=E8S (repeatable).")
    var fund: [String] = []

    @Option(help: "Keep the ledger's blocks and the Wasm canisters in this SQLite file across restarts.")
    var state: String?

    @Option(name: .customLong("blocks-in-ledger"), help: "Move the oldest blocks to the archive past this many.")
    var blocksInLedger = 2_000

    @Option(
        name: .customLong("lose-answers"), help: "Execute this many calls, then drop the connection before the answer.")
    var loseAnswers = 0

    @Option(help: "Wait this many milliseconds before every answer.")
    var delay = 0

    @Flag(name: .customLong("wrong-ranges"), help: "Delegate a canister range that does not hold the canisters.")
    var wrongRanges = false

    @Flag(name: .customLong("corrupt-certificate"), help: "Flip a bit of every certificate's signature.")
    var corruptCertificate = false

    @Flag(name: .customLong("corrupt-node-signature"), help: "Flip a bit of every query reply's node signature.")
    var corruptNodeSignature = false

    @Option(
        name: .customLong("instruction-limit"),
        help: "The instructions one Wasm update or query may execute (default: 40e9 and 5e9, as on the IC).")
    var instructionLimit: UInt64?

    @Option(name: .customLong("canister-heap-limit"), help: "The most Wasm heap a canister may have, in MiB.")
    var canisterHeapLimit = 256

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
        var address = in_addr()
        guard inet_pton(AF_INET, host, &address) == 1 else {
            throw ValidationError("--host needs an IPv4 address")
        }
        for status in refuse where !(100...599).contains(status) {
            throw ValidationError("--refuse needs an HTTP status, not \(status)")
        }
        guard processingPolls >= 0 else { throw ValidationError("--processing-polls needs a count, 0 or more") }
        guard certificateTimeOffset.isFinite else {
            throw ValidationError("--certificate-time-offset needs a number of seconds")
        }
        guard loseAnswers >= 0, (0...60_000).contains(delay) else {
            throw ValidationError("--lose-answers needs a count, --delay 0 to 60000 ms")
        }
        guard blocksInLedger >= 2 else { throw ValidationError("--blocks-in-ledger needs at least 2") }
        guard (1...4_096).contains(canisterHeapLimit) else {
            throw ValidationError("--canister-heap-limit needs 1 to 4096 MiB")
        }
        if let instructionLimit, instructionLimit == 0 {
            throw ValidationError("--instruction-limit needs at least 1 instruction")
        }
        _ = try funding()
    }

    /// `--fund` as accounts and amounts.
    func funding() throws -> [(AccountIdentifier, UInt64)] {
        try fund.map { entry in
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let principal = try? Principal(text: parts[0]), let e8s = UInt64(parts[1]) else {
                throw ValidationError("--fund needs PRINCIPAL=E8S, e.g. 2vxsx-fae=100000000, not \(entry)")
            }
            return (AccountIdentifier(owner: principal), e8s)
        }
    }

    func run() async throws {
        // A range beside the real one: certificates that vouch for other canisters.
        let ranges =
            wrongRanges
            ? [StandardCanisters.canister(0x20_0000)...StandardCanisters.canister(0x2f_ffff)]
            : [StandardCanisters.range]
        let certifier = TestCertifier(seed: seed, canisterRanges: ranges, layout: layout.rangeLayout)
        let replica = ReplicaSimulator(certifier: certifier)
        var ledgerConfiguration = SimulatedLedgerConfiguration()
        ledgerConfiguration.blocksKeptInLedger = blocksInLedger
        let ledger = SimulatedLedger(configuration: ledgerConfiguration)
        ledger.install(on: replica)
        var canisterLimits = CanisterLimits(maximumHeapBytes: canisterHeapLimit << 20)
        if let instructionLimit {
            canisterLimits.updateInstructions = instructionLimit
            canisterLimits.queryInstructions = instructionLimit
        }
        let canisterHost = WasmCanisterHost(certifier: certifier, limits: canisterLimits) { canister, line in
            FileHandle.standardError.write(Data("icp-replica: [\(canister)] \(line)\n".utf8))
        }
        var replicaState: ReplicaState?
        if let state {
            do { replicaState = try await ReplicaState(path: state, ledger: ledger, host: canisterHost) } catch {
                FileHandle.standardError.write(
                    Data("icp-replica: the state file \(state) cannot be used: \(error)\n".utf8))
                throw ExitStatus.cannotRead.exitCode
            }
        }
        if ledger.chainLength == 0 {
            for (account, e8s) in try funding() where ledger.mint(e8s, to: account) == nil {
                FileHandle.standardError.write(Data("icp-replica: --fund adds up to more than 2^64 e8s\n".utf8))
                throw ExitStatus.usage.exitCode
            }
            try await replicaState?.saveChanges()
        }
        stopCleanly(on: [SIGTERM, SIGINT], closing: replicaState)
        var faults = ReplicaFaults()
        faults.refusals = refuse
        faults.unknownRoutes = Set(unknownRoutes)
        faults.acceptCallsWithoutWaiting = acceptOnly
        faults.processingPolls = processingPolls
        faults.certificateTimeOffset = certificateTimeOffset
        faults.corruptCertificateSignature = corruptCertificate
        faults.corruptNodeSignature = corruptNodeSignature
        faults.lostAnswers = loseAnswers
        replica.faults = faults
        StandardCanisters.install(on: replica)
        replica.addHost(canisterHost)
        runPeriodicTasks(of: replica, savingTo: replicaState)

        let handler = ReplicaHTTPHandler(replica: replica, state: replicaState, delay: .milliseconds(delay))
        let limits = HTTPServerLimits(
            maxHeadBytes: 16 * 1024, maxBodyBytes: ReplicaHTTPHandler.maximumBodyBytes, maxConnections: 256)
        let server: HTTPServer
        do {
            server = try await HTTPServer.start(host: host, port: Int(port), limits: limits, responder: handler)
        } catch {
            FileHandle.standardError.write(Data("icp-replica: \(error)\n".utf8))
            throw ExitStatus.internalError.exitCode
        }
        // Unbuffered, so whoever started it reads the line at once.
        FileHandle.standardOutput.write(
            Data((announcement(url: "http://\(host):\(server.port)", certifier: certifier) + "\n").utf8))
        // Serves until a signal ends the process (stopCleanly): a stream nobody finishes.
        let (forever, keepOpen) = AsyncStream<Void>.makeStream()
        for await _ in forever {}
        withExtendedLifetime(keepOpen) {}
    }

    /// Fires due canister timers and heartbeats between requests too (each request also does),
    /// about ten times a second, as a replica's rounds do, and saves what they changed.
    func runPeriodicTasks(of replica: ReplicaSimulator, savingTo state: ReplicaState?) {
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + .milliseconds(100), repeating: .milliseconds(100))
        timer.setEventHandler {
            replica.runPeriodicTasks()
            guard let state else { return }
            Task {
                await state.saveAfterPeriodicTasks { error in
                    FileHandle.standardError.write(
                        Data("icp-replica: the state could not be saved after timers: \(error)\n".utf8))
                }
            }
        }
        timer.resume()
        PeriodicTimers.keep(timer)
    }

    /// The one JSON line: where it listens and what a client needs to trust and call it.
    func announcement(url: String, certifier: TestCertifier) -> String {
        let hex = Hex.encode(certifier.rootKey.publicKey.derRepresentation)
        let line: [String: Any] = [
            "url": url, "rootKey": hex, "subnetId": certifier.subnetID.description,
            "canisters": [
                "echo": StandardCanisters.echo.description, "whoami": StandardCanisters.whoami.description,
                "counter": StandardCanisters.counter.description, "ledger": StandardCanisters.ledger.description,
                "ledgerArchive": StandardCanisters.ledgerArchive.description,
            ],
        ]
        let data =
            (try? JSONSerialization.data(withJSONObject: line, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// Stops on `signals`: every answered change is already saved (answers wait for their
    /// save), so the state file is closed, whatever is in flight is dropped unanswered, and the
    /// process exits 0.
    func stopCleanly(on signals: [Int32], closing state: ReplicaState?) {
        for number in signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                Task {
                    try? await state?.close()
                    Glibc.exit(ExitStatus.success.rawValue)
                }
            }
            source.resume()
            SignalSources.keep(source)
        }
    }
}

/// Keeps the periodic timer alive for the life of the process.
enum PeriodicTimers {
    nonisolated(unsafe) private static var timers: [any DispatchSourceTimer] = []
    static func keep(_ timer: any DispatchSourceTimer) { timers.append(timer) }
}

/// Keeps the signal sources alive for the life of the process.
enum SignalSources {
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
    static func keep(_ source: any DispatchSourceSignal) { sources.append(source) }
}
