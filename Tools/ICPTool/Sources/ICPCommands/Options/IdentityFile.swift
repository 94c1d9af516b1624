import CommandSupport
import ICPAgent

/// Turns a PEM file into an identity: Ed25519 (PKCS#8 `PRIVATE KEY`, as `dfx identity new`
/// writes it) or secp256k1 (SEC1 `EC PRIVATE KEY`, with or without `EC PARAMETERS`, as dfx
/// imports from OpenSSL and quill writes it, or PKCS#8).
enum IdentityFile {
    /// The identity of the key in `path` (`-` reads standard input).
    ///
    /// - Throws: status 66 when the file cannot be read; status 1 when it holds no key of a
    ///   supported kind, naming the file and what was found instead. Key bytes never appear in
    ///   messages.
    static func load(_ path: String, io: CommandIO) throws(ICPToolError) -> any Identity {
        let text = try InputFile.text(path, what: "identity file", io: io)
        return try identity(pem: text, source: path == "-" ? "the identity on standard input" : path)
    }

    /// The identity of PEM text (ICPAgent's `PEMIdentity`, the loader the wallet uses too);
    /// `source` names it in messages.
    static func identity(pem text: String, source: String) throws(ICPToolError) -> any Identity {
        do {
            return try PEMIdentity(pem: text).identity
        } catch .encrypted {
            throw .invalidInput(
                "\(source): the key is encrypted; icp reads unencrypted PEM files (dfx identity export NAME > FILE writes one)"
            )
        } catch {
            throw .invalidInput("\(source): \(error)")
        }
    }
}
