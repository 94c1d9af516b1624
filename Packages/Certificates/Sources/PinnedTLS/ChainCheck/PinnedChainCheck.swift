import CLibSSL
import Foundation
import HTTPSpec
import Synchronization

/// The pin check inside CurlTransport's handshakes: for each new connection it replaces OpenSSL's
/// whole chain verification with ``PinnedChainVerifier``.
///
/// Why the whole verification and not a pin option: libcurl's CURLOPT_PINNEDPUBLICKEY compares
/// the leaf's key only, so it would refuse a chain pinned at its intermediate or root, and it
/// fails without saying which keys the server presented. The check here sees the whole chain
/// as sent, pins at any position, and keeps its reasons in words.
///
/// OpenSSL calls the check during the handshake of the exchange that opened the connection
/// only: renegotiation, the one way to run it again on a live connection, is refused here.
struct PinnedChainCheck: CurlChainCheck {
    let verifier: PinnedChainVerifier

    func install(into sslContext: UnsafeMutableRawPointer, for handshake: CurlHandshake) -> Bool {
        let context = OpaquePointer(sslContext)
        SSL_CTX_set_cert_verify_callback(context, checkPresentedChain, Unmanaged.passUnretained(handshake).toOpaque())
        clibssl_ctx_refuse_renegotiation(context)
        return true
    }

    /// The verifier's outcome for `presented` (leaf first), or nil when it did not come before
    /// the exchange's deadline.
    ///
    /// The verifier is async (swift-certificates' `Verifier` is) and OpenSSL's callback is not:
    /// it runs as a task whose jobs this thread — the transport's own — runs itself while it
    /// waits, at most until the exchange's deadline (libcurl cannot end the exchange at its
    /// timeout while this thread is busy here).
    func judge(_ presented: [[UInt8]], for handshake: CurlHandshake) -> PinnedChainVerifier.Outcome? {
        let verifier = self.verifier
        let host = handshake.host
        let verdict = Verdict()
        let executor = WaitingThreadExecutor()
        Task(executorPreference: executor) {
            verdict.deliver(await verifier.verify(presented: presented, host: host))
            executor.finish()
        }
        let remaining = handshake.remainingTime
        let seconds = Double(remaining.components.seconds) + Double(remaining.components.attoseconds) / 1e18
        guard executor.runJobs(until: Date(timeIntervalSinceNow: max(seconds, 0))) else { return nil }
        return verdict.outcome
    }

    /// The verifier's answer, handed from its task to the waiting thread.
    private final class Verdict: Sendable {
        private let stored = Mutex<PinnedChainVerifier.Outcome?>(nil)

        var outcome: PinnedChainVerifier.Outcome? { stored.withLock { $0 } }

        func deliver(_ outcome: PinnedChainVerifier.Outcome) {
            stored.withLock { $0 = outcome }
        }
    }
}

/// OpenSSL's verification callback: 1 accepts the chain, 0 fails the handshake before any byte
/// of the request is written. `user` is the handshake, kept alive by its exchange.
private let checkPresentedChain: clibssl_verify_callback = { store, user in
    guard let store, let user else { return 0 }
    let handshake = Unmanaged<CurlHandshake>.fromOpaque(user).takeUnretainedValue()
    guard let check = handshake.check as? PinnedChainCheck else { return 0 }
    let presented = PresentedChain.der(in: store)
    let outcome: PinnedChainVerifier.Outcome?
    if let unreadable = presented.firstIndex(where: { $0 == nil }) {
        outcome = .refused("certificate \(unreadable) of the presented chain could not be encoded as DER")
    } else {
        outcome = check.judge(presented.compactMap { $0 }, for: handshake)
    }
    switch outcome {
    case .accepted?:
        return 1
    case .refused(let reason)?:
        handshake.refuse(PinnedTLSError.serverRefused(host: handshake.host, reason: reason).description)
        X509_STORE_CTX_set_error(store, X509_V_ERR_APPLICATION_VERIFICATION)
        return 0
    case nil:
        handshake.reportCheckOverran()
        X509_STORE_CTX_set_error(store, X509_V_ERR_APPLICATION_VERIFICATION)
        return 0
    }
}
