import ArgumentParser
import CommandSupport
import Deeplink
import DeeplinkVerification
import EOSChain
import Foundation

/// `deeplink verify`: checks a saved login body against a chain node.
struct VerifyCommand: DeeplinkSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Verifies a login a wallet posted (JSON or form body) against an EOS node.",
        discussion: """
            The signature over timestamp + account + uuID + ref must come from a key that can act \
            alone for the account: an active or owner key reaching the threshold, or a MYKEY \
            account's reserved key. The timestamp must lie within --window seconds of --now \
            (default: the current time); --any-time skips that check for old saved logins.
            """
    )

    @Argument(help: "The login body file, or '-' for standard input.")
    var file: String

    @Option(help: "The EOS node to ask, e.g. https://eos.greymass.com.")
    var chain: String

    @Option(help: "The uuID of the login request you issued.")
    var uuid: String?

    @Option(help: "How far the login's timestamp may lie from --now, in seconds.")
    var window: Int = 300

    @Option(help: "Unix seconds to check the timestamp against (default: now).")
    var now: Int64?

    @Flag(help: "Do not check the timestamp.")
    var anyTime = false

    @Option(help: "A MYKEY manager contract to trust (repeatable; default mykeymanager).")
    var manager: [String] = []

    /// The most a login body file may hold; real ones are a few hundred bytes.
    static let maximumBytes = 256 * 1024

    func execute(io: CommandIO, environment: [String: String]) async throws(DeeplinkToolError) {
        guard let node = URL(string: chain), let scheme = node.scheme?.lowercased(),
            scheme == "http" || scheme == "https"
        else {
            throw .usage("--chain must be an http(s) URL, got \"\(chain)\"")
        }
        guard window >= 0 else { throw .usage("--window must not be negative") }
        let managers: Set<EOSName>
        do {
            managers = try Set(
                (manager.isEmpty ? [MYKEYKeydataRow.mainnetManager.text] : manager).map { name throws(EOSChainError) in
                    try EOSName(name)
                })
        } catch {
            throw .usage("--manager: \(error)")
        }
        let body = try Self.read(file, io: io)
        let login: LoginBody
        do {
            login = try LoginBody(body: Array(body.utf8), contentType: nil)
        } catch {
            throw .invalidInput("the login body does not parse: \(error)")
        }
        let current = now ?? Int64(Date().timeIntervalSince1970)
        let replayGuard = anyTime ? nil : LoginReplayGuard(window: .seconds(window), capacity: 1, now: { current })
        let verifier = LoginVerifier(
            chain: EOSChainClient(baseURL: node), mykeyManagers: managers, replayGuard: replayGuard)
        do {
            let signer = try await verifier.verify(login, expectedUUID: uuid)
            io.write("verified: \(signer.account) signed with \(signer.publicKey) (\(signer.permission))\n")
        } catch {
            if case .chain(let chainError) = error { throw .unavailable(chainError.description) }
            throw .invalidInput("not verified: \(error)")
        }
    }

    static func read(_ file: String, io: CommandIO) throws(DeeplinkToolError) -> String {
        if file == "-" { return try inputText(file, io: io, what: "the login body") }
        guard let handle = FileHandle(forReadingAtPath: file) else { throw .cannotRead("cannot read \(file)") }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: maximumBytes + 1)) ?? nil
        guard let data else { throw .cannotRead("cannot read \(file)") }
        guard data.count <= maximumBytes else {
            throw .invalidInput("\(file) is larger than \(maximumBytes) bytes; a login body is not")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw .invalidInput("\(file) is not UTF-8") }
        return text
    }
}
