import Foundation

extension Command {
    /// ``run(timeout:grace:onOutput:)`` for synchronous code: waits on the calling thread.
    ///
    /// The calling thread must not be one of Swift's cooperative pool (see ``DedicatedThread``):
    /// a thread of its own, the main thread, a Dispatch queue's, or a ``DedicatedThread``. On a
    /// pool thread this throws ``ChildProcessError/wouldBlockTheCooperativePool(executable:)``
    /// at once rather than risk hanging.
    public func runBlocking(
        timeout: Duration? = nil, grace: Duration = .seconds(10), onOutput: (@Sendable ([UInt8]) -> Void)? = nil
    ) throws(ChildProcessError) -> CommandResult {
        try blockingWait(for: executable) { () async throws(ChildProcessError) -> CommandResult in
            try await run(timeout: timeout, grace: grace, onOutput: onOutput)
        }
    }

    /// ``output(timeout:)`` for synchronous code, on the same terms as ``runBlocking(timeout:grace:onOutput:)``.
    @discardableResult
    public func outputBlocking(timeout: Duration? = nil) throws(ChildProcessError) -> String {
        try runBlocking(timeout: timeout).checked().standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
