import APDU
import ChildProcesses
import Dispatch
import Foundation
import PCSC
import VirtualCard

// APDU.commandParseEncode   parse a case-4 SELECT and encode it again, ops/s
// APDU.inProcessTransmit    one ECHO through InProcessCardChannel to a DiagnosticCard (the cost of
//                           the channel layer itself: gate, exchange, artefact handling), ops/s
// APDU.pcscRoundTrip…       one ECHO through libpcsclite → pcscd → vpcd → the virtual-card-host
//                           process and back, 1,000 round trips after 1,000 of warm-up, median and
//                           p99 in µs; needs the services `make bench` starts (pcsc-services.sh)
// APDU.pcscRoundTripC…      the same exchange by a C program straight on libpcsclite (PCSCPeerProgram),
//                           in alternating rounds with ours; APDU.pcscRoundTripRatio is our median
//                           over the C program's (issue 34's goal: at most 1.05)
// APDU.pcscRoundTripBatched…  the same round trips sent back to back in one withExchange (no
//                           thread hand-off per APDU), against the C program again

private let echo = try! CommandAPDU(cla: 0x80, ins: 0x10, p1: 0, p2: 0, data: [0x01, 0x02, 0x03, 0x04])
private let select = try! CommandAPDU(
    cla: 0x00, ins: 0xA4, p1: 0x04, p2: 0x00, data: DiagnosticCard.applicationIdentifier)

private func commandParseEncode() -> (() -> UInt64)? {
    let bytes = try! CommandAPDU(cla: 0x00, ins: 0xA4, p1: 0x04, p2: 0x00, data: Array(0..<16), expectedLength: 256)
        .bytes
    return {
        var checksum: UInt64 = 0
        for _ in 0..<10_000 {
            if let command = try? CommandAPDU(bytes: bytes) { checksum &+= UInt64(command.encoded().count) }
        }
        return checksum
    }
}

private func inProcessTransmit() -> (() -> UInt64)? {
    let channel = InProcessCardChannel(card: DiagnosticCard())
    guard waitFor({ try await channel.transmit(select) })?.statusWord == .success else { return nil }
    return {
        waitFor {
            var checksum: UInt64 = 0
            for _ in 0..<10_000 { checksum &+= UInt64(try await channel.transmit(echo).data.count) }
            return checksum
        } ?? 0
    }
}

private var pcscReader: String {
    ProcessInfo.processInfo.environment["PCSC_VIRTUAL_CARD_READER"] ?? "Virtual PCD 00 00"
}

/// The C program's round trips: built, started on the same reader, then asked for `samples`
/// round trips per call.
private func pcscPeerRoundTrips(_ samples: Int) -> (() -> [Duration]?)? {
    guard let executable = PCSCPeerProgram.build() else { return nil }
    let hex = { (bytes: [UInt8]) in bytes.map { String(format: "%02x", $0) }.joined() }
    let command = Command(executable, [pcscReader, hex(select.bytes), hex(echo.bytes)], keepsInputOpen: true)
    let service = waitFor {
        try await ServiceProcess.start(command, readyWhen: .lineContaining("ready"), within: .seconds(20))
    }
    // The running program keeps its file; the folder is not needed any more.
    try? FileManager.default.removeItem(at: executable.deletingLastPathComponent())
    guard let service else { return nil }
    return {
        guard service.send("\(samples)\n"), let line = waitFor({ await service.nextLine(within: .seconds(60)) }) ?? nil
        else { return nil }
        let durations = line.split(separator: " ").compactMap { Int64($0) }.map { Duration.nanoseconds($0) }
        return durations.count == samples ? durations : nil
    }
}

/// A connection to the card in the reader with the diagnostic applet selected, or nil when
/// there is no reader or card within five seconds.
private func connectedDiagnosticCard() -> PCSCCard? {
    let reader = pcscReader
    return waitFor {
        let context = try PCSCContext()
        _ = try await context.waitForCard(in: reader, timeout: .seconds(5))
        let card = try await context.connect(to: reader)
        _ = try await card.transmit(select).requireSuccess()
        return card
    }
}

private func pcscRoundTrips(_ samples: Int) -> (() -> [Duration]?)? {
    guard let card = connectedDiagnosticCard() else { return nil }
    let command = echo.bytes
    return {
        waitFor {
            let clock = ContinuousClock()
            var durations: [Duration] = []
            durations.reserveCapacity(samples)
            for _ in 0..<samples {
                let start = clock.now
                let response = try await card.transmit(raw: command)
                durations.append(clock.now - start)
                guard response.suffix(2) == [0x90, 0x00] else { return nil }
            }
            return durations
        } ?? nil
    }
}

/// The same round trips inside one `withExchange`: the connection's queue sends them back to
/// back, so no round trip pays the two thread hand-offs an async `transmit` does.
private func pcscBatchedRoundTrips(_ samples: Int) -> (() -> [Duration]?)? {
    guard let card = connectedDiagnosticCard() else { return nil }
    let command = echo.bytes
    return {
        waitFor {
            try await card.withExchange { exchange -> [Duration]? in
                let clock = ContinuousClock()
                var durations: [Duration] = []
                durations.reserveCapacity(samples)
                for _ in 0..<samples {
                    let start = clock.now
                    let response = try exchange.transmit(command)
                    durations.append(clock.now - start)
                    guard response.suffix(2) == [0x90, 0x00] else { return nil }
                }
                return durations
            }
        } ?? nil
    }
}

func apduBenchmarks() -> [Benchmark] {
    [
        Benchmark(name: "APDU.commandParseEncode", operations: 10_000) { commandParseEncode() },
        Benchmark(name: "APDU.inProcessTransmit", operations: 10_000) { inProcessTransmit() },
    ]
}

func apduLatencyBenchmarks() -> [LatencyBenchmark] {
    [
        LatencyBenchmark(
            name: "APDU.pcscRoundTrip", samples: 1_000, prepare: pcscRoundTrips,
            peer: LatencyBenchmark.Peer(name: "APDU.pcscRoundTripC", prepare: pcscPeerRoundTrips)),
        LatencyBenchmark(
            name: "APDU.pcscRoundTripBatched", samples: 1_000, prepare: pcscBatchedRoundTrips,
            peer: LatencyBenchmark.Peer(name: "APDU.pcscRoundTripBatchedC", prepare: pcscPeerRoundTrips)),
    ]
}
