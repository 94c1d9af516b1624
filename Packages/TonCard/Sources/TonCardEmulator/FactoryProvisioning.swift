import CryptoPrimitives
import TonCardProtocol

/// Builds a new card's persistent state from a configuration (spec §9.6).
enum FactoryProvisioning {
    /// `factory`: the effect of 91, 94, 96 and 90 (state 27); `blank`: state 07 with nothing set.
    /// Like the card, keeps only B1 and ECS, never P or CS.
    static func initialState(for configuration: TonCardEmulatorConfiguration) throws(TonCardEmulatorError)
        -> PersistentCardState
    {
        var state = PersistentCardState(sault: try RandomBytes.make(count: TonCardLimits.saultLength))
        if let seed = configuration.seed, !TonCardLimits.seedLengthRange.contains(seed.count) {
            throw .invalidConfiguration(variable: "seed", expected: "16 to 64 bytes")
        }
        guard configuration.initialState == .factory else { return state }
        do {
            state.encryptedPassword = try ActivationCryptography.encryptedPassword(
                password: configuration.password, iv: configuration.iv)
            state.encryptedCommonSecret = try ActivationCryptography.encryptedCommonSecret(
                password: configuration.password, commonSecret: configuration.commonSecret, iv: configuration.iv)
        } catch {
            throw .invalidConfiguration(
                variable: "activation data", expected: "a 128-byte password, 32-byte common secret and 16-byte IV")
        }
        state.serialNumber = SerialNumber(derivedFromPassword: configuration.password).wireBytes
        state.appletState = .waitingForAuthentication
        return state
    }
}
