/// Whether the CoinManager holds a seed (GET_ROOT_KEY_STATUS, spec §3): the card answers `5A`
/// when it does; anything else means it does not.
public enum RootKeyStatus: Sendable, Hashable {
    case generated
    case notGenerated

    /// The original library's message text.
    public var text: String { self == .generated ? "generated" : "not generated" }
}
