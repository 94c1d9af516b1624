import ArgumentParser

/// `candid generate LANGUAGE`: a group with one subcommand per target language, so another
/// language joins as a sibling of `swift` without changing how `swift` is called.
struct GenerateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generates code from .did files and Candid value files.",
        discussion: """
            Examples:
              candid generate swift ledger.did -o Ledger.swift
              candid generate swift phone_book.txt --value --name PhoneBook
            """,
        subcommands: [GenerateSwiftCommand.self]
    )
}
