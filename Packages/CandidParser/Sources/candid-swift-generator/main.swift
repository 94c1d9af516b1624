import CandidCodegen
import CandidParser
import Foundation

// The tool the CandidPlugin build plugin runs for each `.did` file of a target:
//
//     candid-swift-generator INPUT.did OUTPUT.swift [--access public|internal] [--namespace NAME]
//                            [--client-name NAME] [--type-table] [--rename OLD=NEW]...
//
// It writes OUTPUT only when its bytes change, so an unchanged interface does not recompile the
// target. Arguments come from the plugin, not a person: a plain loop, no argument parser to build.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("candid-swift-generator: \(message)\n".utf8))
    exit(1)
}

/// An import that could not be read, described in one sentence inside the parser's message.
struct ImportFailure: Error, CustomStringConvertible {
    let description: String
}

var positional: [String] = []
var options = SwiftGeneratorOptions(access: .internal)
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--access":
        guard let value = arguments.popFirst(), let access = SwiftGeneratorOptions.Access(rawValue: value) else {
            fail("--access takes public or internal")
        }
        options.access = access
    case "--namespace":
        guard let value = arguments.popFirst() else { fail("--namespace takes a name") }
        options.namespace = value
    case "--client-name":
        guard let value = arguments.popFirst() else { fail("--client-name takes a name") }
        options.clientName = value
    case "--type-table":
        options.typeTable = true
    case "--rename":
        guard let value = arguments.popFirst(), let equals = value.firstIndex(of: "="), equals != value.startIndex
        else { fail("--rename takes OLD=NEW") }
        options.renames[String(value[..<equals])] = String(value[value.index(after: equals)...])
    case "--help", "-h":
        print(
            "usage: candid-swift-generator INPUT.did OUTPUT.swift [--access public|internal] [--namespace NAME] [--client-name NAME] [--type-table] [--rename OLD=NEW]..."
        )
        exit(0)
    default:
        if argument.hasPrefix("--") { fail("unknown option \(argument)") }
        positional.append(argument)
    }
}
guard positional.count == 2 else { fail("expected INPUT.did and OUTPUT.swift (see --help)") }
let (input, output) = (positional[0], positional[1])
options.sourceName = URL(fileURLWithPath: input).lastPathComponent

let text: String
do { text = try String(contentsOfFile: input, encoding: .utf8) } catch {
    fail("cannot read \(input): \(error.localizedDescription)")
}
let swift: String
do {
    swift = try CandidSwiftGenerator(options: options).generate(text, path: input) { path in
        do { return try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw ImportFailure(description: error.localizedDescription)
        }
    }
} catch {
    fail("\(error)")
}
do { try GeneratedSourceFile.write(swift, to: URL(fileURLWithPath: output)) } catch {
    fail("cannot write \(output): \(error.localizedDescription)")
}
