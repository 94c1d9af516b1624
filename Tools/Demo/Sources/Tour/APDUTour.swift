import APDU
import ByteTools
import Foundation
import Logging
import PCSC
import Synchronization
import VirtualCard

public let apduTour = TourStep(
    name: "APDU",
    summary: "APDUs and ATRs decoded, then a virtual card through pcscd: GET RESPONSE rounds, 6Cxx, a redacted PIN"
) { out in
    out.line("-- The model: command cases, extended lengths, status words, ATRs")
    let select = try CommandAPDU(cla: 0x00, ins: 0xA4, p1: 0x04, p2: 0x00, data: DiagnosticCard.applicationIdentifier)
    out.show("SELECT (case 3, short)", hex(select.bytes))
    out.show("READ BINARY Le=256", hex(try CommandAPDU(cla: 0x00, ins: 0xB0, p1: 0, p2: 0, expectedLength: 256).bytes))
    out.show(
        "READ BINARY Le=65536 (extended)",
        hex(try CommandAPDU(cla: 0x00, ins: 0xB0, p1: 0, p2: 0, expectedLength: 65_536).bytes))
    out.show("6A82", StatusWord(rawValue: 0x6A82).description)
    out.show("63C2", StatusWord(rawValue: 0x63C2).description)
    let atr = try ATR(bytes: DiagnosticCard.defaultAnswerToReset)
    out.show(
        "ATR \(hex(atr.bytes))",
        "protocols T=\(atr.protocols.map(String.init).joined(separator: ",T=")), historical \"\(String(decoding: atr.historicalBytes, as: UTF8.self))\""
    )
    do {
        _ = try CommandAPDU(bytes: [0x00, 0xA4, 0x04, 0x00, 0x07, 0xA0])
    } catch {
        out.show("a truncated SELECT", String(describing: error))
    }

    out.line("-- Through pcscd: a Swift card served to vsmartcard's vpcd reader")
    let required = ProcessInfo.processInfo.environment["PCSC_VIRTUAL_CARD_READER"]
    let context: PCSCContext
    do {
        context = try PCSCContext()
    } catch {
        // Without pcscd (not root, not installed) the tour says so instead of failing; under
        // `make demo`/`make test` the services are up and any problem is an error.
        if required != nil { throw error }
        out.show("pcscd", "not reachable (\(error)); `make demo` starts it with a virtual card")
        return
    }
    let readers = try context.readers()
    out.show("readers", readers.map { "\"\($0)\"" }.joined(separator: ", "))
    guard let reader = required ?? readers.first(where: { $0.hasPrefix("Virtual PCD") }) else {
        out.show("virtual reader", "none (install vsmartcard-vpcd); skipping the card part")
        return
    }
    let present = try await context.waitForCard(in: reader, timeout: .seconds(10))
    out.show("card in \"\(reader)\"", hex(present.answerToReset))

    let log = TourLogLines()
    var logger = Logger(label: "apdu") { _ in TourLogHandler(lines: log) }
    logger.logLevel = .debug
    let card = try await context.connect(to: reader)
    let channel = LoggingCardChannel(card, logger: logger)
    out.show("active protocol", card.activeProtocol)
    // One transaction: another program using the card (or another run of this tour) cannot slip
    // a command in between, which would, for one, discard the data GET RESPONSE is collecting.
    try await channel.withTransaction {
        out.show("SELECT", try await channel.transmit(select).statusWord.description)
        let long = try await channel.transmit(try CommandAPDU(cla: 0x80, ins: 0x20, p1: 0x01, p2: 0x2C))
        out.show("300 bytes over 61xx + GET RESPONSE", "\(long.data.count) bytes, \(long.statusWord)")
        let exact = try await channel.transmit(try CommandAPDU(cla: 0x80, ins: 0x30, p1: 0, p2: 0, expectedLength: 8))
        out.show(
            "Le=8 where the card wants 32 (6C20)", "\(exact.data.count) bytes after resending, \(exact.statusWord)")
        let wrong = try CommandAPDU(cla: 0x00, ins: 0x20, p1: 0x00, p2: 0x81, data: Array("000000".utf8))
        out.show("VERIFY with a wrong PIN", try await channel.transmit(wrong).statusWord.description)
        let right = try CommandAPDU(cla: 0x00, ins: 0x20, p1: 0x00, p2: 0x81, data: Array("123456".utf8))
        out.show("VERIFY with the right PIN", try await channel.transmit(right).statusWord.description)
    }
    try await card.disconnect()

    out.line("-- The APDU log (swift-log): every exchange with its time, the PIN redacted")
    for line in log.lines { out.line("    \(line)") }
    let pinsLogged = log.lines.contains { $0.hasPrefix("> 00 20 00 81") && !$0.contains("[6 bytes redacted]") }
    out.show("PIN bytes in the log", pinsLogged ? "FAILED (present)" : "none")
}

/// Collects the log lines of the tour's channel so the tour can show them.
private final class TourLogLines: Sendable {
    private let storage = Mutex<[String]>([])
    var lines: [String] { storage.withLock { $0 } }
    func append(_ line: String) { storage.withLock { $0.append(line) } }
}

private struct TourLogHandler: LogHandler {
    let lines: TourLogLines
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .debug

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        lines.append(event.message.description)
    }
}
