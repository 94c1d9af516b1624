/// Name matching for wallet-produced data — server POST bodies, callback query items and
/// callback payloads (§2.6): an exact-case match wins; otherwise ASCII-case-insensitive; and the
/// spelling aliases (`txID`/`txId`/`tx_id`) are tried in the order given.
///
/// Two candidates that tie (the same exact name twice, or two case variants with no exact one)
/// are an error rather than a silent pick, because the two values may differ and a verifier and
/// a display could otherwise read different ones.
enum FieldMatching {
    /// The position in `keys` of the field called `names[0]` (or one of its aliases), or nil.
    static func select(_ names: [String], among keys: [String]) throws(DeeplinkError) -> Int? {
        for name in names {
            let hits = keys.indices.filter { keys[$0].utf8.elementsEqual(name.utf8) }
            if hits.count > 1 { throw .ambiguousField(name) }
            if let hit = hits.first { return hit }
        }
        let lowered = Set(names.map(asciiLowercased))
        let hits = keys.indices.filter { lowered.contains(asciiLowercased(keys[$0])) }
        if hits.count > 1 { throw .ambiguousField(names[0]) }
        return hits.first
    }

    /// Lowercases A–Z only: Unicode case folding would make unrelated names collide.
    static func asciiLowercased(_ text: String) -> String {
        String(decoding: text.utf8.map { ($0 >= 0x41 && $0 <= 0x5A) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
}
