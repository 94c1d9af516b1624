import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What /proc says about processes that are not, or no longer, our children: whether one still
/// runs, and who is in a process group. Their exits send us no event (only a parent is told), so
/// the waits here look again, at most every 50 ms, always within a bound.
enum ProcessGroup {
    /// `pid` exists and has not exited (a zombie, `Z`, has and waits to be reaped; `X` is dying).
    static func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
        return !["Z", "X"].contains(state(ofStat: stat))
    }

    /// The live processes of the group `groupID`.
    static func members(of groupID: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> Int32? in
            guard let pid = Int32(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                group(ofStat: stat) == groupID, !["Z", "X"].contains(state(ofStat: stat))
            else { return nil }
            return pid
        }
    }

    /// Stops what is left of the group `groupID` once its leader has gone: SIGTERM, then SIGKILL
    /// to whatever is still there after `grace`. Returns whether anything was left.
    static func stopMembers(of groupID: Int32, grace: Duration) async -> Bool {
        guard !members(of: groupID).isEmpty else { return false }
        kill(-groupID, SIGTERM)
        let deadline = ContinuousClock.now + grace
        while !members(of: groupID).isEmpty, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(50))
        }
        if !members(of: groupID).isEmpty { kill(-groupID, SIGKILL) }
        return true
    }

    /// Waits while `pid` runs, for a child whose output closed before it exited. Ends when the
    /// task is cancelled, which bounds it. A child whose output closed is almost always exiting:
    /// the first looks come after 1, 2, 4 ms, then every 50 ms at most.
    static func waitWhileRunning(_ pid: Int32) async {
        var pause = Duration.milliseconds(1)
        while isRunning(pid), !Task.isCancelled {
            try? await Task.sleep(for: pause)
            pause = min(pause * 2, .milliseconds(50))
        }
    }

    /// `/proc/PID/stat` is `PID (COMMAND) STATE PPID PGRP ...`; the command may hold spaces and
    /// parentheses, so fields are counted after its last `)`.
    static func state(ofStat stat: String) -> Character? {
        fields(ofStat: stat).first?.first
    }

    static func group(ofStat stat: String) -> Int32? {
        let fields = fields(ofStat: stat)
        return fields.count > 2 ? Int32(fields[2]) : nil
    }

    private static func fields(ofStat stat: String) -> [Substring] {
        guard let close = stat.lastIndex(of: ")") else { return [] }
        return stat[stat.index(after: close)...].split(separator: " ")
    }
}
