import ArgumentParser

/// The `candid` command line: encode, decode, check and print, in the spirit of `didc`.
public struct CandidCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "candid",
        abstract: "Encodes and decodes Candid messages, checks and prints .did files and generates Swift from them.",
        discussion: """
            Values and types are written as Candid text; binary messages are hex. Imports in \
            .did files resolve relative to the importing file. Errors go to standard error.

            Examples:
              candid encode '(record { a = 1 : nat })'
              candid decode 4449444c016c01617d010001 --types '(record { a : nat })'
              candid decode "$HEX" --did ledger.did --method icrc1_balance_of
              candid check ledger.did
              candid print ledger.did
              candid generate swift ledger.did -o Ledger.swift

            Exit codes: 0 success; 1 invalid input (text, hex, bytes or a .did file that does \
            not parse, type-check or decode); 64 usage (bad or conflicting options, a method the \
            .did file does not have, a name that is not a Swift name); 66 a file or standard \
            input could not be read; 70 an output file could not be written. Every tool of the \
            workspace uses the same numbers.
            """,
        version: toolVersion,
        subcommands: [
            EncodeCommand.self, DecodeCommand.self, CheckCommand.self, PrintCommand.self, GenerateCommand.self,
        ]
    )

    public init() {}
}
