/// One committed transaction on an ``AppDataStore``'s list, as seen by every instance open on
/// the database file, in this process or another. Delivered after the commit, in commit order.
public struct StorageChange: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable, Equatable {
        /// Elements were added or replaced.
        case upserted
        /// Elements were removed.
        case removed
        /// The observer fell so far behind that older change records were pruned: reload the list.
        case reloadNeeded
    }

    /// Position in the database's change log; increases with every commit.
    public let sequence: Int64
    public let kind: Kind
    /// Keys of the elements the transaction touched (empty for ``Kind/reloadNeeded``).
    public let keys: [String]

    public init(sequence: Int64, kind: Kind, keys: [String]) {
        self.sequence = sequence
        self.kind = kind
        self.keys = keys
    }

    public var description: String { "#\(sequence) \(kind.rawValue) \(keys)" }
}
