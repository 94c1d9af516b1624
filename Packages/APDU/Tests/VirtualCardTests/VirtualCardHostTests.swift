import APDU
import Testing
import VirtualCard

#if canImport(Glibc)
    import Glibc
#endif

/// `VirtualCardHost` against a fake vpcd in this process: connecting is inserting, vpcd's frames
/// are answered from the card, disconnecting is removing. Every socket wait of the fake is
/// bounded (`FakeVPCD.timeoutSeconds`), so a host that misbehaves fails a test, never hangs it.
@Suite("VirtualCardHost", .timeLimit(.minutes(1)))
struct VirtualCardHostTests {
    static let select = hex("00 A4 04 00 0A F0 53 57 49 46 54 41 50 44 55")

    /// Waits, in short steps for at most ~2 s, until `condition` holds; for the one event the
    /// host reports only through state: noticing that vpcd went away.
    static func eventually(_ condition: () -> Bool) -> Bool {
        for _ in 0..<200 {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }

    @Test("insert() connects; vpcd's ATR request is answered with the card's ATR")
    func insertAndAnswerToReset() throws {
        let vpcd = try FakeVPCD()
        let card = DiagnosticCard(answerToReset: hex("3B 88 80 01 41 50 44 55 54 45 53 54 89"))
        let host = VirtualCardHost(card: card, port: vpcd.port)
        #expect(!host.isInserted)
        try host.insert()
        defer { host.remove() }
        #expect(host.isInserted)
        let connection = try vpcd.accept()
        try connection.send([0x04])
        #expect(try connection.receiveFrame() == card.answerToReset)
    }

    @Test("control bytes and empty frames get no reply", arguments: [[0x00], [0x01], [0x02], [0x07], []] as [[UInt8]])
    func controlBytesAreNotAnswered(frame: [UInt8]) throws {
        let vpcd = try FakeVPCD()
        let host = VirtualCardHost(card: DiagnosticCard(), port: vpcd.port)
        try host.insert()
        defer { host.remove() }
        let connection = try vpcd.accept()
        try connection.send(frame)
        try connection.send([0x04])
        // Had the first frame been answered, that answer would come first.
        #expect(try connection.receiveFrame() == DiagnosticCard.defaultAnswerToReset)
    }

    @Test("power off, power on and reset start the card afresh", arguments: [0x00, 0x01, 0x02] as [UInt8])
    func powerEventsResetTheCard(control: UInt8) throws {
        let vpcd = try FakeVPCD()
        let host = VirtualCardHost(card: DiagnosticCard(), port: vpcd.port)
        try host.insert()
        defer { host.remove() }
        let connection = try vpcd.accept()
        try connection.send(Self.select)
        #expect(try connection.receiveFrame() == hex("90 00"))
        try connection.send([control])
        try connection.send(hex("80 10 00 00 01 AA"))
        #expect(try connection.receiveFrame() == hex("69 85"))  // the selection is gone
    }

    @Test("APDU frames are answered by the card, T=0 artefacts and all")
    func apdus() throws {
        let vpcd = try FakeVPCD()
        let host = VirtualCardHost(card: DiagnosticCard(), port: vpcd.port)
        try host.insert()
        defer { host.remove() }
        let connection = try vpcd.accept()
        try connection.send(Self.select)
        #expect(try connection.receiveFrame() == hex("90 00"))
        try connection.send(hex("80 20 01 2C"))
        #expect(try connection.receiveFrame() == hex("61 00"))
        try connection.send(hex("00 C0 00 00 00"))
        #expect(try connection.receiveFrame() == filler(256) + hex("61 2C"))
        // Frames longer than 255 bytes, both ways.
        let echo = try CommandAPDU(cla: 0x80, ins: 0x10, p1: 0, p2: 0, data: filler(1_000))
        try connection.send(echo.bytes)
        #expect(try connection.receiveFrame() == filler(1_000) + hex("90 00"))
    }

    @Test("an answer vpcd cannot frame becomes 6F00", arguments: [0, 1, 65_536])
    func unframeableAnswer(length: Int) throws {
        let vpcd = try FakeVPCD()
        let host = VirtualCardHost(card: FixedAnswerCard(answer: filler(length)), port: vpcd.port)
        try host.insert()
        defer { host.remove() }
        let connection = try vpcd.accept()
        try connection.send(hex("00 A4 04 00"))
        #expect(try connection.receiveFrame() == hex("6F 00"))
    }

    @Test("the longest answer a frame can carry passes whole")
    func longestFramableAnswer() throws {
        let vpcd = try FakeVPCD()
        let answer = filler(65_533) + hex("90 00")
        let host = VirtualCardHost(card: FixedAnswerCard(answer: answer), port: vpcd.port)
        try host.insert()
        defer { host.remove() }
        let connection = try vpcd.accept()
        try connection.send(hex("00 A4 04 00"))
        #expect(try connection.receiveFrame() == answer)
    }

    @Test("remove() disconnects: vpcd reads end of stream")
    func remove() throws {
        let vpcd = try FakeVPCD()
        let host = VirtualCardHost(card: DiagnosticCard(), port: vpcd.port)
        try host.insert()
        let connection = try vpcd.accept()
        host.remove()
        #expect(!host.isInserted)
        #expect(try connection.receiveFrame() == nil)
        host.remove()  // nothing to do; returns at once
        #expect(!host.isInserted)
    }

    @Test("when vpcd closes the connection the host notices, and the card can be inserted again")
    func vpcdGoesAway() throws {
        let vpcd = try FakeVPCD()
        let host = VirtualCardHost(card: DiagnosticCard(), port: vpcd.port)
        try host.insert()
        defer { host.remove() }
        let first = try vpcd.accept()
        first.close()
        #expect(Self.eventually { !host.isInserted })
        try host.insert()
        let second = try vpcd.accept()
        try second.send([0x04])
        #expect(try second.receiveFrame() == DiagnosticCard.defaultAnswerToReset)
    }

    @Test("insert() on an inserted card throws alreadyInserted and keeps the first connection")
    func insertTwice() throws {
        let vpcd = try FakeVPCD()
        let host = VirtualCardHost(card: DiagnosticCard(), port: vpcd.port)
        try host.insert()
        defer { host.remove() }
        #expect(throws: VirtualCardError.alreadyInserted) { try host.insert() }
        #expect(host.isInserted)
        let connection = try vpcd.accept()
        try connection.send([0x04])
        #expect(try connection.receiveFrame() == DiagnosticCard.defaultAnswerToReset)
    }

    @Test("insert() with nothing listening throws connectionRefused, which points at pcscd")
    func nothingListening() throws {
        // Bound but not listening: the port is ours, and connecting to it is refused.
        let closedPort = try FakeVPCD(listening: false)
        let host = VirtualCardHost(card: DiagnosticCard(), port: closedPort.port)
        let error = #expect(throws: VirtualCardError.self) { try host.insert() }
        #expect(error == .connectionRefused(host: "127.0.0.1", port: closedPort.port, errno: ECONNREFUSED))
        #expect(error?.description.contains("pcscd") == true)
        #expect(error?.description.contains("127.0.0.1:\(closedPort.port)") == true)
        #expect(!host.isInserted)
    }

    @Test("insert() with a host that is not an IPv4 address throws invalidAddress")
    func invalidAddress() {
        let host = VirtualCardHost(card: DiagnosticCard(), host: "localhost", port: 35963)
        #expect(throws: VirtualCardError.invalidAddress("localhost")) { try host.insert() }
        #expect(!host.isInserted)
    }
}
