import Foundation
import PackagePlugin

/// Generates Swift from every `.did` file in a target at build time: types, and a typed client
/// for a service, one file per interface, each in an enum named after its file
/// (`icp_ledger.did` → `IcpLedger`).
///
/// The target depends on the products the generated files import: Candid, ICPAgent for a
/// service's client, and BigInt (`.package(url: "https://github.com/attaswift/BigInt",
/// from: "6.0.1")`) when an interface has a `nat` or `int`, whose Swift is `BigUInt`/`BigInt`.
///
/// Options come from an optional `candid-swift.json` among the target's files:
///
///     { "access": "public", "typeTable": false, "clientName": "Client",
///       "renames": { "HArgument1": "HeightArgs", "ledger.did": { "Client.icrc1BalanceOf": "balance" } } }
///
/// `renames` maps generated names to new ones (see `SwiftGeneratorOptions.renames`): a type
/// (`HArgument1`), a nested type, field or case (`Account.owner`), a method (`Client.method`,
/// with the client's name). A string value applies to every `.did` file of the target; an
/// object under a file name (`"ledger.did": { … }`) applies to that file only. A name that
/// does not exist in a file the rename applies to fails the build and names the candidates, and
/// so does an object under a file name that is not one of the target's `.did` files.
///
/// Every `.did` file of the target and that configuration are inputs of every command, so an
/// edited import regenerates the files that may use it.
@main struct CandidPlugin: BuildToolPlugin {
    static let configurationName = "candid-swift.json"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let interfaces = target.sourceFiles(withSuffix: "did").map(\.url).sorted { $0.path < $1.path }
        guard !interfaces.isEmpty else { return [] }
        var inputs = interfaces
        var options: [String] = []
        var renames = Renames()
        if let configuration = target.sourceFiles.first(where: { $0.url.lastPathComponent == Self.configurationName })?
            .url
        {
            inputs.append(configuration)
            (options, renames) = try Self.arguments(fromConfiguration: configuration)
        }
        let names = Set(interfaces.map(\.lastPathComponent))
        if let stray = renames.byFile.keys.sorted().first(where: { !names.contains($0) }) {
            throw PluginError(
                "\(Self.configurationName): renames for \(stray), which is not a .did file of target \(target.name)")
        }
        let tool = try context.tool(named: "candid-swift-generator")
        var outputNames: Set<String> = []
        return interfaces.map { interface in
            // Two files of one name in different folders get distinct outputs.
            let stem = interface.deletingPathExtension().lastPathComponent
            var name = stem + ".swift"
            var number = 2
            while !outputNames.insert(name).inserted {
                name = "\(stem)_\(number).swift"
                number += 1
            }
            let output = context.pluginWorkDirectoryURL.appending(path: name)
            return .buildCommand(
                displayName: "Generating Swift from \(interface.lastPathComponent)", executable: tool.url,
                arguments: [interface.path, output.path] + options
                    + renames.arguments(for: interface.lastPathComponent), inputFiles: inputs, outputFiles: [output])
        }
    }

    /// The `renames` of the configuration: those for every file and those for one file.
    struct Renames {
        var all: [String: String] = [:]
        var byFile: [String: [String: String]] = [:]

        /// `--rename OLD=NEW` for each rename of `file`, in key order (a file's own win).
        func arguments(for file: String) -> [String] {
            all.merging(byFile[file] ?? [:]) { $1 }.sorted { $0.key < $1.key }.flatMap {
                ["--rename", "\($0.key)=\($0.value)"]
            }
        }
    }

    /// The tool's options from the configuration file, and its renames.
    static func arguments(fromConfiguration url: URL) throws -> ([String], Renames) {
        let data = try Data(contentsOf: url)
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw PluginError("\(configurationName) must hold a JSON object")
        }
        var arguments: [String] = []
        var renames = Renames()
        for (key, value) in object.sorted(by: { $0.key < $1.key }) {
            switch (key, value) {
            case ("access", let access as String): arguments += ["--access", access]
            case ("clientName", let name as String): arguments += ["--client-name", name]
            case ("typeTable", let flag as Bool): if flag { arguments.append("--type-table") }
            case ("renames", let table as [String: Any]): renames = try Self.renames(table)
            default: throw PluginError("\(configurationName): unknown key \(key) or a value of the wrong kind")
            }
        }
        return (arguments, renames)
    }

    private static func renames(_ table: [String: Any]) throws -> Renames {
        var renames = Renames()
        for (key, value) in table {
            switch value {
            case let new as String: renames.all[key] = new
            case let perFile as [String: Any] where key.hasSuffix(".did"):
                for (old, new) in perFile {
                    guard let new = new as? String else {
                        throw PluginError("\(configurationName): renames.\(key).\(old) must be a string")
                    }
                    renames.byFile[key, default: [:]][old] = new
                }
            default:
                throw PluginError(
                    "\(configurationName): renames.\(key) must be a new name, or for a FILE.did an object of renames")
            }
        }
        return renames
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
