import EOSChain
import Foundation
import HTTPServer
import Synchronization

/// An EOSIO node on 127.0.0.1 serving an `InMemoryEOSChain` in nodeos's shapes, so
/// `EOSChainClient(baseURL: stub.baseURL)` works against it: `POST /v1/chain/get_account` and
/// `POST /v1/chain/get_table_rows` (MYKEY `keydata` rows). An unknown account is nodeos's HTTP 500
/// with error code 3060002 (`account_query_exception`). ``ChainStubFault`` makes it misbehave.
public final class ChainStub: Sendable {
    public let baseURL: URL
    private let server: HTTPServer
    private let fault: FaultSetting

    private init(server: HTTPServer, fault: FaultSetting) {
        self.baseURL = server.baseURL
        self.server = server
        self.fault = fault
    }

    /// Starts serving `chain` on 127.0.0.1:`port` (0: the system picks) and returns once listening.
    ///
    /// - Throws: HTTPServer's `HTTPServerError.cannotListen` when the port cannot be bound.
    public static func start(chain: InMemoryEOSChain, port: UInt16 = 0) async throws -> ChainStub {
        let fault = FaultSetting()
        let responder = ChainStubResponder(chain: chain, fault: { fault.current })
        let server = try await HTTPServer.start(
            host: "127.0.0.1", port: Int(port), limits: HTTPServerLimits(maxBodyBytes: ChainStubResponder.maxBodyBytes),
            responder: responder)
        return ChainStub(server: server, fault: fault)
    }

    /// From now on, answer with `fault` (``ChainStubFault/none`` to answer truthfully again).
    public func setFault(_ fault: ChainStubFault) {
        self.fault.current = fault
    }

    /// Closes the listener and every connection. Idempotent.
    public func stop() async {
        await server.stop()
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
