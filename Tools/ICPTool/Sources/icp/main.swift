// `icp`: everything happens in ICPCommands; this only connects it to the process.
import ICPCommands

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

exit(await ICPTool.run(Array(CommandLine.arguments.dropFirst())))
