import ArgumentParser

/// `deeplink keys`: EOS key forms.
struct KeysCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "Converts EOS keys between their forms, or makes a new key pair.",
        subcommands: [KeysConvertCommand.self, KeysGenerateCommand.self]
    )
}
