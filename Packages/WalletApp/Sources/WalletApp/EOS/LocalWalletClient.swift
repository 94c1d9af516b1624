import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Asks a `deeplink-wallet` emulator to answer a request, as if its user had scanned the QR code:
/// `POST /open` with the request URL as the body.
struct LocalWalletClient: Sendable {
    let controlURL: URL

    /// Sends `requestURL`; throws ``EOSLoginError`` with the emulator's words when it could not
    /// answer, and `CancellationError` when the wait was cancelled (the login came first).
    func open(_ requestURL: String) async throws {
        var request = URLRequest(url: controlURL.appendingPathComponent("open"))
        request.httpMethod = "POST"
        request.httpBody = Data(requestURL.utf8)
        request.timeoutInterval = 30
        // No kept-alive connection: the emulator's server waits for open connections when it
        // stops, and one URLSession keeps idle would hold its SIGTERM stop past its grace.
        request.setValue("close", forHTTPHeaderField: "Connection")
        // swift-corelibs-foundation can deadlock when the task awaiting `data(for:)` is cancelled
        // while the transfer completes: cancelling runs URLSessionTask.cancel(), which waits for
        // the session's queue while holding the task's cancellation lock, and that queue waits
        // for the same lock to resume the task (seen here: the login flow cancels this wait once
        // the wallet's callback arrives). So the exchange runs in a task that cancellation does
        // not reach; it is short and bounded by the request's timeout.
        let exchange = Task.detached { [request] in try await URLSession.shared.data(for: request) }
        do {
            let (body, response) = try await exchange.value
            guard let status = (response as? HTTPURLResponse)?.statusCode, status == 200 else {
                throw EOSLoginError.declined(
                    "the wallet emulator answered: \(String(decoding: body.prefix(300), as: UTF8.self))")
            }
        } catch let error as EOSLoginError {
            throw error
        } catch {
            if Task.isCancelled { throw CancellationError() }
            throw EOSLoginError.declined(
                "the wallet emulator at \(controlURL.absoluteString) is unreachable: \(error.localizedDescription)")
        }
    }
}
