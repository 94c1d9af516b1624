import Coordinators

extension FlowContext {
    /// Runs a request to the replica with a deadline on the context's clock, so no screen waits
    /// for ever whatever the network does; past it the request is cancelled and this throws
    /// ``ICPWalletError/noAnswerInTime(seconds:consequence:)``, which the flow shows like any
    /// other refusal.
    func withICPDeadline<Value: Sendable>(
        _ limit: Duration, consequence: String, _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        do {
            return try await withDeadline(limit, operation)
        } catch FlowError.deadlineExceeded {
            throw ICPWalletError.noAnswerInTime(seconds: limit.components.seconds, consequence: consequence)
        }
    }
}
