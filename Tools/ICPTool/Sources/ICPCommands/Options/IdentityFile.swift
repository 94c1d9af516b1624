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

    /// The identity of PEM text; `source` names it in messages.
    static func identity(pem text: String, source: String) throws(ICPToolError) -> any Identity {
        if text.contains("ENCRYPTED PRIVATE KEY") || text.contains("Proc-Type: 4,ENCRYPTED") {
            throw .invalidInput("\(source): the key is encrypted; icp reads unencrypted PEM files (dfx identity export NAME > FILE writes one)")
        }
        if text.contains("-----BEGIN EC PRIVATE KEY-----") {
            do { return try Secp256k1Identity(pem: text) } catch {
                throw .invalidInput("\(source): \(error)")
            }
        }
        guard text.contains("-----BEGIN PRIVATE KEY-----") else {
            let found = text.split(separator: "\n").first { $0.hasPrefix("-----BEGIN ") }
                .map { "it has \($0)" } ?? "it has no PEM block"
            throw .invalidInput("\(source): not a private key PEM file (\(found)); expected PRIVATE KEY (Ed25519 or secp256k1) or EC PRIVATE KEY (secp256k1)")
        }
        // PKCS#8 names its algorithm inside; try the one dfx writes first.
        let ed25519Failure: IdentityError
        do { return try Ed25519Identity(pem: text) } catch { ed25519Failure = error }
        do { return try Secp256k1Identity(pem: text) } catch {
            throw .invalidInput("\(source): the PRIVATE KEY is neither Ed25519 (\(ed25519Failure)) nor secp256k1 (\(error))")
        }
    }
}
