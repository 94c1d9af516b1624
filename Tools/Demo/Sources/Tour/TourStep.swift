/// One package's part of the tour. Each package adds one `<Package>Tour.swift` defining a
/// `TourStep` and one entry in `TourStep.all`.
public struct TourStep: Sendable {
    public let name: String
    public let summary: String
    public let run: @Sendable (inout Transcript) throws -> Void

    public init(name: String, summary: String, run: @escaping @Sendable (inout Transcript) throws -> Void) {
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
        candidTour,
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

func hex(_ bytes: [UInt8]) -> String {
    bytes.map { byte in
        let digits = String(byte, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
    }.joined(separator: " ")
}
