import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Whether `pid` is a live process (not gone, not a zombie waiting to be reaped).
func isAlive(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
    else { return false }
    return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
}

/// Waits up to `limit` for `pid` to be gone. Not our child, so no exit event reaches us: /proc is
/// read again every 20 ms, within the bound.
func waitUntilGone(_ pid: Int32, within limit: Duration) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while isAlive(pid) {
        guard ContinuousClock.now < deadline else { return false }
        try? await Task.sleep(for: .milliseconds(20))
    }
    return true
}

/// A process id a child printed (the first line of `text`).
func printedPID(_ text: String) -> Int32? {
    Int32(text.split(separator: "\n").first.map(String.init) ?? "")
}
