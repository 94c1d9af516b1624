import ByteTools
import Foundation
import ICPAgent
#if canImport(Glibc)
import Glibc
#endif

/// An `icp-replica` process: started with `--port 0` and the given options, its JSON line read
/// within a bounded wait, stopped by PID with SIGTERM. For tests and tours that want a replica
/// behind a real port.
public final class ReplicaProcess: @unchecked Sendable {
    // @unchecked: `process` is only started and stopped by the owner.
    private let process = Process()
    /// Where it listens, e.g. `http://127.0.0.1:38775`.
    public let url: URL
    /// Its root key in DER, as printed.
    public let rootKey: [UInt8]
    public let subnetID: Principal
    /// Its canisters by name (`echo`, `whoami`, `counter`).
    public let canisters: [String: Principal]

    /// Where `icp-replica` is when built beside the running program, as SwiftPM builds a
    /// package's executables into one folder (`make demo`, `make bench`, a test target that
    /// depends on the product); check it exists before starting it.
    public static var besideThisProgram: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("icp-replica")
    }

    public struct StartError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Starts `executable` and waits up to `timeout` seconds for its line.
    public init(executable: URL, arguments: [String] = [], timeout: Double = 20) throws {
        process.executableURL = executable
        process.arguments = ["--port", "0"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { throw StartError(description: "could not start \(executable.path): \(error)") }
        let reader = FirstLine(output.fileHandleForReading)
        guard let line = reader.wait(seconds: timeout) else {
            process.terminate()
            throw StartError(description: "\(executable.lastPathComponent) printed no line within \(timeout) s")
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let text = object["url"] as? String, let url = URL(string: text),
              let keyHex = object["rootKey"] as? String, let key = try? Hex.decode(keyHex),
              let subnetText = object["subnetId"] as? String, let subnet = try? Principal(text: subnetText),
              let names = object["canisters"] as? [String: String] else {
            process.terminate()
            throw StartError(description: "not the JSON line of icp-replica: \(line)")
        }
        self.url = url
        rootKey = key
        subnetID = subnet
        canisters = names.compactMapValues { try? Principal(text: $0) }
    }

    /// The process id, for whoever stops it some other way.
    public var pid: Int32 { process.processIdentifier }

    /// Sends SIGTERM, waits for the exit and returns its status (0 for a clean stop).
    @discardableResult
    public func stop() -> Int32 {
        if process.isRunning { kill(process.processIdentifier, SIGTERM) }
        process.waitUntilExit()
        return process.terminationStatus
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGTERM) }
    }

    /// Reads a pipe on a thread of its own until the first newline.
    private final class FirstLine: @unchecked Sendable {
        // @unchecked: `line` is written by the reader thread before `done` is signalled.
        private let done = DispatchSemaphore(value: 0)
        private var line: String?

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                var buffer = Data()
                while buffer.count < 65_536 {
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

        func wait(seconds: Double) -> String? {
            guard done.wait(timeout: .now() + seconds) == .success else { return nil }
            return line
        }
    }
}
