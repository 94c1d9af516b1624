import Foundation
import Synchronization

/// The change feeds open in this process, by database file, so a commit through one instance
/// wakes every other instance on the same file at once instead of at its next poll. Other
/// processes learn of commits through the kernel (``CommitWatcher``) or, without it, by polling.
final class FeedRegistry: Sendable {
    static let shared = FeedRegistry()

    private struct WeakFeed {
        weak var feed: ChangeFeed?
    }

    private let feeds = Mutex<[String: [WeakFeed]]>([:])

    /// The same file reached through different spellings of its path shares one entry.
    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    func register(_ feed: ChangeFeed, path: String) {
        feeds.withLock { table in
            var list = table[path, default: []].filter { $0.feed != nil }
            list.append(WeakFeed(feed: feed))
            table[path] = list
        }
    }

    func unregister(_ feed: ChangeFeed, path: String) {
        feeds.withLock { table in
            let list = table[path, default: []].filter { $0.feed != nil && $0.feed !== feed }
            table[path] = list.isEmpty ? nil : list
        }
    }

    /// Wakes every feed on `path`; each reads the change log itself, so nothing is delivered
    /// twice or out of order.
    func poke(path: String) async {
        let targets = feeds.withLock { table in table[path, default: []].compactMap(\.feed) }
        for feed in targets { await feed.poke() }
    }
}
