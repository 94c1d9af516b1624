import ChildProcesses
import CommandSupport
import Foundation

/// The package a benchmark belongs to: its name up to the first dot (`Candid` of
/// `Candid.decodeValues`).
func packageGroup(of name: String) -> String {
    String(name.prefix { $0 != "." })
}

/// The packages of `names`, in the order they first appear.
func orderedGroups(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.map(packageGroup).filter { seen.insert($0).inserted }
}

/// Runs one package's benchmarks in a fresh process of this executable (`--group`), its lines
/// passed through as they come, so no benchmark measures a heap or caches another left behind.
/// False when the child could not run or failed (its standard error then follows).
func runInFreshProcess(group: String, prefixes: [String]) -> Bool {
    let command = Command(Executables.thisProgram, ["--group", group] + prefixes)
    do {
        let result = try command.runBlocking { chunk in
            FileHandle.standardOutput.write(Data(chunk))
        }
        if !result.errorOutput.isEmpty { FileHandle.standardError.write(Data(result.errorOutput)) }
        guard case .exited(0) = result.termination else {
            FileHandle.standardError.write(Data("benchmarks: the \(group) run ended with \(result.termination)\n".utf8))
            return false
        }
        return true
    } catch {
        FileHandle.standardError.write(Data("benchmarks: the \(group) run did not start: \(error)\n".utf8))
        return false
    }
}
