// `toncard`: everything happens in TonCardCommands; this only connects it to the process
// (its streams, environment, terminal and pcscd).
import TonCardCommands

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

exit(await TonCardTool.run(Array(CommandLine.arguments.dropFirst())))
