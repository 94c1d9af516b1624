import ArgumentParser
import CommandSupport
import ICPAgent

/// `icp request-status`: waits for the answer of an update call submitted earlier (`icp call
/// --async`, or any agent) and prints it, verified.
struct RequestStatusCommand: ICPSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "request-status",
        abstract: "Waits for the answer of a submitted update call and prints it, verified.",
        discussion: """
            The request id is what 'icp call --async' printed (64 hex digits). --canister names \
            the canister the call was routed by (the one called, or its --effective-canister): \
            its subnet holds the status. The status is read at once and then on the call's \
            polling schedule until a certificate that verifies says the call was replied or \
            rejected. Only the call's sender may read its status: pass the same --identity. \
            With --candid and --method the reply is decoded at the method's result types.

            A reject prints 'rejected: …' and exits with 1; a status that stays unfinished \
            until polling gives up, or a reply the replica no longer keeps, exits with 70.

            Examples:
              id=$(icp call "$COUNTER" increment --async --local --network "$URL")
              icp request-status "$id" --canister "$COUNTER" --local --network "$URL"
              icp request-status "$id" --canister "$LEDGER" --candid ledger.did \\
                  --method icrc1_transfer --output json --identity identity.pem
            """
    )

    @Argument(help: ArgumentHelp("The request id, 64 hex digits.", valueName: "request-id"))
    var requestID: String

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The canister the call was routed by (the one called, or its effective canister).", valueName: "canister"))
    var canister: String

    @Option(
        name: .long,
        help: ArgumentHelp("A .did file with the method: decodes the reply at its result types.", valueName: "file"))
    var candid: String?

    @Option(name: .long, help: ArgumentHelp("The method called (with --candid).", valueName: "name"))
    var method: String?

    @Option(name: .long, help: ArgumentHelp("How to print the reply.", valueName: "format"))
    var output: ReplyPrinter.Format = .candid

    @OptionGroup var replica: ReplicaOptions

    func validate() throws {
        guard RequestID(hex: requestID) != nil else {
            throw ValidationError("the request id is not 64 hex digits: \(requestID)")
        }
        guard CanisterArgument.isValid(canister) else {
            throw ValidationError("the canister is neither a principal nor a system canister's name")
        }
        if (candid == nil) != (method == nil) {
            throw ValidationError("--candid and --method go together: the method's result types decode the reply")
        }
    }

    func execute(io: CommandIO) async throws(ICPToolError) {
        guard let id = RequestID(hex: requestID) else {
            throw .usage("the request id is not 64 hex digits: \(requestID)")
        }
        let route = try CanisterArgument.principal(canister, for: "the canister")
        var signature: ReplyPrinter.Signature?
        if let candid, let method { signature = try ReplyPrinter.Signature.load(method: method, from: candid) }
        let identity = try replica.signer.load(io: io)
        let connection = try await replica.connect(as: identity)
        let reply: [UInt8]
        do {
            reply = try await connection.agent.result(of: SubmittedCall(requestID: id, effectiveCanister: route))
        } catch {
            throw connection.failure(error, doing: "waiting for request \(id)")
        }
        try ReplyPrinter(format: output, signature: signature).write(reply, io: io)
    }
}
