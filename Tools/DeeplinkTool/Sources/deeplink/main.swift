// `deeplink`: everything happens in DeeplinkCommands; this only connects it to the process.
import DeeplinkCommands

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(await DeeplinkTool.run(Array(CommandLine.arguments.dropFirst())))
