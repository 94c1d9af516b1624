import CommandSupport
import EOSKeys

/// Where the wallet's private key comes from: standard input, `DEEPLINK_PRIVATE_KEY`, or a new
/// one. Never the command line, where other users and the shell history would see it.
enum WalletKeySource {
    static func key(fromStandardInput: Bool, io: CommandIO, environment: [String: String]) throws(WalletToolError)
        -> EOSPrivateKey
    {
        let text: String
        if fromStandardInput {
            guard let input = io.readInput() else {
                throw .cannotRead("cannot read the private key from standard input")
            }
            text = input
        } else if let secret = environment["DEEPLINK_PRIVATE_KEY"] {
            text = secret
        } else {
            do {
                return try EOSPrivateKey()
            } catch {
                throw .unavailable("no key could be made: \(error)")
            }
        }
        do {
            return try EOSPrivateKey(text.trimmingCharacters(in: .whitespacesAndNewlines))
        } catch {
            // The key's error says what was wrong without quoting the secret.
            throw .invalidInput("not a private key: \(error)")
        }
    }
}
