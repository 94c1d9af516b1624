import Foundation

/// What SwiftPM planned for the graph, read from the llbuild manifest it writes
/// (`<scratch>/debug.yaml`, `release.yaml`): every Swift module with its sources, the modules it
/// may import and the build variant it belongs to.
///
/// SwiftPM computes these from the manifests, so they are the truth a member's own build would
/// see: the modules a target's compile command is handed are its declared dependencies and theirs.
/// The import check and the per-member build times read it; nothing here evaluates a manifest.
public struct BuildPlan: Sendable {
    public struct Module: Sendable, Equatable {
        public let name: String
        /// `debug`, `release`, or with `-tool` the copy SwiftPM compiles for a build tool (a
        /// plugin's executable runs on the host and gets its own build of what it depends on).
        public let variant: String
        /// Source files, absolute paths.
        public let sources: [String]
        /// Swift modules its compile command reads (its direct dependencies).
        public let swiftDependencies: [String]
        /// C modules it is given by module map (system libraries, C targets).
        public let clangDependencies: [String]
    }

    public let modules: [Module]

    public init(modules: [Module]) {
        self.modules = modules
    }

    /// Reads an llbuild manifest; nil when there is none (nothing was planned yet).
    public static func load(from file: URL) throws -> BuildPlan? {
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        return try BuildPlan(manifest: [UInt8](data))
    }

    public init(manifest text: String) throws {
        try self.init(manifest: Array(text.utf8))
    }

    /// Parses the `commands:` section. Each command is a quoted key line followed by indented
    /// `field: value` lines whose list values are JSON arrays; only Swift module compiles
    /// matter. The manifest is about 10 MB for this workspace, so lines are cut as bytes and only
    /// the fields of Swift module commands become strings.
    public init(manifest bytes: [UInt8]) throws {
        var modules: [Module] = []
        var key: String?
        var fields: [String: String] = [:]
        // Hundreds of commands name the same few module maps.
        var mapNames: [String: String?] = [:]

        func finish() throws {
            defer {
                key = nil
                fields = [:]
            }
            guard let key, fields["description"]?.contains("Compiling Swift Module") == true else { return }
            let inputs = try Self.list(fields["inputs"], command: key)
            let arguments = try Self.list(fields["args"], command: key)
            guard let nameIndex = arguments.firstIndex(of: "-module-name"), nameIndex + 1 < arguments.count else {
                throw WorkspaceError.commandFailed(
                    command: "reading the build plan", status: -1,
                    output: "command \(key) has no -module-name")
            }
            let name = arguments[nameIndex + 1]
            let variant = Self.variant(ofCommandKey: key)
            let swiftDependencies = inputs.compactMap { input -> String? in
                guard input.hasSuffix(".swiftmodule") else { return nil }
                return URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
            }
            let clangDependencies = arguments.compactMap { argument -> String? in
                guard argument.hasPrefix("-fmodule-map-file=") else { return nil }
                let map = String(argument.dropFirst("-fmodule-map-file=".count))
                if let known = mapNames[map] { return known }
                let name = Self.clangModuleName(mapFile: map)
                mapNames[map] = name
                return name
            }
            modules.append(
                Module(
                    name: name, variant: variant, sources: inputs.filter { $0.hasSuffix(".swift") },
                    swiftDependencies: swiftDependencies, clangDependencies: clangDependencies))
        }

        let space = UInt8(ascii: " ")
        let quote = UInt8(ascii: "\"")
        let colon = UInt8(ascii: ":")
        var inCommands = false
        // Commands are separated by blank lines; a top-level key ends the section.
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            guard let first = line.first else { continue }
            if first != space {
                try finish()
                inCommands = line.starts(with: Array("commands:".utf8))
                continue
            }
            guard inCommands else { continue }
            let indent = line.prefix { $0 == space }.count
            if indent == 2, line.dropFirst(2).first == quote {
                try finish()
                // Only `"C.<Module>-<triple>-<configuration>.module":` keys are Swift module compiles.
                let text = String(decoding: line.dropFirst(2), as: UTF8.self)
                let candidate = Self.unquote(Substring(text.hasSuffix(":") ? String(text.dropLast()) : text))
                key = candidate.hasPrefix("C.") && candidate.hasSuffix(".module") ? candidate : nil
            } else if key != nil, let separator = line.firstIndex(of: colon) {
                let field = String(decoding: line[line.startIndex..<separator], as: UTF8.self).trimmingCharacters(
                    in: .whitespaces)
                guard ["description", "inputs", "args"].contains(field) else { continue }
                fields[field] = String(decoding: line[(separator + 1)...], as: UTF8.self).trimmingCharacters(
                    in: .whitespaces)
            }
        }
        try finish()
        self.modules = modules
    }

    /// The modules of one variant by name.
    public func modules(variant: String) -> [String: Module] {
        Dictionary(
            modules.filter { $0.variant == variant }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every module `name` may import in `variant`: itself, what its command reads, and so on down.
    public func closure(of name: String, variant: String) -> Set<String> {
        let byName = modules(variant: variant)
        var seen: Set<String> = [name]
        var stack = [name]
        while let next = stack.popLast() {
            guard let module = byName[next] else { continue }
            for dependency in module.swiftDependencies + module.clangDependencies where seen.insert(dependency).inserted
            {
                stack.append(dependency)
            }
        }
        return seen
    }

    /// `C.CBOR-x86_64-unknown-linux-gnu-debug.module` → `debug`;
    /// `C.BigNum-x86_64-unknown-linux-gnu-debug-tool.module` → `debug-tool`.
    static func variant(ofCommandKey key: String) -> String {
        let stem = key.dropLast(".module".count)
        for configuration in SwiftPM.Configuration.allCases.map(\.rawValue) {
            if stem.hasSuffix("-\(configuration)-tool") { return "\(configuration)-tool" }
            if stem.hasSuffix("-\(configuration)") { return configuration }
        }
        return "unknown"
    }

    /// The module a map declares: `.../Sources/COpenSSL/module.modulemap` declares `COpenSSL`; a
    /// generated one (`.../NAME.build/module.modulemap`) is named after its target folder.
    static func clangModuleName(mapFile: String) -> String? {
        if let text = try? String(contentsOfFile: mapFile, encoding: .utf8) {
            for line in text.split(separator: "\n") {
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                if let index = words.firstIndex(of: "module"), index + 1 < words.count, !words.contains("extern") {
                    return String(words[index + 1])
                }
            }
        }
        let folder = URL(fileURLWithPath: mapFile).deletingLastPathComponent().lastPathComponent
        return folder.hasSuffix(".build") ? String(folder.dropLast(".build".count)) : folder
    }

    private static func unquote(_ text: Substring) -> String {
        var value = String(text)
        if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
            value = String(value.dropFirst().dropLast())
        }
        return value
    }

    private static func list(_ value: String?, command: String) throws -> [String] {
        guard let value, !value.isEmpty else { return [] }
        guard let list = try? JSONSerialization.jsonObject(with: Data(value.utf8)) as? [String] else {
            throw WorkspaceError.commandFailed(
                command: "reading the build plan", status: -1,
                output: "command \(command) has a list that is not a JSON array of strings")
        }
        return list
    }
}
