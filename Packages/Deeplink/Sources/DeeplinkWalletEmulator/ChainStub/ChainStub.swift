import EOSChain
import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// An EOSIO node on 127.0.0.1 serving an `InMemoryEOSChain` in nodeos's shapes, so
/// `EOSChainClient(baseURL: stub.baseURL)` works against it: `POST /v1/chain/get_account` and
/// `POST /v1/chain/get_table_rows` (MYKEY `keydata` rows). An unknown account is nodeos's HTTP 500
/// with error code 3060002 (`account_query_exception`). ``ChainStubFault`` makes it misbehave.
public final class ChainStub: Sendable {
    public let baseURL: URL
    private let server: HTTPServer
    private let task: Task<Void, Never>
    private let fault: FaultSetting

    private init(baseURL: URL, server: HTTPServer, task: Task<Void, Never>, fault: FaultSetting) {
        self.baseURL = baseURL
        self.server = server
        self.task = task
        self.fault = fault
    }

    /// Starts serving `chain` on 127.0.0.1:`port` (0: the system picks) and returns once listening.
    public static func start(chain: InMemoryEOSChain, port: UInt16 = 0) async throws -> ChainStub {
        let fault = FaultSetting()
        let responder = ChainStubResponder(chain: chain, fault: { fault.current })
        // FlyingFox's .loopback binds ::1; the dapp side expects 127.0.0.1.
        let server = HTTPServer(
            address: try .inet(ip4: "127.0.0.1", port: port), logger: .disabled,
            handler: ClosureHTTPHandler { request in await responder.respond(to: request) })
        // run() ends with an error when stopped; that end is the expected one.
        let task = Task { _ = try? await server.run() }
        do {
            // FlyingFox's default of 5 s is too short on a loaded 2-core machine (seen in CI):
            // binding is quick, but the listening task may wait that long to be scheduled.
            try await server.waitUntilListening(timeout: 30)
        } catch {
            await server.stop()
            task.cancel()
            await task.value
            throw error
        }
        guard case .ip4(_, let boundPort)? = await server.listeningAddress,
            let baseURL = URL(string: "http://127.0.0.1:\(boundPort)")
        else {
            await server.stop()
            await task.value
            throw SocketError.unsupportedAddress
        }
        return ChainStub(baseURL: baseURL, server: server, task: task, fault: fault)
    }

    /// From now on, answer with `fault` (``ChainStubFault/none`` to answer truthfully again).
    public func setFault(_ fault: ChainStubFault) {
        self.fault.current = fault
    }

    /// Closes the listener and waits for the server task to end. Idempotent.
    public func stop() async {
        await server.stop()
        await task.value
    }
}

/// The fault in force, read by every request and set by tests while the stub runs.
private final class FaultSetting: Sendable {
    private let value = Mutex(ChainStubFault.none)

    var current: ChainStubFault {
        get { value.withLock { $0 } }
        set { value.withLock { $0 = newValue } }
    }
}
