import ArgumentParser
import CommandSupport
import DeeplinkDesktop
import Foundation
import HTTPSpec
import HTTPTypes

/// `deeplink open URL`: the desktop's handler for `simplewallet://` URLs (the Exec line
/// `register-handler` writes), handing each to the deeplink-wallet waiting on this desktop.
struct OpenCommand: DeeplinkSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Hands a simplewallet:// URL to the deeplink-wallet waiting on this desktop.",
        discussion: """
            What the desktop runs when a simplewallet:// URL is opened (xdg-open, a browser), once \
            `deeplink register-handler` has made it the scheme's handler. The URL is checked \
            first — the scheme must be simplewallet, at most 200,704 bytes, no control \
            characters or spaces, and a SimpleWallet request — then POSTed to the /open \
            endpoint of the wallet started with `deeplink-wallet --desktop`, found in \
            $XDG_RUNTIME_DIR/deeplink-wallet.json (without XDG_RUNTIME_DIR, in \
            $TMPDIR/deeplink-UID/, a folder of this user alone). The wallet answers it as it \
            answers any request and its reply, one JSON line, is printed.

            Examples:
              deeplink open 'simplewallet://eos.io?param=%7B%22action%22%3A%22login%22…'
              xdg-open 'simplewallet://eos.io?param=…'     # the same, through the desktop

            Exit codes: 0 the wallet answered the request; 1 a URL that is refused (another \
            scheme, too long, control characters, not a request) or a request the wallet \
            refused; 64 usage; 70 no wallet is waiting (no endpoint file, or its wallet has \
            exited or does not answer) or the endpoint file cannot be read.
            """
    )

    @Argument(help: "The simplewallet:// URL.")
    var url: String

    @Option(help: "How long the wallet may take to answer, in seconds (its POST to the dapp included).")
    var timeout: Double = 60

    static let maximumTimeout: Double = 600

    /// The largest reply read back: the wallet's answers are a few KiB.
    static let maximumReplyBytes = 1 << 20

    func execute(io: CommandIO, environment: [String: String]) async throws(DeeplinkToolError) {
        guard timeout > 0, timeout <= Self.maximumTimeout else {
            throw .usage("--timeout must be more than 0 and at most \(Int(Self.maximumTimeout)) seconds")
        }
        let opened = try OpenedURL(url)
        let endpoint: WalletEndpoint
        do {
            endpoint = try WalletEndpoint.waiting(environment: environment)
        } catch {
            throw .unavailable("\(error)")
        }
        var fields = HTTPFields()
        fields[.contentType] = "text/plain; charset=utf-8"
        let request = ClientRequest(
            method: .post, url: endpoint.open, headerFields: fields, body: Data(opened.text.utf8))
        let response: ClientResponse
        do {
            response = try await CurlTransport().send(
                request, timeout: .milliseconds(Int64((timeout * 1000).rounded(.up))))
        } catch {
            throw .unavailable(
                "no wallet is waiting: the deeplink-wallet of \(endpoint.account) (pid \(endpoint.pid)) did not answer at \(endpoint.open.absoluteString): \(error)"
            )
        }
        guard response.body.count <= Self.maximumReplyBytes else {
            throw .unavailable(
                "the wallet's reply has \(response.body.count) bytes; at most \(Self.maximumReplyBytes) are read")
        }
        let reply = String(decoding: response.body, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        switch response.status.code {
        case 200..<300:
            io.write(reply + "\n")
        case 400..<500:
            throw .invalidInput("the wallet refused the request (\(response.status.code)): \(reply)")
        default:
            throw .unavailable("the wallet could not answer the request (\(response.status.code)): \(reply)")
        }
    }
}
