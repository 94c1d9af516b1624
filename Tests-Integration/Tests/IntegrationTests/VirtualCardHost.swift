import ChildProcesses
import Foundation

/// `virtual-card-host`, which the tests start themselves (the package depends on its product, so
/// it is built beside the test binary), ready once it has reached vpcd: the card is in the reader.
enum VirtualCardHost {
    /// Starts the host with `arguments`; `environment` is added to this process's own, without
    /// any `TONCARD_EMU_*` of ours, so the card is configured by the test alone. A host that does
    /// not reach vpcd within `deadline` is stopped, and the error carries its log.
    static func start(arguments: [String], environment: [String: String], within deadline: Duration = .seconds(30))
        async throws -> ServiceProcess
    {
        let executable = try Executables.built(
            "virtual-card-host", hint: "build the tests with swift build --build-tests")
        var command = Command(executable, arguments, standardError: .mergedWithOutput).removingInheritedVariables(
            withPrefix: "TONCARD_EMU_")
        for (name, value) in environment { command.environment[name] = value }
        return try await ServiceProcess.start(command, readyWhen: .lineContaining("card inserted"), within: deadline)
    }
}
