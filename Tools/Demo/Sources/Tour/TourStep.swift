import ByteTools

/// One package's part of the tour. Each package adds one `<Package>Tour.swift` defining a
/// `TourStep` and one entry in `TourStep.all`.
public struct TourStep: Sendable {
    public let name: String
    public let summary: String
    /// Async so steps can await packages with async APIs (stores, HTTP clients) without blocking
    /// a thread of the cooperative pool.
    public let run: @Sendable (inout Transcript) async throws -> Void

    public init(name: String, summary: String, run: @escaping @Sendable (inout Transcript) async throws -> Void) {
        self.name = name
        self.summary = summary
        self.run = run
    }

    /// Every step, in the order the tour shows them.
    public static let all: [TourStep] = [
        bigNumTour,
        cryptoTour,
        blsTour,
        cborTour,
        storageTour,
        candidTour,
        icpAgentTour,
        icpLiveTour,
        canistersTour,
        httpSpecTour,
        certificatesTour,
        apduTour,
        tonCardTour,
        eosTour,
        deeplinkTour,
        coordinatorsTour,
        walletTour,
    ]
}

/// What a step shows, collected rather than printed so the tour can be tested.
public struct Transcript: Sendable {
    public private(set) var lines: [String] = []

    public init() {}

    public mutating func line(_ text: String) {
        lines.append(text)
    }

    /// A labelled value, aligned so the output reads as a table.
    public mutating func show(_ label: String, _ value: Any) {
        let padded = label.count < 34 ? label + String(repeating: " ", count: 34 - label.count) : label
        lines.append("  \(padded) \(value)")
    }
}

/// A step waited for something that never came; the tour reports it instead of hanging.
struct TourTimeout: Error, CustomStringConvertible {
    let what: String
    var description: String { "timed out waiting for \(what)" }
}

/// A step needs something this build does not have; the tour says what instead of faking it.
struct TourUnavailable: Error, CustomStringConvertible {
    let reason: String
    var description: String { "unavailable: \(reason)" }
}

/// The value of `task`, or `TourTimeout` (cancelling the task) after `limit`.
func value<T: Sendable>(of task: Task<T, Never>, within limit: Duration, waitingFor what: String) async throws -> T {
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { await task.value }
        group.addTask {
            try? await Task.sleep(for: limit)
            return nil
        }
        let first = try await group.next() ?? nil
        task.cancel()
        group.cancelAll()
        guard let first else { throw TourTimeout(what: what) }
        return first
    }
}

/// Bytes as the tour prints them: lower-case hex with a space between bytes.
func hex(_ bytes: [UInt8]) -> String {
    Hex.encode(bytes, separator: " ")
}
