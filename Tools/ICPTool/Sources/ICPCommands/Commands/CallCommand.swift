import ArgumentParser
import ByteTools
import Candid
import CandidParser
import CommandSupport
import ICPAgent

/// `icp call`: an update call or a query, with Candid text arguments and a verified reply.
struct CallCommand: ICPSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "call",
        abstract: "Calls a canister method with Candid text arguments and prints the verified reply.",
        discussion: """
            Arguments are Candid text, '()' when left out. Without --candid the canister's own \
            interface is used when it publishes one: its candid:service metadata, read through \
            read_state and verified like any answer (--no-metadata skips it; metadata that cannot \
            be read leaves the call untyped). With --candid (or \
            that metadata) the .did file types them by the method's argument types (so '(42)' is a nat64 where the method takes \
            one), picks query or update from the method's annotation (--query or --update \
            overrides it), and decodes the reply at the method's result types with their field \
            names. Without it numbers are int unless annotated ('(42 : nat64)'), calls are \
            updates unless --query, and replies show field ids only.

            Update calls return once a certificate for the reply verifies; queries once the \
            reply's node signatures verify against the subnet's node keys (read from a verified \
            certificate).

            Output: candid (Candid text, annotated where the text alone would read as another \
            type), hex (the reply's bytes), json (an array with one element per result: nat, \
            int, nat64 and int64 as numbers up to 2^53-1 and as strings beyond, blobs as hex, \
            principals as text, records as objects by field name or id, variants as \
            {"Case": value}, opt as null or the value).

            --async submits an update call and prints its request id at once (64 hex digits); \
            'icp request-status ID --canister C' (C the canister called, or the effective \
            canister) waits for the call's answer and prints it, verified, as here. \
            --effective-canister routes a call by another canister than the one called: the \
            management canister's calls (aaaaa-aa) name the canister they act on.

            A canister is a principal or the name of a mainnet system canister: registry, \
            governance, ledger, root, cycles-minting, lifeline, genesis-token, \
            internet-identity, nns-ui, sns-wasm, ledger-index, ckbtc-ledger, ckbtc-minter, \
            ckbtc-index, cketh-minter, cketh-ledger, cketh-index.

            A reject prints 'rejected: code N (error code ICxxxx): message' on standard error \
            and exits with 1; an answer that does not verify prints 'error: verification \
            failed …' and exits with 1; arguments that do not parse print the line and column \
            and exit with 1.

            Examples:
              icp call ledger icrc1_balance_of \\
                  '(record { owner = principal "2vxsx-fae" })' \\
                  --candid ledger.did --output json
              icp call "$ECHO" echo '("hi", 42 : nat64)' --query --local \\
                  --network http://127.0.0.1:4943
              icp call "$WHOAMI" whoami --identity identity.pem \\
                  --network "$URL" --root-key "$ROOT_KEY_HEX"
              icp call "$LEDGER" transfer --argument-file args.txt --candid ledger.did
              echo '("hi")' | icp call "$ECHO" echo - --output hex --local \\
                  --network "$URL"
              icp call "$COUNTER" increment --async --local --network "$URL"
              icp call aaaaa-aa canister_status '(record { canister_id = principal "'"$C"'" })' \\
                  --effective-canister "$C" --identity controller.pem
            """
    )

    @Argument(
        help: ArgumentHelp(
            "The canister: a principal (ryjl3-tyaaa-aaaaa-aaaba-cai) or a system canister's name (ledger, governance, ckbtc-ledger, …).",
            valueName: "canister"))
    var canister: String

    @Argument(help: ArgumentHelp("The method's name.", valueName: "method"))
    var method: String

    @Argument(
        help: ArgumentHelp(
            "The arguments as Candid text, '(v1, v2)'; '-' reads standard input. Default: ().", valueName: "arguments"))
    var arguments: String?

    @Option(
        name: .customLong("argument-file"),
        help: ArgumentHelp("Read the Candid text arguments from this file ('-' for standard input).", valueName: "file")
    )
    var argumentFile: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A .did file with the method: types the arguments and the reply and picks query or update.",
            valueName: "file"))
    var candid: String?

    @Flag(name: .long, help: "Send a query (fast, answered by one node, signed by it) instead of an update call.")
    var query = false

    @Flag(name: .long, help: "Send an update call (certified by the subnet) even if the .did file says query.")
    var update = false

    @Option(name: .long, help: ArgumentHelp("How to print the reply.", valueName: "format"))
    var output: ReplyPrinter.Format = .candid

    @Option(
        name: .customLong("effective-canister"),
        help: ArgumentHelp(
            "Route the call by this canister (its subnet answers, its range must be certified): for the management canister aaaaa-aa, the canister it acts on.",
            valueName: "canister"))
    var effectiveCanister: String?

    @Flag(
        name: .customLong("no-metadata"),
        help: "Without --candid, do not read the canister's candid:service metadata: send and decode untyped.")
    var noMetadata = false

    @Flag(
        name: .customLong("async"),
        help:
            "Submit the update call and print its request id without waiting; 'icp request-status' waits for the answer."
    )
    var submitOnly = false

    @OptionGroup var replica: ReplicaOptions

    func validate() throws {
        guard CanisterArgument.isValid(canister) else {
            throw ValidationError(
                "the canister is neither a principal nor a system canister's name: \(CanisterArgument.names)")
        }
        if query, update { throw ValidationError("use either --query or --update, not both") }
        if query, submitOnly {
            throw ValidationError("--async submits an update call; a query has no request to wait for")
        }
        if let effectiveCanister, !CanisterArgument.isValid(effectiveCanister) {
            throw ValidationError("the effective canister is neither a principal nor a system canister's name")
        }
        if arguments != nil, argumentFile != nil {
            throw ValidationError("give the arguments either on the command line or with --argument-file, not both")
        }
        if method.isEmpty { throw ValidationError("the method name is empty") }
    }

    func execute(io: CommandIO) async throws(ICPToolError) {
        // Everything local first (arguments, .did, identity), so a typo costs no round trip.
        let target = try CanisterArgument.principal(canister, for: "the canister")
        let route = try effectiveCanister.map { (text) throws(ICPToolError) in
            try CanisterArgument.principal(text, for: "the effective canister")
        }
        var signature = try candid.map { (path) throws(ICPToolError) in
            try ReplyPrinter.Signature.load(method: method, from: path)
        }
        let (text, source) = try argumentText(io: io)
        // Checked untyped first, so a typo costs no round trip even when the types come later.
        var message = try CandidArguments(
            text: text, source: source,
            signature: signature.map { ($0.function.arguments, $0.environment) }
        ).encoded()
        let identity = try replica.signer.load(io: io)
        let connection = try await replica.connect(as: identity)
        if signature == nil, !noMetadata {
            signature = try await CanisterMetadata.signature(
                of: target, method: method, route: route, connection: connection, io: io)
            if let signature {
                message = try CandidArguments(
                    text: text, source: source, signature: (signature.function.arguments, signature.environment)
                ).encoded()
            }
        }
        let isQuery =
            query
            || (!update && !submitOnly
                && (signature?.function.modes.contains { $0 == .query || $0 == .compositeQuery } ?? false))

        let reply: [UInt8]
        do {
            if submitOnly {
                let submitted = try await connection.agent.submit(
                    target, method: method, argument: message, effectiveCanister: route)
                io.write("\(submitted.requestID)\n")
                return
            } else if isQuery {
                reply = try await connection.agent.query(
                    target, method: method, argument: message, effectiveCanister: route)
            } else {
                reply = try await connection.agent.call(
                    target, method: method, argument: message, effectiveCanister: route)
            }
        } catch {
            let doing = submitOnly ? "submitting" : isQuery ? "querying" : "calling"
            throw connection.failure(error, doing: "\(doing) \(method) of \(target)")
        }
        try ReplyPrinter(format: output, signature: signature).write(reply, io: io)
    }

    /// The argument text and where it came from, for messages.
    private func argumentText(io: CommandIO) throws(ICPToolError) -> (String, String) {
        if let argumentFile {
            let source = argumentFile == "-" ? "standard input" : argumentFile
            return (try InputFile.text(argumentFile, what: "argument file", io: io), source)
        }
        if arguments == "-" { return (try InputFile.text("-", what: "arguments", io: io), "standard input") }
        return (arguments ?? "()", "command line")
    }
}
