// `candid`: everything happens in CandidCommands; this only connects it to the process.
import CandidCommands

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

exit(await CandidTool.run(Array(CommandLine.arguments.dropFirst())))
