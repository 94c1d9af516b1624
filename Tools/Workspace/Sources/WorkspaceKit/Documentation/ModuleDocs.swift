import Foundation

/// What `workspace docs` made of one public module: its archive, or why there is none, and the
/// diagnostics docc reported.
public struct ModuleDocs: Sendable, Equatable {
    public let package: String
    public let module: String
    /// The `.doccarchive` written, nil when none was.
    public let archive: URL?
    public let diagnostics: [DocCDiagnostic]
    /// Why the module could not be documented at all (no landing article, no symbol graph).
    public let problem: String?

    public init(
        package: String, module: String, archive: URL?, diagnostics: [DocCDiagnostic] = [], problem: String? = nil
    ) {
        self.package = package
        self.module = module
        self.archive = archive
        self.diagnostics = diagnostics
        self.problem = problem
    }

    /// Documented with no warning and no error.
    public var succeeded: Bool { problem == nil && archive != nil && !diagnostics.contains(where: \.fails) }

    /// One line: `CBOR: ok, .build/docs/CBOR.doccarchive` or `CBOR: 3 warnings`.
    public func summary(relativeTo root: URL) -> String {
        if let problem { return "\(module): \(problem)" }
        let failing = diagnostics.filter(\.fails)
        guard failing.isEmpty else {
            let warnings = failing.filter { $0.severity == .warning }.count
            let errors = failing.count - warnings
            let counts = [(errors, "error"), (warnings, "warning")].filter { $0.0 > 0 }.map {
                "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")"
            }
            return "\(module): \(counts.joined(separator: ", "))"
        }
        return "\(module): ok, \(archive?.path(relativeTo: root) ?? "no archive")"
    }
}
