import ICPAgent

/// A canister on the command line: a principal's text, or the name of one of mainnet's system
/// canisters (`ledger`, `governance`, `ckbtc-minter`, … — ICPAgent's `SystemCanister` catalogue).
enum CanisterArgument {
    /// The principal `text` names.
    ///
    /// - Throws: a usage error naming what `text` was for and listing the known names.
    static func principal(_ text: String, for what: String) throws(ICPToolError) -> Principal {
        if let system = SystemCanister.named(text) { return system.principal }
        do { return try Principal(text: text) } catch {
            throw .usage("\(what) is neither a principal (\(error)) nor a system canister's name: \(names)")
        }
    }

    /// Whether `text` names a canister.
    static func isValid(_ text: String) -> Bool {
        SystemCanister.named(text) != nil || (try? Principal(text: text)) != nil
    }

    /// The known names, for help and errors.
    static var names: String { SystemCanister.all.map(\.name).joined(separator: ", ") }
}
