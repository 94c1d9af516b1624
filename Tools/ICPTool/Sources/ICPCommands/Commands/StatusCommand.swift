import ArgumentParser
import ByteTools
import CommandSupport
import ICPAgent
import JSONValues

/// `icp status`: what the replica says about itself.
struct StatusCommand: ICPSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Prints the replica's status: interface version, implementation, health and root key.",
        discussion: """
            Reads /api/v2/status (unsigned: nothing in it is verified). The last line says which \
            root key icp would trust and whether the replica's own matches it. With --root-key \
            a replica reporting another key is a failure (status 1), so scripts can check they \
            talk to the replica they expect; with the default mainnet key a mismatch is only noted.

            Examples:
              icp status
              icp status --network http://127.0.0.1:4943 --local --json
              icp status --network "$URL" --root-key "$ROOT_KEY_HEX"
            """
    )

    @Flag(name: .long, help: "Print a JSON object instead of text.")
    var json = false

    @OptionGroup var replica: ReplicaOptions

    func execute(io: CommandIO) async throws(ICPToolError) {
        let status: ReplicaStatus
        do { status = try await Agent(transport: replica.transport, identity: AnonymousIdentity()).status() } catch {
            throw Connection.failure(error, network: replica.network, trust: replica.trust, doing: "reading the status")
        }
        let reported = status.rootKey.flatMap { try? RootKey(derRepresentation: $0) }
        // Whether the key icp trusts is the one the replica reports; nil when it reports none
        // (mainnet does not) or --local makes them the same by definition.
        let matches: Bool?
        switch replica.trust {
        case .local: matches = status.rootKey == nil ? nil : reported != nil
        case .given(let key): matches = status.rootKey == nil ? nil : reported == key
        case .mainnet: matches = status.rootKey == nil ? nil : reported == .mainnet
        }
        let trusted: String
        switch replica.trust {
        case .local: trusted = "local"
        case .given: trusted = "given"
        case .mainnet: trusted = "mainnet"
        }
        if json {
            let object: JSONValue = .object([
                "network": .string(replica.network),
                "apiVersion": .string(status.interfaceVersion),
                "implementationVersion": .optionalString(status.implementationVersion),
                "health": .optionalString(status.health),
                "rootKey": .optionalString(status.rootKey.map { Hex.encode($0) }),
                "trustedRootKey": .string(trusted),
                "rootKeyMatches": matches.map(JSONValue.bool) ?? .null,
            ])
            io.write(object.text(.pretty) + "\n")
        } else {
            var lines = [
                ("network", replica.network),
                ("api version", status.interfaceVersion),
                ("implementation", status.implementationVersion ?? "(not reported)"),
                ("health", status.health ?? "(not reported)"),
                ("root key", status.rootKey.map { Hex.encode($0) } ?? "(not reported)"),
            ]
            let verdict: String
            switch (replica.trust, matches) {
            case (.local, nil): verdict = "--local, but the replica reports no root key"
            case (.local, false?): verdict = "--local, but the reported root key is not a valid BLS key"
            case (.local, true?): verdict = "the replica's own (--local)"
            case (_, nil): verdict = "\(trusted); the replica reports none to compare"
            case (_, true?): verdict = "\(trusted), the same as the replica's"
            case (.mainnet, false?):
                verdict = "mainnet, NOT the replica's (pass --local or --root-key to trust a replica of your own)"
            case (.given, false?): verdict = "given with --root-key, NOT the replica's"
            }
            lines.append(("trusted key", verdict))
            let width = lines.map(\.0.count).max() ?? 0
            io.write(
                lines.map { $0.0 + ":" + String(repeating: " ", count: width - $0.0.count + 1) + $0.1 }.joined(
                    separator: "\n") + "\n")
        }
        if case .given = replica.trust, matches == false {
            throw .invalidInput("the replica at \(replica.network) reports another root key than --root-key")
        }
    }
}
