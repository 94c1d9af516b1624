/// The secrets a command may need, named by the environment variable that supplies each. The
/// same names are the keys of `--secrets-from-stdin` lines (`TONCARD_PIN=1234`). There is no
/// command-line option for any of them: argv is visible to every user of the machine (`ps`).
public enum SecretName: String, Sendable, Hashable, CaseIterable {
    case pin = "TONCARD_PIN"
    case newPin = "TONCARD_NEW_PIN"
    case password = "TONCARD_PASSWORD"
    case commonSecret = "TONCARD_COMMON_SECRET"
    case initialVector = "TONCARD_IV"
    case keyStorePassphrase = "TONCARD_KEYSTORE_PASSPHRASE"
    /// The passphrase that seals typed recovery data (`recovery set --from-json`, `recovery get`).
    case recoveryPassphrase = "TONCARD_RECOVERY_PASSPHRASE"

    /// What the terminal prompt asks for.
    var prompt: String {
        switch self {
        case .pin: return "PIN: "
        case .newPin: return "New PIN (4 digits): "
        case .password: return "Activation password (256 hex digits): "
        case .commonSecret: return "Common secret (64 hex digits): "
        case .initialVector: return "Initial vector (32 hex digits): "
        case .keyStorePassphrase: return "Key store passphrase: "
        case .recoveryPassphrase: return "Recovery data passphrase: "
        }
    }
}
