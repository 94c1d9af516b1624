import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A `virtual-card-host` process the tests start themselves (the package depends on its
/// product, so it is built beside the test binary), its output collected as it comes. Every
/// wait has a deadline, so a host that never reaches vpcd fails the test instead of hanging it.
final class VirtualCardHostProcess: @unchecked Sendable {
    // @unchecked: `output` and `exited` are only touched under `lock`.
    static let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("virtual-card-host")

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let process = Process()
    private let lock = NSCondition()
    private var output = Data()
    private var exited = false

    /// Starts the host with `arguments`; `environment` is added to this process's own, without
    /// any `TONCARD_EMU_*` of ours, so the card is configured by the test alone.
    init(arguments: [String], environment: [String: String]) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.executable.path) else {
            throw Failure(description: "\(Self.executable.path) is missing: build the tests with swift build --build-tests")
        }
        process.executableURL = Self.executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("TONCARD_EMU_") }
            .merging(environment) { _, new in new }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            guard let self else { return }
            let chunk = handle.availableData
            lock.lock()
            output.append(chunk)
            lock.broadcast()
            lock.unlock()
        }
        process.terminationHandler = { [weak self] _ in
            guard let self else { return }
            lock.lock()
            exited = true
            lock.broadcast()
            lock.unlock()
        }
        try process.run()
    }

    /// Everything the host printed so far.
    var log: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: output, as: UTF8.self)
    }

    /// Waits until the host has connected to vpcd, i.e. the card is in the reader.
    func waitUntilInserted(within seconds: Double) throws {
        let deadline = Date(timeIntervalSinceNow: seconds)
        lock.lock()
        defer { lock.unlock() }
        while !String(decoding: output, as: UTF8.self).contains("card inserted") {
            if exited {
                throw Failure(description: "virtual-card-host ended (status \(process.terminationStatus)): \(String(decoding: output, as: UTF8.self))")
            }
            if !lock.wait(until: deadline) {
                throw Failure(description: "virtual-card-host did not reach vpcd within \(seconds) s: \(String(decoding: output, as: UTF8.self))")
            }
        }
    }

    /// Stops the host by PID (SIGTERM, then SIGKILL if it is still there after a bounded wait)
    /// and waits for it to end; vpcd then sees the card leave the reader.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        if !waitForExit(within: 10) { kill(process.processIdentifier, SIGKILL) }
        _ = waitForExit(within: 10)
    }

    private func waitForExit(within seconds: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        lock.lock()
        defer { lock.unlock() }
        while !exited {
            if !lock.wait(until: deadline) { return exited }
        }
        return true
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}
