import Foundation

/// Benchmarks have no teardown, so each run removes the files of earlier runs whose process is
/// gone: a directory's name is `prefix`, the process id that made it, then anything.
func removeStaleBenchmarkFiles(prefix: String) {
    let temporary = FileManager.default.temporaryDirectory
    let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
    for name in names where name.hasPrefix(prefix) {
        guard let pid = name.dropFirst(prefix.count).split(separator: "-").first,
            !FileManager.default.fileExists(atPath: "/proc/\(pid)")
        else { continue }
        try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
    }
}

/// A fresh directory for one benchmark of this process, named for `removeStaleBenchmarkFiles`.
func benchmarkDirectory(prefix: String, _ name: String) -> URL {
    let pid = ProcessInfo.processInfo.processIdentifier
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)\(pid)-\(name)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}
