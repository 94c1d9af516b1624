import ArgumentParser
import CommandSupport
import Deeplink
import DeeplinkQR
import DeeplinkServer
import DeeplinkVerification
import EOSChain
import Foundation

/// `deeplink login`: a login request shown as URL and terminal QR, answered through a loopback
/// callback server that verifies the wallet's login against a node.
struct LoginCommand: DeeplinkSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Shows a login request as URL and QR, then waits for the wallet's verified login.",
        discussion: """
            Starts a callback server on 127.0.0.1 (--port, 0 picks a free one), prints the \
            simplewallet:// URL and its QR code, and waits until a wallet POSTs the login to the \
            request's loginUrl. The login is verified against --chain like `deeplink verify` does: \
            the uuID is the one issued, the timestamp lies within --window seconds of now, the \
            signature comes from a key that can act alone for the account. The request is printed \
            before the wait begins, so a script (or deeplink-wallet) can answer it; with --json \
            every event is one JSON object on its own line, the request first: \
            {"event":"request","url":…,"qr":…,"uuID":…,"loginUrl":…,"callback":…}, then \
            {"event":"loggedIn",…}, {"event":"refused",…}, {"event":"cancelled",…}, \
            {"event":"timedOut","result":10002,"hint":…,…} or {"event":"interrupted"}. No \
            wallet in time is MYKEY's 10002 ("MYKEY not installed"), reported with the hint \
            to install a wallet the MYKEY SDK shows; --disable-install (the SDK's \
            InitRequest.disableInstall) leaves the hint out. A wallet that opens the callback \
            with a cancel or a failure ends the wait at once; after a login the server waits at \
            most 3 s more for the wallet's callback. The server stops on every path, also on \
            Ctrl-C.

            Examples:
              deeplink login --dapp "My dApp" --chain https://eos.greymass.com
              deeplink login --dapp Test --chain http://127.0.0.1:8888 --json --no-qr

            Exit codes: 0 logged in; 1 refused, cancelled by the wallet, or no login in time; 64 \
            usage; 70 the server could not listen or the chain could not be asked; 130 and 143 \
            after SIGINT and SIGTERM, the server stopped.
            """
    )

    @Option(help: "The dapp name the wallet shows.")
    var dapp: String

    @Option(help: "The dapp icon URL the wallet shows (default: empty).")
    var icon: String = ""

    @Option(help: "The EOS node that verifies the login, e.g. https://eos.greymass.com.")
    var chain: String

    @Option(help: "The callback server's port on 127.0.0.1; 0 picks a free one.")
    var port: UInt16 = 0

    @Option(help: "How long to wait for the wallet, in seconds.")
    var timeout: Double = 120

    @Option(help: "The request's uuID (default: a random one).")
    var uuid: String?

    @Option(help: "How far the login's timestamp may lie from now, in seconds.")
    var window: Int = 300

    @Option(help: "A MYKEY manager contract to trust (repeatable; default mykeymanager).")
    var manager: [String] = []

    @Flag(help: "Do not print the QR code.")
    var noQr = false

    @Flag(
        name: .customLong("disable-install"),
        help: "When no wallet answers, report 10002 without the install hint (MYKEY's InitRequest.disableInstall).")
    var disableInstall = false

    @Flag(help: "Print one JSON object per event line.")
    var json = false

    /// The longest wait accepted: a day. A login is a person with a phone, not a batch job.
    static let maximumTimeout: Double = 86_400

    func execute(io: CommandIO, environment: [String: String]) async throws(DeeplinkToolError) {
        guard let node = URL(string: chain), let scheme = node.scheme?.lowercased(),
            scheme == "http" || scheme == "https"
        else {
            throw .usage("--chain must be an http(s) URL, got \"\(chain)\"")
        }
        guard timeout > 0, timeout <= Self.maximumTimeout else {
            throw .usage("--timeout must be more than 0 and at most \(Int(Self.maximumTimeout)) seconds")
        }
        guard window >= 0 else { throw .usage("--window must not be negative") }
        if let uuid, uuid.isEmpty || uuid.utf8.count > 128 { throw .usage("--uuid must be 1 to 128 bytes") }
        let managers: Set<EOSName>
        do {
            managers = try Set(
                (manager.isEmpty ? [MYKEYKeydataRow.mainnetManager.text] : manager).map { name throws(EOSChainError) in
                    try EOSName(name)
                })
        } catch {
            throw .usage("--manager: \(error)")
        }
        let uuID = uuid ?? UUID().uuidString.lowercased()
        let verifier = LoginVerifier(
            chain: EOSChainClient(baseURL: node), mykeyManagers: managers,
            replayGuard: LoginReplayGuard(window: .seconds(window)))
        let server: CallbackServer
        do {
            server = try await CallbackServer.start(verifier: verifier, port: port)
        } catch {
            throw .unavailable("\(error)")
        }
        // One exit for every path below, so the server is stopped whatever happens.
        let result: Result<Void, DeeplinkToolError>
        do throws(DeeplinkToolError) {
            try await serve(uuID: uuID, server: server, io: io)
            result = .success(())
        } catch {
            result = .failure(error)
        }
        await server.stop()
        try result.get()
    }

    private func serve(uuID: String, server: CallbackServer, io: CommandIO) async throws(DeeplinkToolError) {
        let request = LoginRequest(
            dappName: dapp, dappIcon: icon, uuID: uuID, loginUrl: server.postURL(.login, key: uuID),
            callback: server.callbackURL(for: uuID))
        let wait = Duration.milliseconds(Int64((timeout * 1000).rounded(.up)))
        let report = LoginReport(json: json, io: io, disableInstall: disableInstall)
        // Printed (CommandIO writes unbuffered) before waiting, so a wallet can act on it.
        report.request(request, qr: noQr ? nil : Self.qrText(request.qrPayload, io: io), waitSeconds: timeout)
        let outcome = await LoginWait.outcome(of: uuID, on: server, timeout: wait)
        try report.result(outcome, uuID: uuID, timeout: timeout)
    }

    /// The request's QR code for a terminal; a payload too large for a QR code is said on
    /// standard error and the URL alone is shown.
    private static func qrText(_ payload: String, io: CommandIO) -> String? {
        do {
            return try QRCode(text: payload).terminalText()
        } catch {
            io.writeError("no QR code: \(error)\n")
            return nil
        }
    }
}
