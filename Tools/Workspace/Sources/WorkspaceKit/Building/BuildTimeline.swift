import Foundation

/// Wall time of one `swift build`, attributed to the members whose modules were being built.
///
/// SwiftPM prints a progress line as each step ends (`[12/340] Compiling CBOR CBORParser.swift`,
/// `Emitting module CBOR`, `Linking CBORPackageTests.xctest`; measured: a C file that compiled
/// for four seconds was announced when it was done); the time since the line before is charged
/// to the module the line names, so the shares add up to the build's wall time. With two jobs
/// at once this is an approximation (a long step that overlapped a short one gives part of its
/// time to it), good to the few seconds that decide where a build's minutes go.
/// Modules outside the workspace are charged to ``dependencies``; planning, writing and lines
/// that name no module to ``overhead``.
public struct BuildTimeline: Sendable {
    public static let dependencies = "(dependencies)"
    public static let overhead = "(planning and bookkeeping)"

    /// What each progress line names (a module, an executable, a test bundle), or nil for a
    /// line that names nothing; owners are looked up at the end, when the plan exists.
    private var lines: [(time: Double, subject: String?)] = []

    public init() {}

    /// Owners from the plan: a module belongs to the member whose folder holds its sources; a
    /// test bundle (`<Package>PackageTests`, `…PackageDiscoveredTests`) to its package; an
    /// executable's link step (`icp-replica`) to the owner of its module (`icp_replica`).
    public static func owners(workspace: Workspace, plan: BuildPlan?) -> [String: String] {
        var owners: [String: String] = [:]
        let members = workspace.manifest.packages.map {
            ($0.name, workspace.directory(of: $0).standardizedFileURL.path + "/")
        }
        for module in plan?.modules ?? [] {
            if let member = members.first(where: { member in module.sources.contains { $0.hasPrefix(member.1) } }) {
                owners[module.name] = member.0
            }
        }
        for entry in workspace.manifest.packages {
            let product = SwiftPM.testProductName(ofPackage: entry.name)
            owners[product] = entry.name
            owners[product + ".xctest"] = entry.name
            owners["\(entry.name)PackageDiscoveredTests"] = entry.name
        }
        return owners
    }

    /// Notes one line of output, read at `time` (seconds since 1970).
    public mutating func add(line: String, at time: Double) {
        guard let subject = Self.subject(ofLine: line) else { return }
        lines.append((time, subject.isEmpty ? nil : subject))
    }

    /// Seconds per owner (a member, ``dependencies`` or ``overhead``) from `start` to `end`:
    /// each line gets the time since the line before (the first, since `start`); what follows
    /// the last line is overhead.
    public func seconds(from start: Double, until end: Double, owners: [String: String]) -> [String: Double] {
        var totals: [String: Double] = [:]
        var previous = start
        for line in lines {
            let owner =
                line.subject.map {
                    owners[$0] ?? owners[$0.replacingOccurrences(of: "-", with: "_")] ?? Self.dependencies
                }
                ?? Self.overhead
            totals[owner, default: 0] += max(0, line.time - previous)
            previous = max(previous, line.time)
        }
        totals[Self.overhead, default: 0] += max(0, end - previous)
        return totals
    }

    /// What a progress line names: a module, an executable or a bundle; "" for progress that
    /// names none (planning, writing files); nil for a line that is not progress (a warning, a
    /// compiler diagnostic), which leaves the current step running. A module of a dependency,
    /// or a C file printed without its module, has no owner among the members and is charged to
    /// ``dependencies``.
    static func subject(ofLine line: String) -> String? {
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return nil }
        let counter = line[line.index(after: line.startIndex)..<close]
        guard counter.contains("/"), counter.allSatisfy({ $0.isNumber || $0 == "/" }) else { return nil }
        let words = line[line.index(after: close)...].split(separator: " ").map(String.init)
        guard let verb = words.first else { return "" }
        let subject: String?
        switch verb {
        case "Compiling" where words.count >= 2 && words[1] != "plugin": subject = words[1]
        case "Emitting" where words.count >= 3: subject = words[2]
        case "Wrapping" where words.count >= 4: subject = words[3]
        case "Linking" where words.count >= 2: subject = words[1]
        default: subject = nil
        }
        return subject ?? ""
    }
}
