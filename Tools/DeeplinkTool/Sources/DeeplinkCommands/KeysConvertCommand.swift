import ArgumentParser
import CommandSupport
import EOSKeys

/// `deeplink keys convert`: every form of a public key, or of a private key and its public key.
struct KeysConvertCommand: DeeplinkSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract:
            "Prints every form of a key: EOS…/PUB_K1_… for a public key; WIF/PVT_K1_… and the public key for a private one.",
        discussion: """
            A public key may be given on the command line. A private key is read from standard \
            input ('-') or DEEPLINK_PRIVATE_KEY, never from the command line, where other users \
            and the shell history would see it.
            """
    )

    @Argument(help: "A public key, or '-' to read a key from standard input; omitted: DEEPLINK_PRIVATE_KEY.")
    var key: String?

    func execute(io: CommandIO, environment: [String: String]) async throws(DeeplinkToolError) {
        let text: String
        if let key {
            if key != "-", Self.looksPrivate(key) {
                throw .usage(
                    "private keys are read from standard input ('-') or DEEPLINK_PRIVATE_KEY, never from the command line"
                )
            }
            text = try inputText(key, io: io, what: "the key")
        } else if let secret = environment["DEEPLINK_PRIVATE_KEY"] {
            text = secret
        } else {
            throw .usage("give a key, '-' for standard input, or set DEEPLINK_PRIVATE_KEY")
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let publicKey = try? EOSPublicKey(trimmed) {
            io.write(Self.lines(for: publicKey).joined(separator: "\n") + "\n")
            return
        }
        do {
            let privateKey = try EOSPrivateKey(trimmed)
            io.write(Self.lines(for: privateKey).joined(separator: "\n") + "\n")
        } catch {
            // The private-key error says what was wrong without quoting the text.
            throw .invalidInput(Self.looksPrivate(trimmed) ? "not a private key: \(error)" : "not an EOS key: \(error)")
        }
    }

    static func looksPrivate(_ text: String) -> Bool {
        text.hasPrefix("5") || text.hasPrefix("PVT_")
    }

    static func lines(for key: EOSPublicKey) -> [String] {
        ["public key: \(key.legacyString)", "public key (K1): \(key.k1String)"]
    }

    static func lines(for key: EOSPrivateKey) -> [String] {
        ["private key (WIF): \(key.wif)", "private key (K1): \(key.pvtK1String)"] + lines(for: key.publicKey)
    }
}
