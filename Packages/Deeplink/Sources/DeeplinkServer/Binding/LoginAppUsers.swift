import Synchronization

/// Which app user each login key was issued for, so the login that arrives under the key binds
/// that user and no other. Kept in the server's memory, not in the login URL: a wallet could
/// rewrite a URL item, but not what the dapp recorded.
///
/// Bounded: past `capacity` keys the oldest is forgotten. A login under a forgotten key is then
/// handled like one issued without an app user (verified, not bound), which the dapp sees in its
/// outcome; with the default capacity that takes over a thousand logins left unanswered.
final class LoginAppUsers: Sendable {
    /// The longest app user id accepted, in UTF-8 bytes: the store's keys are 100 bytes at most,
    /// and ids are echoed in messages.
    static let maximumAppUserBytes = 64

    private struct State {
        var users: [String: String] = [:]
        var order: [String] = []
        var head = 0
    }

    private let capacity: Int
    private let state = Mutex(State())

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Records `appUser` for `key` (replacing an earlier record for the same key).
    func record(_ appUser: String, for key: String) throws(BindingError) {
        try Self.validate(appUser)
        state.withLock { state in
            if state.users.updateValue(appUser, forKey: key) == nil { state.order.append(key) }
            while state.order.count - state.head > capacity {
                state.users[state.order[state.head]] = nil
                state.head += 1
            }
            if state.head > 1_024, state.head * 2 > state.order.count {
                state.order.removeFirst(state.head)
                state.head = 0
            }
        }
    }

    /// The app user recorded for `key`, if any.
    func appUser(for key: String) -> String? {
        state.withLock { $0.users[key] }
    }

    /// Forgets `key` once its login was verified: a refused attempt (a bad signature from anyone
    /// who saw the URL) must not use up the real login's record.
    func remove(_ key: String) {
        state.withLock { _ = $0.users.removeValue(forKey: key) }
    }

    /// Non-empty, at most ``maximumAppUserBytes`` bytes, no control characters.
    static func validate(_ appUser: String) throws(BindingError) {
        if appUser.isEmpty { throw .invalidIdentifier(appUser, reason: "an app user id must not be empty") }
        let count = appUser.utf8.count
        if count > maximumAppUserBytes {
            throw .invalidIdentifier(
                appUser, reason: "\(count) UTF-8 bytes; an app user id has at most \(maximumAppUserBytes)")
        }
        if appUser.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f }) {
            throw .invalidIdentifier(appUser, reason: "an app user id must not contain control characters")
        }
    }
}
