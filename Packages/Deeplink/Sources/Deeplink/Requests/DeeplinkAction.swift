/// The four request actions (`action` on the wire). SimpleWallet 1.0 defines `login` and
/// `transfer`; `transaction` and `sign` are MYKEY's extensions (§2).
public enum DeeplinkAction: String, Sendable, Hashable, CaseIterable {
    case login
    case transfer
    /// A contract call (MYKEY's "contract" / pushTransaction).
    case transaction
    case sign
}
