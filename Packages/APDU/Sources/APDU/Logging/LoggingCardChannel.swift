import ByteTools
import Logging

/// A `CardChannel` that logs every APDU its base channel exchanges — GET RESPONSE rounds included —
/// with the time each took, through swift-log, after `redaction` has hidden what must not be
/// logged. Transactions are logged when they begin and end.
///
/// Nothing is formatted unless the logger's level lets the messages through.
public struct LoggingCardChannel<Base: CardChannel>: CardChannel {
    public let base: Base
    public let logger: Logger
    public let level: Logger.Level
    public let redaction: APDURedaction

    /// `redaction` defaults to hiding ISO 7816-4 reference data (VERIFY, CHANGE REFERENCE DATA …);
    /// add the rules of a card's proprietary commands with `+`.
    public init(_ base: Base, logger: Logger, level: Logger.Level = .debug, redaction: APDURedaction = .referenceData) {
        self.base = base
        self.logger = logger
        self.level = level
        self.redaction = redaction
    }

    public func withExchange<Result: Sendable>(_ body: @escaping @Sendable (CardExchange) throws -> Result) async throws
        -> Result
    {
        let logger = self.logger
        let level = self.level
        let redaction = self.redaction
        return try await base.withExchange { exchange in
            guard logger.logLevel <= level else { return try body(exchange) }
            let chain = RedactionChain(redaction: redaction)
            return try body(
                exchange.intercepted { command, send in
                    let hidden = chain.parts(toHideFor: command)
                    logger.log(
                        level: level, "> \(APDULogFormat.command(command, hidingData: hidden.contains(.commandData)))")
                    let clock = ContinuousClock()
                    let start = clock.now
                    do {
                        let response = try send(command)
                        let elapsed = APDULogFormat.milliseconds(clock.now - start)
                        logger.log(
                            level: level,
                            "< \(APDULogFormat.response(response, hidingData: hidden.contains(.responseData))) (\(elapsed) ms)"
                        )
                        return response
                    } catch {
                        logger.log(
                            level: level, "< failed after \(APDULogFormat.milliseconds(clock.now - start)) ms: \(error)"
                        )
                        throw error
                    }
                })
        }
    }

    public func withTransaction<Result: Sendable>(_ body: () async throws -> Result) async throws -> Result {
        do {
            let result = try await base.withTransaction {
                // Logged once the transaction is ours, not while waiting for another one to end.
                logger.log(level: level, "transaction begins")
                return try await body()
            }
            logger.log(level: level, "transaction ends")
            return result
        } catch {
            logger.log(level: level, "transaction ends with an error: \(error)")
            throw error
        }
    }
}

/// The redaction decisions of one `withExchange` call. GET RESPONSE rounds carry the rest of the
/// previous command's answer, so they inherit what that command's rule hides: a rule hiding the
/// response data of a command must hide it in every round it arrives in.
private final class RedactionChain {
    private let redaction: APDURedaction
    private var previous: APDURedaction.Parts = []

    init(redaction: APDURedaction) {
        self.redaction = redaction
    }

    func parts(toHideFor command: [UInt8]) -> APDURedaction.Parts {
        let own = redaction.parts(toHideFor: command)
        let isGetResponse = command.count >= 4 && command[1] == 0xC0 && command[0] & 0x80 == 0
        if isGetResponse { return own.union(previous) }
        previous = own
        return own
    }
}

/// How APDUs look in a log line: the model's descriptions, with data fields replaced by their
/// length where the redaction says so, and long data elided so one line stays short.
enum APDULogFormat {
    static func command(_ bytes: [UInt8], hidingData: Bool) -> String {
        guard let command = try? CommandAPDU(bytes: bytes) else {
            // Unparseable: past the header there is no telling where secrets sit.
            let rest = max(0, bytes.count - 4)
            if !hidingData { return Hex.spaced(bytes, limit: 64) + " (malformed)" }
            return Hex.spaced(bytes.prefix(4)) + (rest > 0 ? " [\(rest) bytes redacted]" : "") + " (malformed)"
        }
        return hidingData ? command.redactedDescription : command.description
    }

    static func response(_ bytes: [UInt8], hidingData: Bool) -> String {
        guard let response = try? ResponseAPDU(bytes: bytes) else {
            return Hex.spaced(bytes) + " (no status word)"
        }
        if response.data.isEmpty { return response.statusWord.description }
        let data = hidingData ? "[\(response.data.count) bytes redacted]" : Hex.spaced(response.data, limit: 64)
        return "\(data) \(response.statusWord)"
    }

    static func milliseconds(_ duration: Duration) -> String {
        let microseconds = duration.components.seconds * 1_000_000 + duration.components.attoseconds / 1_000_000_000_000
        let fraction = String(microseconds % 1000)
        return "\(microseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
