/// The ids of the ICP tab's screens, stable so test scripts and logs can name them.
public enum ICPScreenID {
    /// The tab's root menu: Identities, Balance, Transfer, then the home's exits.
    public static let menu = "icp.menu"
    /// The identity list (a view model): New identity, Import dfx PEM file, Remove, Back.
    public static let identities = "icp.identities"
    /// A new or imported identity's label.
    public static let label = "icp.label"
    /// The path of the PEM file to import.
    public static let pemPath = "icp.pemPath"
    /// Which identity to remove.
    public static let remove = "icp.remove"
    /// Whether to remove it, key and all.
    public static let confirmRemove = "icp.confirmRemove"
    /// Which identity a balance or a transfer is for.
    public static let identity = "icp.identity"
    /// There is no identity yet (balance, transfer).
    public static let noIdentity = "icp.noIdentity"
    /// Whether to create one now, after ``noIdentity``.
    public static let createIdentity = "icp.createIdentity"
    /// The balance, its account and what was verified.
    public static let balance = "icp.balance"
    /// The transfer's recipient: an account identifier or a principal.
    public static let recipient = "icp.recipient"
    /// The transfer's amount in ICP.
    public static let amount = "icp.amount"
    /// Amount, fee and recipient, to confirm before sending.
    public static let confirm = "icp.confirm"
    /// The transfer's block and what was verified.
    public static let receipt = "icp.receipt"
    /// Any failure of the tab, as one sentence.
    public static let error = "icp.error"
}
