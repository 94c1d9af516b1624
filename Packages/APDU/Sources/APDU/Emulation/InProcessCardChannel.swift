import Synchronization

/// A `CardChannel` to an `EmulatedCard` in this process: no reader, no daemon, no thread hops, so
/// tests of a card client run in microseconds and see exactly what a reader would carry.
public final class InProcessCardChannel: CardChannel {
    public let card: any EmulatedCard
    private let gate = CardAccessGate()
    /// Keeps each `withExchange` call whole when child tasks of one transaction exchange at once.
    private let exchangeLock = Mutex(false)

    /// Powers the card up, as inserting it into a reader would.
    public init(card: any EmulatedCard) {
        self.card = card
        card.reset()
    }

    /// The card's Answer-to-Reset.
    public var answerToReset: [UInt8] { card.answerToReset }

    /// Whether `close()` has been called.
    public var isClosed: Bool { exchangeLock.withLock { $0 } }

    public func withExchange<Result: Sendable>(_ body: @escaping @Sendable (CardExchange) throws -> Result) async throws
        -> Result
    {
        try await gate.withExclusiveAccess {
            try exchangeLock.withLock { closed throws -> Result in
                if closed { throw CardProtocolError.channelClosed }
                let card = self.card
                return try body(CardExchange { command in card.respond(to: command) })
            }
        }
    }

    public func withTransaction<Result: Sendable>(_ body: () async throws -> Result) async throws -> Result {
        try await gate.withExclusiveAccess(body)
    }

    /// Simulates a reset of the card (power cycle): its volatile state is lost.
    public func reset() {
        exchangeLock.withLock { _ in card.reset() }
    }

    /// Powers the card off; every later exchange throws `CardProtocolError.channelClosed`.
    public func close() {
        exchangeLock.withLock { closed in
            if !closed { card.powerOff() }
            closed = true
        }
    }
}
