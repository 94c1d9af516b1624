// `deeplink`: everything happens in DeeplinkCommands; this only connects it to the process.
import DeeplinkCommands

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let command = Task { await DeeplinkTool.run(Array(CommandLine.arguments.dropFirst())) }
let interruption = Interruption()
interruption.install(cancelling: command)
exit(interruption.status(after: await command.value))
