import Candid
import Foundation
import ICPAgent

/// The canisters every `icp-replica` hosts, at fixed ids inside its subnet's range: `echo`
/// (method `echo` replies with its arguments), `whoami` (the caller's principal) and `counter`
/// (`increment`, an update, and `get`, a query, both `(nat64)`).
public enum StandardCanisters {
    /// The subnet's canister range: ids 0x10 00 00 … 0x1f ff ff of the usual shape.
    public static let range = canister(0x10_0000)...canister(0x1f_ffff)

    public static let echo = canister(0x10_0000)
    public static let whoami = canister(0x10_0001)
    public static let counter = canister(0x10_0002)
    /// The ICP ledger (ICP, ICRC-1, ICRC-2) and its archive: see ``SimulatedLedger``.
    public static let ledger = canister(0x10_0003)
    public static let ledgerArchive = canister(0x10_0004)

    /// A canister id as the NNS assigns them: eight bytes of index, then 0x01 0x01.
    public static func canister(_ index: UInt64) -> Principal { Principal(canisterIndex: index) }

    /// Installs the three on `replica` (a fresh counter at 0).
    public static func install(on replica: ReplicaSimulator) {
        replica.install(echo, methods: ["echo": .echo])
        replica.install(whoami, methods: ["whoami": .whoami])
        let count = Count()
        replica.install(
            counter,
            methods: [
                "increment": SimulatedMethod { call in
                    call.isQuery
                        ? .reject(Rejection(code: 5, message: "increment is an update", errorCode: "IC0504"))
                        : natReply(count.increment())
                },
                "get": SimulatedMethod { _ in natReply(count.value) },
            ])
    }

    /// `(nat64)`.
    private static func natReply(_ value: UInt64) -> SimulatedOutcome {
        guard let message = try? CandidEncoder().encode(value) else {
            return .reject(Rejection(code: 5, message: "could not encode"))
        }
        return .reply(message)
    }

    /// The counter's state, shared by its two methods.
    final class Count: @unchecked Sendable {
        // @unchecked: `current` is behind `lock`.
        private let lock = NSLock()
        private var current: UInt64 = 0
        var value: UInt64 { lock.withLock { current } }
        func increment() -> UInt64 {
            lock.withLock {
                current &+= 1
                return current
            }
        }
    }
}
