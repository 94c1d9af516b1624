import TonCard

extension CommandSession {
    /// Seals typed recovery data under the recovery passphrase (stdin lines, environment or prompt).
    func sealRecoveryData(_ data: RecoveryData) throws(TonCardToolError) -> [UInt8] {
        let passphrase = try secret(.recoveryPassphrase)
        do {
            if let rounds = context.keyStoreRounds { return try data.sealed(passphrase: passphrase, rounds: rounds) }
            return try data.sealed(passphrase: passphrase)
        } catch {
            throw TonCardToolError(error == .emptyPassphrase ? .usage : .failure, "recovery data: \(error)")
        }
    }

    /// Opens sealed recovery data read from the card. A wrong passphrase or changed bytes is a
    /// refusal (status 1), like a wrong PIN.
    func openRecoveryData(_ sealed: [UInt8]) throws(TonCardToolError) -> RecoveryData {
        let passphrase = try secret(.recoveryPassphrase)
        do {
            return try RecoveryData(sealed: sealed, passphrase: passphrase)
        } catch {
            throw TonCardToolError(error == .emptyPassphrase ? .usage : .failure, "recovery data: \(error)")
        }
    }
}
