// A guided tour of the workspace packages: `demo` runs every step, `demo PREFIX…` only the
// steps whose name starts with one of the prefixes (case-insensitive).
import ArgumentParser
import CommandSupport
import Tour

@main
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "A tour of every package of the workspace doing its main job, with real output.",
        discussion: """
            Each step prints what it did as a person would want to read it. The APDU step needs \
            pcscd and the virtual card, which `make demo` starts and stops; every other step \
            needs nothing but this machine.

            Examples:
              demo                 # every step
              demo candid bls      # the steps whose names start with these prefixes
              make demo            # with the PC/SC services running

            Exit codes: 0 every selected step ran; 1 a step failed (the others still run); 64 no \
            step matches a prefix. Every tool of the workspace uses the same numbers.
            """,
        version: toolVersion
    )

    @Argument(help: "Only the steps whose names start with one of these (case-insensitive).")
    var prefixes: [String] = []

    func run() async throws {
        let wanted = prefixes.map { $0.lowercased() }
        let selected = TourStep.all.filter { step in
            wanted.isEmpty || wanted.contains { step.name.lowercased().hasPrefix($0) }
        }
        if selected.isEmpty {
            throw ValidationError(
                "no tour step matches \(prefixes.joined(separator: " ")); steps: \(TourStep.all.map(\.name).joined(separator: ", "))"
            )
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
        if failed { throw ExitStatus.failure.exitCode }
    }
}
