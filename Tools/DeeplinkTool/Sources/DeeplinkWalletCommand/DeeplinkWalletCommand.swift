import ArgumentParser
import CommandSupport
import Deeplink
import DeeplinkDesktop
import DeeplinkWalletEmulator
import EOSChain
import EOSKeys
import Foundation

/// `deeplink-wallet`: the wallet emulator as a program, for testing a dapp's SimpleWallet/MYKEY
/// login and payments offline. Run through ``DeeplinkWalletTool/run(_:io:environment:until:)``.
public struct DeeplinkWalletCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "deeplink-wallet",
        abstract:
            "A SimpleWallet/MYKEY wallet on this machine, with its own EOS chain stub, for testing dapps offline.",
        discussion: """
            Starts two servers on 127.0.0.1: a chain stub (nodeos's get_account and MYKEY \
            keydata get_table_rows) that knows one account, and the wallet's control \
            endpoint. Point the dapp's login verification at the chain URL, then hand the \
            wallet a request.

            POST /open with a simplewallet:// URL or QR text as the body: the wallet answers it \
            as MYKEY does — signs the login over timestamp + account + uuID + ref and POSTs it \
            to loginUrl (transfers, transactions and sign requests likewise), opens the \
            callback — and replies with what it did as JSON (postedTo, postStatus, \
            serverReply, callbackURL, callbackStatus, txID, signature, loginBody); 400 for a \
            body that is no request, 502 when the dapp's server did not answer. Query items \
            decision=… and fault=… (repeatable) replace the command line's for that request. \
            GET /health answers {"account":…,"status":"ok"}.

            The account: an ordinary one has the key as its active and owner key; with --mykey \
            its active authority names mykeymanager, whose keydata rows 0-2 are fresh keys and \
            row 3 (the reserved key MYKEY logs in with) is the key. The private key comes from \
            standard input (--key-stdin), else DEEPLINK_PRIVATE_KEY, else a new one is made; \
            only its public key is ever printed.

            Once both listen it prints one JSON line on standard output: \
            {"wallet":"http://127.0.0.1:P","chain":"http://127.0.0.1:Q","account":…,\
            "publicKey":"EOS…","permission":"active" or "mykeyReserved"}; each request answered \
            is logged on standard error. SIGTERM or SIGINT stops both servers and exits 0.

            Faults (--fault, repeatable): wrong-key signs with a key the chain does not know; \
            tamper changes the login's ref (a sign request's message) after signing; replay \
            POSTs the first login again for every later one; wrong-uuid[:ID] answers with \
            another uuID; skew:SECONDS moves the login timestamp; drop-post skips the POST and \
            only opens the callback; garbage-post POSTs bytes that are no body; \
            delay:MILLISECONDS waits before the POST; act-as:NAME logs in, pays and signs as \
            NAME with the wallet's key (give NAME to --also-account so the chain stub knows it): \
            against a dapp that binds accounts to its users, one wallet thus meets MYKEY's \
            binding codes 10006-10010, and when the dapp's reply carries one the callback \
            carries it as its result.

            --desktop makes this the wallet that receives the simplewallet:// URLs opened on \
            this desktop: once it listens it writes its /open URL and process id to \
            $XDG_RUNTIME_DIR/deeplink-wallet.json (without XDG_RUNTIME_DIR, $TMPDIR/deeplink-UID/, \
            a folder of this user alone), mode 0600, where `deeplink open` (the handler \
            `deeplink register-handler` installs) finds it, and removes it when it stops. \
            Another --desktop wallet still running is not replaced (status 70).

            --chain-fault makes the chain stub answer \
            garbage (200, not JSON), unavailable (503) or other-account:NAME (the account's \
            permissions under another name).

            Examples:
              deeplink-wallet --account alice                      # new key, free ports
              echo "$WIF" | deeplink-wallet --account alice --key-stdin --port 7001
              DEEPLINK_PRIVATE_KEY=5K… deeplink-wallet --account mykeyuser123 --mykey
              deeplink-wallet --account alice --fault wrong-key    # every login refused
              deeplink-wallet --account alice --decision cancel
              curl -s --data-binary "$URL" http://127.0.0.1:7001/open
              deeplink-wallet --account alice --desktop &          # then: xdg-open "$URL"

            Exit codes: 0 after SIGTERM or SIGINT; 1 the private key does not parse; 64 usage; \
            66 standard input could not be read; 70 a server could not listen (or, with \
            --desktop, the endpoint file could not be written or another wallet holds it). Every tool of the \
            workspace uses the same numbers.
            """,
        version: toolVersion
    )

    @Option(help: "The EOS account the wallet logs in as.")
    var account: String

    @Flag(help: "Make it a MYKEY account: the key is row 3 (the reserved key) of mykeymanager's keydata.")
    var mykey = false

    @Option(
        name: .customLong("also-account"),
        help: "Another account the chain stub gives the same key (repeatable, at most 16), for --fault act-as:NAME.")
    var alsoAccount: [String] = []

    @Option(help: "The control endpoint's port on 127.0.0.1; 0 picks a free one.")
    var port: UInt16 = 0

    @Option(name: .customLong("chain-port"), help: "The chain stub's port on 127.0.0.1; 0 picks a free one.")
    var chainPort: UInt16 = 0

    @Flag(name: .customLong("key-stdin"), help: "Read the private key (WIF or PVT_K1_…) from standard input.")
    var keyStdin = false

    @Option(help: ArgumentHelp("What the user chooses: approve, cancel or fail:CODE.", valueName: "decision"))
    var decision = "approve"

    @Option(help: ArgumentHelp("A misbehaviour (repeatable): \(WalletFaultOption.help).", valueName: "fault"))
    var fault: [String] = []

    @Option(
        name: .customLong("chain-fault"),
        help: ArgumentHelp("How the chain stub misbehaves: \(ChainFaultOption.help).", valueName: "fault"))
    var chainFault: String?

    @Option(
        name: .customLong("protocol"),
        help: ArgumentHelp(
            "The protocol of the wallet's POST bodies: SimpleWallet (timestamp a number) or MYKEY (a string); default: the request's.",
            valueName: "name"))
    var protocolName: String?

    @Option(help: "The wallet name put into logins and notifications (ref).")
    var ref = "mykey"

    @Flag(help: "Receive the simplewallet:// URLs opened on this desktop (through `deeplink open`).")
    var desktop = false

    /// The protocols whose login bodies the emulator writes (§4.1).
    static let protocols = ["SimpleWallet", "MYKEY", "MYKEYSimple"]

    public init() {}

    public func validate() throws {
        do {
            _ = try EOSName(account)
        } catch {
            throw ValidationError("--account: \(error)")
        }
        do {
            _ = try WalletDecisionOption.parse(decision)
            for item in fault { _ = try WalletFaultOption(parsing: item) }
            if let chainFault { _ = try ChainFaultOption.parse(chainFault) }
        } catch {
            throw ValidationError(error.message)
        }
        guard alsoAccount.count <= 16 else { throw ValidationError("--also-account: at most 16 accounts") }
        for name in alsoAccount {
            do {
                _ = try EOSName(name)
            } catch {
                throw ValidationError("--also-account: \(error)")
            }
        }
        if let protocolName, !Self.protocols.contains(protocolName) {
            throw ValidationError(
                "--protocol needs one of \(Self.protocols.joined(separator: ", ")), not \"\(protocolName.prefix(40))\"")
        }
        guard !ref.isEmpty, ref.utf8.count <= 64 else { throw ValidationError("--ref needs 1 to 64 bytes") }
    }

    /// Starts the chain stub and the control endpoint, prints the JSON line, serves until `stop`
    /// returns, then stops both.
    func execute(io: CommandIO, environment: [String: String], until stop: @Sendable () async -> Void)
        async throws(WalletToolError)
    {
        // validate() has accepted every value below; parsing again cannot fail.
        let name = try Self.checked { () throws(EOSChainError) in try EOSName(account) }
        let decision = try WalletDecisionOption.parse(self.decision)
        let faults = try fault.map { text throws(WalletToolError) in try WalletFaultOption(parsing: text) }
        let chainFault = try self.chainFault.map { text throws(WalletToolError) in try ChainFaultOption.parse(text) }

        let key = try WalletKeySource.key(fromStandardInput: keyStdin, io: io, environment: environment)
        let strangerKey = try Self.checked { () throws(EOSKeyError) in try EOSPrivateKey() }
        let aliases = try alsoAccount.map { text throws(WalletToolError) in
            try Self.checked { () throws(EOSChainError) in try EOSName(text) }
        }
        let walletAccount = WalletAccount(
            name: name, key: key, isMYKEY: mykey, aliases: aliases.filter { $0 != name })
        let chain = try Self.checked { () throws(EOSKeyError) in try walletAccount.chain() }

        let stub: ChainStub
        do {
            stub = try await ChainStub.start(chain: chain, port: chainPort)
        } catch {
            throw .unavailable("the chain stub cannot listen on 127.0.0.1:\(chainPort): \(error)")
        }
        if let chainFault { stub.setFault(chainFault) }
        let emulator = WalletEmulator(account: name, key: key, ref: ref, protocol: protocolName)
        let responder = WalletResponder(
            emulator: emulator, decision: decision, faults: faults, strangerKey: strangerKey)
        let control: WalletControlServer
        do {
            control = try await WalletControlServer.start(
                port: port, responder: responder, health: .object(["status": "ok", "account": .string(name.text)]),
                log: { io.writeError("deeplink-wallet: \($0)\n") })
        } catch {
            await stub.stop()
            throw error
        }
        // Written before the JSON line, so whoever reads the line can `deeplink open` at once.
        var published: (endpoint: WalletEndpoint, path: String)?
        if desktop {
            let endpoint = WalletEndpoint(
                open: control.baseURL.appendingPathComponent("open"), pid: getpid(), account: name.text)
            let path: String
            do {
                path = try endpoint.publish(environment: environment)
            } catch {
                async let controlStopped: Void = control.stop()
                async let stubStopped: Void = stub.stop()
                _ = await (controlStopped, stubStopped)
                throw .unavailable("--desktop: \(error)")
            }
            published = (endpoint, path)
            io.writeError("deeplink-wallet: receiving simplewallet:// URLs opened on this desktop (\(path))\n")
        }
        let line = Self.announcement(
            wallet: control.baseURL.absoluteString, chain: stub.baseURL.absoluteString, account: walletAccount)
        // Written (unbuffered) only once both servers listen: whoever reads it can use both at once.
        io.write(JSONValue.object(line).jsonText + "\n")
        await stop()
        if let published { published.endpoint.withdraw(from: published.path) }
        // Both at once: each closes its listener first, so neither waits behind the other's
        // connections.
        async let controlStopped: Void = control.stop()
        async let stubStopped: Void = stub.stop()
        _ = await (controlStopped, stubStopped)
    }

    /// The one JSON line: where the wallet and its chain listen, and who it is.
    static func announcement(wallet: String, chain: String, account: WalletAccount) -> JSONObject {
        [
            "wallet": .string(wallet), "chain": .string(chain), "account": .string(account.name.text),
            "publicKey": .string(account.key.publicKey.legacyString), "permission": .string(account.permission),
        ]
    }

    /// Runs a step whose failure is not expected (a name already validated, the system's random
    /// source), turning its error into status 70 rather than trapping.
    private static func checked<T, E: Error>(_ step: () throws(E) -> T) throws(WalletToolError) -> T {
        do {
            return try step()
        } catch {
            throw .unavailable("\(error)")
        }
    }
}
