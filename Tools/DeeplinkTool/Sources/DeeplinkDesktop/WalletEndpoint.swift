import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the wallet waiting on this desktop takes the URLs `deeplink open` hands over: a small
/// JSON file, `deeplink-wallet.json` in the runtime folder (``RuntimeFolder``), mode 0600,
/// written by `deeplink-wallet --desktop` once it listens and removed when it stops. It names
/// the wallet's `POST /open` URL and its process, so a file left behind by a wallet that was
/// killed is recognised as nobody waiting instead of sending the URL to whoever got the port.
public struct WalletEndpoint: Sendable, Equatable, Codable {
    /// `http://127.0.0.1:PORT/open`.
    public var open: URL
    public var pid: Int32
    /// The EOS account the wallet answers as, for messages.
    public var account: String

    public init(open: URL, pid: Int32, account: String) {
        self.open = open
        self.pid = pid
        self.account = account
    }

    public static let fileName = "deeplink-wallet.json"

    /// The largest endpoint file read: the real one is under 200 bytes.
    static let maximumBytes = 4096

    /// The file's path for `environment`, creating the fallback folder when needed.
    public static func path(environment: [String: String]) throws(DesktopError) -> String {
        try RuntimeFolder.path(environment: environment) + "/" + fileName
    }

    /// Writes the file for this wallet, refusing when another wallet that is still running wrote
    /// it (its URLs would silently go elsewhere); a file of a process that is gone is replaced.
    public func publish(environment: [String: String]) throws(DesktopError) -> String {
        let path = try Self.path(environment: environment)
        if let other = try? Self.read(path), other.pid != pid, Self.isRunning(other.pid) {
            throw .alreadyWaiting(path: path, pid: other.pid)
        }
        let text: String
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            text = String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
        } catch {
            throw .cannotWrite(path: path, reason: "\(error)")
        }
        try AtomicFile.write(text, to: path, mode: 0o600)
        return path
    }

    /// Removes the file if it is still this wallet's (another may have replaced it since).
    public func withdraw(from path: String) {
        guard let current = try? Self.read(path), current.pid == pid, current.open == open else { return }
        unlink(path)
    }

    /// The waiting wallet: the file's endpoint, checked to be a loopback `/open` URL of a
    /// process still running.
    ///
    /// - Throws: ``DesktopError/nobodyWaiting(path:reason:)`` without a file or when its
    ///   process is gone; ``DesktopError/cannotRead(path:reason:)`` for a file that is not ours
    ///   alone or not an endpoint.
    public static func waiting(environment: [String: String]) throws(DesktopError) -> WalletEndpoint {
        let path = try Self.path(environment: environment)
        guard let endpoint = try read(path) else {
            throw .nobodyWaiting(path: path, reason: "no wallet has said where it listens")
        }
        guard isRunning(endpoint.pid) else {
            throw .nobodyWaiting(path: path, reason: "the wallet that wrote it (pid \(endpoint.pid)) has exited")
        }
        return endpoint
    }

    /// The file, or nil when there is none.
    static func read(_ path: String) throws(DesktopError) -> WalletEndpoint? {
        var status = stat()
        if lstat(path, &status) != 0 {
            if errno == ENOENT { return nil }
            throw .cannotRead(path: path, reason: AtomicFile.lastError())
        }
        // The file says where URLs go: one another user could write would let them redirect them.
        guard status.st_mode & S_IFMT == S_IFREG, status.st_uid == getuid(), status.st_mode & 0o022 == 0 else {
            throw .cannotRead(path: path, reason: "it is not a regular file that only this user can write")
        }
        guard let text = try AtomicFile.read(path, limit: maximumBytes) else { return nil }
        let endpoint: WalletEndpoint
        do {
            endpoint = try JSONDecoder().decode(WalletEndpoint.self, from: Data(text.utf8))
        } catch {
            throw .cannotRead(path: path, reason: "it is not a wallet endpoint: \(error)")
        }
        guard endpoint.open.scheme == "http", let host = endpoint.open.host,
            ["127.0.0.1", "::1", "[::1]", "localhost"].contains(host), endpoint.open.path == "/open",
            endpoint.pid > 0
        else {
            throw .cannotRead(path: path, reason: "its endpoint is not a loopback http URL ending in /open")
        }
        return endpoint
    }

    /// Whether a process `pid` exists (signal 0 checks without sending anything; EPERM means it
    /// exists under another user).
    static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
