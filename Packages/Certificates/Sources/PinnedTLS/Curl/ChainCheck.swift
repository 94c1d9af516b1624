import CCurl
import CLibSSL
import Foundation
import Synchronization

/// CURLOPT_SSL_CTX_FUNCTION: libcurl (its OpenSSL build) hands over the `SSL_CTX` of a new
/// connection before the handshake, and this replaces OpenSSL's whole chain verification with
/// ``checkPresentedChain``, for the transfer in `user`.
///
/// Why the whole verification and not a pin option: libcurl's CURLOPT_PINNEDPUBLICKEY compares
/// the leaf's key only, so it would refuse a chain pinned at its intermediate or root, and it
/// fails without saying which keys the server presented. The check here sees the whole chain
/// as sent, pins at any position, and keeps its reasons in words.
///
/// The context lives as long as its connection, which a later transfer may reuse; `user` is
/// the transfer that opened it. OpenSSL calls the check during that transfer's handshake only:
/// renegotiation, the one way to run it again on a live connection, is refused here.
let installChainCheck: ccurl_ssl_ctx_callback = { _, context, user in
    guard let context, let user else { return CURLE_FAILED_INIT }
    let sslContext = OpaquePointer(context)
    SSL_CTX_set_cert_verify_callback(sslContext, checkPresentedChain, user)
    clibssl_ctx_refuse_renegotiation(sslContext)
    return CURLE_OK
}

/// OpenSSL's verification callback: 1 accepts the chain, 0 fails the handshake before any byte
/// of the request is written. `user` is the transfer, kept alive by the loop while it runs.
private let checkPresentedChain: clibssl_verify_callback = { store, user in
    guard let store, let user else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(user).takeUnretainedValue()
    let presented = PresentedChain.der(in: store)
    let outcome: PinnedChainVerifier.Outcome?
    if let unreadable = presented.firstIndex(where: { $0 == nil }) {
        outcome = .refused("certificate \(unreadable) of the presented chain could not be encoded as DER")
    } else {
        outcome = ChainCheck.judge(presented.compactMap { $0 }, for: transfer)
    }
    switch outcome {
    case .accepted?:
        return 1
    case .refused(let reason)?:
        transfer.recordRefusal(reason)
        X509_STORE_CTX_set_error(store, X509_V_ERR_APPLICATION_VERIFICATION)
        return 0
    case nil:
        transfer.recordCheckOverran()
        X509_STORE_CTX_set_error(store, X509_V_ERR_APPLICATION_VERIFICATION)
        return 0
    }
}

/// Runs the pin verifier for a handshake on the loop's thread.
enum ChainCheck {
    /// The verifier's outcome for `presented` (leaf first), or nil when it did not come before
    /// the request's deadline.
    ///
    /// The verifier is async (swift-certificates' `Verifier` is) and OpenSSL's callback is not:
    /// it runs as a task whose jobs this thread — the loop's own — runs itself while it waits,
    /// at most until the request's deadline (libcurl cannot end the transfer at its timeout
    /// while this thread is busy here).
    static func judge(_ presented: [[UInt8]], for transfer: CurlTransfer) -> PinnedChainVerifier.Outcome? {
        let verifier = transfer.verifier
        let host = transfer.url.host
        let verdict = Verdict()
        let executor = WaitingThreadExecutor()
        Task(executorPreference: executor) {
            verdict.deliver(await verifier.verify(presented: presented, host: host))
            executor.finish()
        }
        let remaining = Double(CurlTransfer.milliseconds(transfer.remainingTime)) / 1_000
        guard executor.runJobs(until: Date(timeIntervalSinceNow: remaining)) else { return nil }
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
