/// The prefixes (a length byte, then ASCII) that keep a signature over one kind of message from
/// being valid for another (interface specification, "Authentication" and "Certification").
enum DomainSeparator {
    static let request = separator("ic-request")
    static let delegation = separator("ic-request-auth-delegation")
    static let response = separator("ic-response")
    static let stateRoot = separator("ic-state-root")
    static let hashTreeEmpty = separator("ic-hashtree-empty")
    static let hashTreeFork = separator("ic-hashtree-fork")
    static let hashTreeLabeled = separator("ic-hashtree-labeled")
    static let hashTreeLeaf = separator("ic-hashtree-leaf")

    private static func separator(_ text: String) -> [UInt8] {
        [UInt8(text.utf8.count)] + Array(text.utf8)
    }
}
