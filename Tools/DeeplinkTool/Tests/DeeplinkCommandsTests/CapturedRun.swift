import CommandSupport
import DeeplinkCommands
import Synchronization

/// One in-process run of `deeplink`: its status and what it wrote to each stream.
struct CapturedRun {
    var status: Int32
    var output: String
    var error: String

    static func deeplink(_ arguments: String..., input: String? = nil, environment: [String: String] = [:]) async
        -> CapturedRun
    {
        await deeplink(arguments, input: input, environment: environment)
    }

    static func deeplink(_ arguments: [String], input: String? = nil, environment: [String: String] = [:]) async
        -> CapturedRun
    {
        let output = Mutex("")
        let error = Mutex("")
        let io = CommandIO(
            write: { text in output.withLock { $0 += text } },
            writeError: { text in error.withLock { $0 += text } },
            readInput: { input })
        let status = await DeeplinkTool.run(arguments, io: io, environment: environment)
        return CapturedRun(status: status, output: output.withLock { $0 }, error: error.withLock { $0 })
    }
}
