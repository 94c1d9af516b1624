import Foundation
import HTTPSpec

/// The emulator's two HTTP moves — POST a body to a dapp server URL, GET an http(s) callback —
/// through an HTTPSpec transport, so tests can swap the network for a stub.
struct WalletHTTP: Sendable {
    let transport: any Transport
    let timeout: Duration

    func post(_ body: [UInt8], contentType: String, to url: String) async throws(WalletEmulatorError) -> ClientResponse
    {
        try await send(
            ClientRequest(
                method: .post, url: try Self.httpURL(url), headerFields: [.contentType: contentType], body: Data(body)))
    }

    func get(_ url: String) async throws(WalletEmulatorError) -> ClientResponse {
        try await send(ClientRequest(method: .get, url: try Self.httpURL(url)))
    }

    /// Whether `url` is one the wallet fetches itself rather than handing to the system.
    static func isHTTP(_ url: String) -> Bool {
        let lower = url.prefix(8).lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }

    private func send(_ request: ClientRequest) async throws(WalletEmulatorError) -> ClientResponse {
        do {
            return try await transport.send(request, timeout: timeout)
        } catch {
            throw .transport(url: request.url.absoluteString, reason: "\(error)")
        }
    }

    private static func httpURL(_ text: String) throws(WalletEmulatorError) -> URL {
        guard isHTTP(text), let url = URL(string: text), url.host != nil else { throw .invalidURL(text) }
        return url
    }
}
