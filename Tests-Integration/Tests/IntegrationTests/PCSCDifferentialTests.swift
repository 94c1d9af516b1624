import APDU
import ByteTools
import ChildProcesses
import ChildProcessesTesting
import Foundation
import PCSC
import Testing
import VirtualCard
import WorkspaceKit

/// The PC/SC layer against an independent client in another process: pyscard (Debian's
/// python3-pyscard, which `make deps` installs), talking to the same DiagnosticCard that
/// virtual-card-host serves while `make test` runs.
/// - pyscard sees the same ATR, and assembling the GET RESPONSE rounds by hand (pyscard passes
///   `61xx` through) gives the bytes our artefact handling joins;
/// - a transaction held here keeps pyscard's command out until it ends: a real second process,
///   not a second connection in this one.
@Suite(.serialized, .onItsOwnThread) struct PCSCDifferentialTests {
    /// Debian's interpreter: `python3` on PATH may be another one without Debian's modules.
    static let python = "/usr/bin/python3"

    static let differentialScript = """
        import sys
        from smartcard.System import readers
        reader = next(r for r in readers() if str(r) == sys.argv[1])
        connection = reader.createConnection()
        connection.connect()
        def send(apdu):
            data, sw1, sw2 = connection.transmit(list(bytes.fromhex(apdu)))
            return bytes(data), sw1 << 8 | sw2
        print("atr", bytes(connection.getATR()).hex())
        print("select", "%04x" % send("00a404000a" + sys.argv[2])[1])
        data, sw = send("8020012c")
        print("first", "%04x" % sw)
        collected = data
        while sw >> 8 == 0x61:
            data, sw = send("00c00000%02x" % (sw & 0xff))
            collected += data
        print("collected", collected.hex(), "%04x" % sw)
        print("exact", "%04x" % send("8030000008")[1])
        """

    static let contenderScript = """
        import sys
        from smartcard.scard import *
        _, context = SCardEstablishContext(SCARD_SCOPE_USER)
        _, card, protocol = SCardConnect(context, sys.argv[1], SCARD_SHARE_SHARED, SCARD_PROTOCOL_T0 | SCARD_PROTOCOL_T1)
        print("ready", flush=True)
        sys.stdin.readline()  # "go": sent from inside the other process's transaction
        _, response = SCardTransmit(card, protocol, [0x80, 0x40, 0x00, 0x00])
        print(bytes(response).hex(), flush=True)
        """

    private func prerequisites() throws -> (reader: String, context: PCSCContext) {
        guard let reader = ProcessInfo.processInfo.environment["PCSC_VIRTUAL_CARD_READER"] else {
            try Test.cancel(
                "no virtual-card-host: `make test` starts pcscd and one (PCSC_VIRTUAL_CARD_READER is unset)")
        }
        guard (try? ProcessRunner.run(Self.python, ["-c", "import smartcard"]).succeeded) == true else {
            try Test.cancel("pyscard is missing: `make deps` installs python3-pyscard as root")
        }
        return (reader, try PCSCContext())
    }

    @Test func pyscardSeesTheSameCardAndTheSameAnswers() async throws {
        let (reader, context) = try prerequisites()
        let aid = Hex.encode(DiagnosticCard.applicationIdentifier)
        let result = try ProcessRunner.run(Self.python, ["-c", Self.differentialScript, reader, aid])
        #expect(result.succeeded, "\(result.standardError)")
        let lines = Dictionary(
            result.standardOutput.split(separator: "\n").map { line in
                let parts = line.split(separator: " ", maxSplits: 1)
                return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
            }, uniquingKeysWith: { first, _ in first })

        let status = try await context.waitForCard(in: reader, timeout: .seconds(10))
        #expect(lines["atr"] == Hex.encode(status.answerToReset))
        #expect(lines["select"] == "9000")

        let card = try await context.connect(to: reader)
        let ours = try await card.withTransaction { () -> (ResponseAPDU, ResponseAPDU, ResponseAPDU) in
            _ = try await card.transmit(
                try CommandAPDU(cla: 0x00, ins: 0xA4, p1: 0x04, p2: 0x00, data: DiagnosticCard.applicationIdentifier))
            let long = try CommandAPDU(cla: 0x80, ins: 0x20, p1: 0x01, p2: 0x2C)
            let raw = try await card.transmit(long, handling: .none)
            let joined = try await card.transmit(long)
            let exact = try await card.transmit(
                try CommandAPDU(cla: 0x80, ins: 0x30, p1: 0, p2: 0, expectedLength: 8), handling: .none)
            return (raw, joined, exact)
        }
        try await card.disconnect()
        #expect(lines["first"] == Hex.encode([ours.0.statusWord.sw1, ours.0.statusWord.sw2]))
        #expect(lines["collected"] == Hex.encode(ours.1.data) + " 9000")
        #expect(lines["exact"] == Hex.encode([ours.2.statusWord.sw1, ours.2.statusWord.sw2]))
    }

    @Test func aTransactionHoldsOffAnotherProcess() async throws {
        let (reader, context) = try prerequisites()
        _ = try await context.waitForCard(in: reader, timeout: .seconds(10))
        let card = try await context.connect(to: reader)
        _ = try await card.transmit(
            try CommandAPDU(cla: 0x00, ins: 0xA4, p1: 0x04, p2: 0x00, data: DiagnosticCard.applicationIdentifier))
        let counter = try CommandAPDU(cla: 0x80, ins: 0x40, p1: 0, p2: 0)
        func value(_ response: ResponseAPDU) -> UInt32 { response.data.reduce(0) { $0 << 8 | UInt32($1) } }

        // The contender connects first (pcsc-lite holds a new connection back while a transaction
        // is open), then waits for "go", which it gets while the transaction runs here.
        let contender = try await ServiceProcess.start(
            Command(Self.python, ["-c", Self.contenderScript, reader], keepsInputOpen: true),
            readyWhen: .lineContaining("ready"),
            within: .seconds(30))
        defer { contender.closeInput() }

        let inside = try await card.withTransaction { () -> [UInt32] in
            var inside = [value(try await card.transmit(counter))]
            #expect(contender.send("go\n"))
            // The contender's command reaches pcscd meanwhile and must wait for the end.
            for _ in 0..<30 { inside.append(value(try await card.transmit(counter))) }
            return inside
        }
        let contenderAnswer = await contender.nextLine(within: .seconds(30))
        await contender.stop(grace: .seconds(5))
        try await card.disconnect()

        #expect(inside == Array(inside[0]..<inside[0] + 31))
        let expected = inside[0] + 31
        #expect(
            contenderAnswer == Hex.encode([24, 16, 8, 0].map { UInt8(truncatingIfNeeded: expected >> $0) }) + "9000")
    }
}
