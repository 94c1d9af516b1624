import CommandSupportTesting
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An `icp-replica` process started by a test: its JSON line read (within a bounded wait), and
/// stopped by PID with SIGTERM.
final class RunningReplica: @unchecked Sendable {
    // @unchecked: `process` is used from the test only; the reader thread writes `line` before
    // it signals.
    let process = Process()
    let url: URL
    let rootKeyHex: String
    let canisters: [String: String]

    struct StartFailure: Error, CustomStringConvertible {
        let description: String
    }

    init(_ arguments: [String] = []) throws {
        process.executableURL = BuiltTool("icp-replica").url
        process.arguments = ["--port", "0"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let reader = LineReader(output.fileHandleForReading)
        guard let line = reader.firstLine(within: 20) else {
            process.terminate()
            throw StartFailure(description: "icp-replica printed no line within 20 s")
        }
        guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let text = object["url"] as? String, let url = URL(string: text), let key = object["rootKey"] as? String,
              let canisters = object["canisters"] as? [String: String] else {
            process.terminate()
            throw StartFailure(description: "not the JSON line expected: \(line)")
        }
        self.url = url
        rootKeyHex = key
        self.canisters = canisters
    }

    /// Sends SIGTERM and waits; the exit status.
    func stop() -> Int32 {
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Reads a pipe on a thread of its own until the first newline.
    private final class LineReader: @unchecked Sendable {
        // @unchecked: `line` is written by the reader thread before `done` is signalled.
        private let done = DispatchSemaphore(value: 0)
        private var line: String?

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                var buffer = Data()
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    buffer.append(chunk)
                    if let newline = buffer.firstIndex(of: 0x0a) {
                        line = String(decoding: buffer[..<newline], as: UTF8.self)
                        break
                    }
                }
                done.signal()
            }
        }

        func firstLine(within seconds: Double) -> String? {
            guard done.wait(timeout: .now() + seconds) == .success else { return nil }
            return line
        }
    }
}
