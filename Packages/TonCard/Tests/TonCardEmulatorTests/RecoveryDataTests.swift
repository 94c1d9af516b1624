import CryptoPrimitives
import Testing
import TonCardEmulator
import TonCardProtocol

/// Recovery data, spec §7.
struct RecoveryDataTests {
    func write(_ data: [UInt8], to harness: CardHarness) -> UInt16 {
        var start = 0
        while start < data.count {
            let part = Array(data[start..<min(start + 250, data.count)])
            let sw = harness.applet(.addRecoveryDataPart, p1: start == 0 ? 0 : 1, data: part).sw
            guard sw == 0x9000 else { return sw }
            start += 250
        }
        return harness.applet(.addRecoveryDataPart, p1: 2, data: SHA256.hash(data: data).bytes).sw
    }

    func read(from harness: CardHarness) -> [UInt8] {
        let length = harness.applet(.getRecoveryDataLength, le: 2).data
        let total = Int(length[0]) << 8 | Int(length[1])
        var result: [UInt8] = []
        var start = 0
        while start < total {
            let count = min(250, total - start)
            result +=
                harness.applet(.getRecoveryDataPart, data: [UInt8(start >> 8), UInt8(start & 0xFF)], le: UInt8(count))
                .data
            start += count
        }
        return result
    }

    @Test(arguments: [1, 250, 500, 777, 2048])
    func setGetHashReset(length: Int) throws {
        let harness = try CardHarness()
        harness.activate()
        let data = (0..<length).map { UInt8(truncatingIfNeeded: $0 * 13 + 5) }
        #expect(harness.applet(.isRecoveryDataSet, le: 1).data == [0])
        #expect(harness.applet(.getRecoveryDataLength, le: 2).sw == 0x6F0D)
        #expect(write(data, to: harness) == 0x9000)
        #expect(harness.applet(.isRecoveryDataSet, le: 1).data == [1])
        #expect(read(from: harness) == data)
        #expect(harness.applet(.getRecoveryDataHash, le: 0x20).data == SHA256.hash(data: data).bytes)
        #expect(harness.applet(.addRecoveryDataPart, p1: 0, data: [1]).sw == 0x6F0C)
        #expect(harness.applet(.resetRecoveryData).sw == 0x9000)
        #expect(harness.applet(.isRecoveryDataSet, le: 1).data == [0])
    }

    @Test func limitsAndIntegrity() throws {
        let harness = try CardHarness()
        harness.activate()
        let tooLong = [UInt8](repeating: 7, count: 2049)
        #expect(write(tooLong, to: harness) == 0x6700)
        // A wrong hash wipes what was received.
        #expect(harness.applet(.addRecoveryDataPart, p1: 0, data: [1, 2, 3]).sw == 0x9000)
        #expect(harness.applet(.addRecoveryDataPart, p1: 2, data: Array(repeating: 0, count: 32)).sw == 0x6F0B)
        #expect(harness.applet(.addRecoveryDataPart, p1: 2, data: [1]).sw == 0x6700)
        #expect(write([9, 9], to: harness) == 0x9000)
        // Reads past the 2048-byte buffer are refused; reads past L give zeros.
        #expect(harness.applet(.getRecoveryDataPart, data: [0x07, 0xFF], le: 2).sw == 0x6F0A)
        #expect(harness.applet(.getRecoveryDataPart, data: [0x00, 0x00]) == ([], 0x9000))
        #expect(harness.applet(.getRecoveryDataPart, data: [0x80, 0x00], le: 1).sw == 0x6F0A)
        #expect(harness.applet(.getRecoveryDataPart, data: [0x00, 0x00], le: 4).data == [9, 9, 0, 0])
        #expect(harness.applet(.getRecoveryDataPart, data: [0x00], le: 2).sw == 0x6700)
    }
}
