/// A key that derives children one path component at a time (BIP-32 secp256k1, SLIP-10 Ed25519).
///
/// Walking a whole path is the same for every scheme; only the single step differs, so the
/// walk and the text-path convenience live here once.
public protocol HierarchicalKey: Sendable {
    func derivedChild(_ component: DerivationPath.Component) throws(HDKeyError) -> Self
}

extension HierarchicalKey {
    /// The key at `path`, applied from this key (for a master key: the usual absolute path).
    public func derived(at path: DerivationPath) throws(HDKeyError) -> Self {
        var key = self
        for component in path.components { key = try key.derivedChild(component) }
        return key
    }

    /// The key at a path given as text, e.g. `"m/44'/223'/0'/0/0"`.
    public func derived(at path: String) throws(HDKeyError) -> Self {
        let parsed: DerivationPath
        do { parsed = try DerivationPath(parsing: path) } catch { throw .invalidPath(error) }
        return try derived(at: parsed)
    }
}
