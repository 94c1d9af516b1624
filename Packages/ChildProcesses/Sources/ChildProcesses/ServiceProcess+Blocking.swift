#if canImport(Glibc)
    import Glibc
#endif

extension ServiceProcess {
    /// ``start(_:readyWhen:within:)`` for synchronous code, which must not run on a thread of the
    /// cooperative pool (see ``Command/runBlocking(timeout:grace:onOutput:)``).
    public static func startBlocking(
        _ command: Command, readyWhen ready: Ready = .jsonLine, within deadline: Duration = .seconds(20)
    )
        throws(ChildProcessError) -> ServiceProcess
    {
        try blockingWait(for: command.executable) { () async throws(ChildProcessError) -> ServiceProcess in
            try await start(command, readyWhen: ready, within: deadline)
        }
    }

    /// ``stop(with:grace:)`` for synchronous code, on the same terms. On a pool thread it does not
    /// wait: it asks for the stop and returns nil, so the service still ends.
    @discardableResult
    public func stopBlocking(grace: Duration = .seconds(20)) -> Termination? {
        do {
            return try blockingWait(for: command.executable) { () async -> Termination? in await self.stop(grace: grace)
            }
        } catch {
            shared.stopRequested.happen(StopRequest(signal: SIGTERM, grace: grace))
            return nil
        }
    }
}
