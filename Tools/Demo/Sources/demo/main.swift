// A guided tour of the workspace packages: `demo` runs every step, `demo <prefix>` only the
// steps whose name starts with the prefix (case-insensitive).
import Tour

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let filter = CommandLine.arguments.dropFirst().first?.lowercased()
let selected = TourStep.all.filter { step in filter.map { step.name.lowercased().hasPrefix($0) } ?? true }
if selected.isEmpty {
    print("no tour step matches \"\(filter ?? "")\"; steps: \(TourStep.all.map(\.name).joined(separator: ", "))")
    exit(2)
}

var failed = false
for step in selected {
    print("== \(step.name): \(step.summary)")
    var transcript = Transcript()
    do {
        try await step.run(&transcript)
        transcript.lines.forEach { print($0) }
    } catch {
        transcript.lines.forEach { print($0) }
        print("  FAILED: \(error)")
        failed = true
    }
    print("")
}
exit(failed ? 1 : 0)
