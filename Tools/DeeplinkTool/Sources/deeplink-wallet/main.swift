// `deeplink-wallet`: everything happens in DeeplinkWalletCommand; this connects it to the
// process and its stop signals.
import DeeplinkWalletCommand

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let stopSignals = StopSignals()
stopSignals.install()
exit(await DeeplinkWalletTool.run(Array(CommandLine.arguments.dropFirst()), until: { await stopSignals.wait() }))
