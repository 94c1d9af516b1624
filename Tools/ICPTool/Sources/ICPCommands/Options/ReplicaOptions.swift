import ArgumentParser
import ByteTools
import Foundation
import ICPAgent
import ICPAgentHTTP

/// The options of every subcommand that talks to a replica: where it is, which root key its
/// answers must chain to, and who the requests are sent as.
struct ReplicaOptions: ParsableArguments {
    /// The boundary nodes of mainnet, the default network.
    static let mainnet = "https://icp-api.io"

    @Option(name: .long, help: ArgumentHelp("The replica or boundary node, an http or https URL.", valueName: "url"))
    var network: String = Self.mainnet

    @Flag(
        name: .long,
        help: "Trust the root key the replica reports at /api/v2/status: only for a replica you run yourself.")
    var local = false

    @Option(
        name: .customLong("root-key"),
        help: ArgumentHelp(
            "Trust this root key (hex, DER or the 96 raw bytes), e.g. the one icp-replica prints. Default: mainnet's.",
            valueName: "hex"))
    var rootKey: String?

    @Option(name: .long, help: ArgumentHelp("Seconds to wait for each HTTP answer.", valueName: "seconds"))
    var timeout: Double = 30

    @OptionGroup var signer: IdentityOptions

    func validate() throws {
        _ = try Self.url(network)
        if local, rootKey != nil { throw ValidationError("use either --local or --root-key, not both") }
        if let rootKey { _ = try Self.rootKey(rootKey) }
        guard timeout.isFinite, timeout > 0 else {
            throw ValidationError("--timeout needs a number of seconds above 0")
        }
    }

    /// The URL of `--network`, which must be http or https with a host.
    static func url(_ text: String) throws(ValidationError) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty
        else {
            throw ValidationError("--network needs an http or https URL such as http://127.0.0.1:4943, not \"\(text)\"")
        }
        return url
    }

    /// The key of `--root-key`: hex (lenient: `0x`, spaces) of the DER form or the raw 96 bytes.
    static func rootKey(_ text: String) throws(ValidationError) -> RootKey {
        let bytes: [UInt8]
        do { bytes = try Hex.decode(lenient: text) } catch { throw ValidationError("--root-key is not hex: \(error)") }
        do { return try RootKey(bytes: bytes) } catch { throw ValidationError("--root-key: \(error)") }
    }

    /// Which root key answers are checked against.
    var trust: Trust {
        if local { return .local }
        if let rootKey, let key = try? Self.rootKey(rootKey) { return .given(key) }
        return .mainnet
    }

    /// The HTTP transport to `--network` (validated, so the URL parses).
    var transport: HTTPAgentTransport {
        // `validate()` refused a `--network` that does not parse, and the mainnet default is a
        // constant URL, so the force-unwrap cannot fail.
        HTTPAgentTransport(
            baseURL: (try? Self.url(network)) ?? URL(string: Self.mainnet)!,
            timeout: .milliseconds(Int64((timeout * 1000).rounded())))
    }

    /// An agent for `--network` as `identity`, trusting the key ``trust`` names. With `--local`
    /// the replica's status is read here, once, before any request.
    ///
    /// - Throws: the mapped ``AgentError`` when the status cannot be read; status 1 when a
    ///   `--local` replica reports no valid root key.
    func connect(as identity: any Identity) async throws(ICPToolError) -> Connection {
        let transport = transport
        let key: RootKey
        switch trust {
        case .mainnet: key = .mainnet
        case .given(let given): key = given
        case .local:
            let status: ReplicaStatus
            do { status = try await Agent(transport: transport, identity: identity).status() } catch {
                throw Connection.failure(
                    error, network: network, trust: .local, doing: "reading the root key for --local")
            }
            guard let der = status.rootKey else {
                throw .invalidInput(
                    "--local: \(network)/api/v2/status reports no root key (mainnet never does; drop --local there)")
            }
            do { key = try RootKey(derRepresentation: der) } catch {
                throw .invalidInput("--local: the root key at \(network)/api/v2/status is not valid: \(error)")
            }
        }
        let agent = Agent(transport: transport, identity: identity, verifier: CertificateVerifier(rootKey: key))
        return Connection(agent: agent, network: network, trust: trust)
    }

    /// Where the trusted root key comes from.
    enum Trust: Sendable {
        case mainnet
        case given(RootKey)
        case local

        /// For messages: `the mainnet root key`, …
        var description: String {
            switch self {
            case .mainnet: return "the mainnet root key"
            case .given: return "the root key given with --root-key"
            case .local: return "the replica's own root key (--local)"
            }
        }
    }
}

/// An agent ready to send, and what its errors are reported with.
struct Connection: Sendable {
    let agent: Agent
    let network: String
    let trust: ReplicaOptions.Trust

    /// `error` as the tool reports it; `doing` says what was being done (`calling echo`).
    func failure(_ error: AgentError, doing: String) -> ICPToolError {
        Self.failure(error, network: network, trust: trust, doing: doing)
    }

    /// The wording and status of each kind of agent failure: a rejection prints as
    /// `rejected: code N (error code ICxxxx): message`; a verification failure says which check
    /// failed and which key it was checked against; no answer is status 70.
    static func failure(_ error: AgentError, network: String, trust: ReplicaOptions.Trust, doing: String)
        -> ICPToolError
    {
        switch error {
        case .rejected(let rejection):
            let errorCode = rejection.errorCode.map { " (error code \($0))" } ?? ""
            return ICPToolError(
                .failure, "code \(rejection.code)\(errorCode): \(rejection.message)", prefix: "rejected: ")
        case .verification(let reason):
            var hint = "checked against \(trust.description)"
            if case .mainnet = trust, network != ReplicaOptions.mainnet {
                hint += "; for a replica of your own pass --local or --root-key"
            }
            return .invalidInput("verification failed while \(doing): \(reason) (\(hint))")
        case .malformedReply(let reason):
            return .invalidInput("the reply from \(network) while \(doing) is malformed: \(reason)")
        case .candid(let reason):
            return .invalidInput("Candid while \(doing): \(reason)")
        case .transport(let reason):
            return .internalError("no answer from \(network) while \(doing): \(reason)")
        case let .unexpectedStatus(status, path, body):
            let shown = body.trimmingCharacters(in: .whitespacesAndNewlines)
            return .internalError(
                "\(network) answered \(path) with HTTP \(status) while \(doing)\(shown.isEmpty ? "" : ": \(shown)")")
        case .signing, .timedOut, .replyNoLongerAvailable:
            return .internalError("\(error) (while \(doing))")
        }
    }
}
