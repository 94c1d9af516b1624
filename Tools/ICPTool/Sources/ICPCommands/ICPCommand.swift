import ArgumentParser

/// The `icp` command line: talk to the Internet Computer from a terminal, in the spirit of
/// `dfx canister call` and quill, with every answer verified.
public struct ICPCommand: AsyncParsableCommand {
    /// The name, help text with examples and exit codes, version and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "icp",
        abstract: "Calls Internet Computer canisters and reads certified state, verifying every answer.",
        discussion: """
            Replies are trusted only after their certificate (BLS signature, subnet delegation, \
            canister ranges, time) or, for queries, their node signatures verify against the \
            root key: mainnet's built-in key by default, the replica's own with --local, or \
            one given with --root-key. Identities are PEM files as dfx writes them (Ed25519 \
            PKCS#8, secp256k1 SEC1 or PKCS#8); without --identity requests are anonymous. \
            Errors go to standard error.

            Examples:
              icp status --network http://127.0.0.1:4943 --local
              icp principal --identity ~/.config/dfx/identity/default/identity.pem
              icp account --principal 2vxsx-fae --subaccount 1
              icp call ryjl3-tyaaa-aaaaa-aaaba-cai icrc1_fee --candid ledger.did
              icp call "$ECHO" echo '("hi", 42)' --candid echo.did --output json \\
                  --network http://127.0.0.1:4943 --local
              icp call "$COUNTER" increment --async --local --network "$URL"
              icp request-status "$ID" --canister "$COUNTER" --local --network "$URL"
              icp read-state ryjl3-tyaaa-aaaaa-aaaba-cai time
              icp ledger balance --identity identity.pem
              icp ledger transfer 1.5 --to-principal "$BOB" --identity identity.pem

            Exit codes: 0 success; 1 failure (a reject, an answer that does not verify, Candid \
            arguments or a PEM file or reply that does not parse, type-check or decode); 64 \
            usage (bad or conflicting options, a principal, URL, key or path on the command \
            line that does not parse, a method the .did file does not have); 66 a file or \
            standard input could not be read; 70 no usable answer (the network could not be \
            reached, an unexpected HTTP status, polling gave up). Every tool of the workspace \
            uses the same numbers.
            """,
        version: toolVersion,
        subcommands: [
            StatusCommand.self, PrincipalCommand.self, AccountCommand.self, CallCommand.self,
            RequestStatusCommand.self, ReadStateCommand.self,
            LedgerCommand.self, CanisterCommand.self,
        ]
    )

    /// Made by ArgumentParser when parsing; run through ``ICPTool/run(_:io:)``.
    public init() {}
}
