import Testing
import TonCardEmulator
import TonCardProtocol

/// The CoinManager of spec §3.1, including its example exchange.
struct CoinManagerTests {
    @Test func exampleExchangeOfSection3_1() throws {
        let harness = try CardHarness()
        let select = harness.send(hex: "00A4040008A000000151000000")
        #expect(select.sw == 0x9000)
        #expect(select.data.count == 94)
        #expect(harness.send(hex: "80CB800005DFFF02810500") == ([0xA5], 0x9000))
        #expect(harness.send(hex: "80CB800005DFFE028205").sw == 0x9000)
        #expect(harness.send(hex: "80CB80000BDFFE0882030504 35353535").sw == 0x9000)
        #expect(harness.send(hex: "80CB80000BDFFE0882030504 35353535").sw == 0x9B02)
        #expect(harness.send(hex: "80CB800005DFFF02810500") == ([0x5A], 0x9000))
        #expect(harness.send(hex: "80CB800010DFFE0D82040A04 35353535 04 36363636").sw == 0x9000)
        #expect(harness.send(hex: "80CB800010DFFE0D82040A04 35353535 04 37373737").sw == 0x9B01)
        #expect(harness.send(hex: "80CB800005DFFF02810200") == ([0x09], 0x9000))
        #expect(harness.send(hex: "80CB800005DFFF02810300") == ([0x0A], 0x9000))
        #expect(harness.send(hex: "80CB800005DFFF02810100") == (Vectors.csn, 0x9000))
    }

    @Test func readsAndLabel() throws {
        let harness = try CardHarness()
        _ = harness.selectCoinManager()
        #expect(harness.coinManager(.getAppletList).data == TestHex.bytes("4F0D31313232333334343535363600"))
        #expect(harness.coinManager(.getSEVersion).data == [0x10, 0x08])
        #expect(harness.coinManager(.getAvailableMemory).data == [0x7F, 0xFF])
        // Android's DF FE form of GET_AVAILABLE_MEMORY is an alias (spec G8).
        #expect(harness.send(hex: "80CB800005DFFE02814600").data == [0x7F, 0xFF])
        #expect(harness.coinManager(.getDeviceLabel).data == Array(repeating: 0, count: 32))
        let label = Array(UInt8(1)...UInt8(32))
        #expect(harness.coinManager(.setDeviceLabel(label)).sw == 0x9000)
        #expect(harness.coinManager(.getDeviceLabel).data == label)
    }

    @Test func envelopeChecks() throws {
        let harness = try CardHarness()
        _ = harness.selectCoinManager()
        // A B0 command reaches the CoinManager after power-up: wrong class.
        #expect(harness.send(hex: "B0C1000001").sw == 0x6E00)
        #expect(harness.send(hex: "80CA800005DFFF02810500").sw == 0x6D00)
        #expect(harness.send(hex: "80CB810005DFFF02810500").sw == 0x6A86)
        #expect(harness.send(hex: "80CB800005DFFF02817700").sw == 0x6A80)
        // RESET_WALLET with the spec doc's DF FF slip is refused.
        #expect(harness.send(hex: "80CB800005DFFF028205").sw == 0x6A80)
        // CHANGE_PIN to a non-digit PIN: 9B02, tries restored.
        #expect(harness.coinManager(.changePin(old: Array("5555".utf8), new: Array("55a5".utf8))).sw == 0x9B02)
        #expect(harness.coinManager(.getPinRemainingTries).data == [0x0A])
    }

    @Test func selectionModel() throws {
        let harness = try CardHarness()
        #expect(harness.send(hex: "00A4040005A000000999").sw == 0x6A82)
        #expect(harness.send(hex: "00A4040100").sw == 0x6A86)
        #expect(harness.send(hex: "01A4040008A000000151000000").sw == 0x6881)
        _ = harness.selectApplet()
        // Unknown AID while the applet is selected: 9000, selection unchanged.
        #expect(harness.send(hex: "00A4040005A000000999").sw == 0x9000)
        #expect(harness.applet(.getAppInfo, le: 0x01).sw == 0x9000)
        // Reset drops the selection only.
        harness.card.reset()
        #expect(harness.applet(.getAppInfo, le: 0x01).sw == 0x6E00)
        #expect(harness.card.answerToReset == TestHex.bytes("3B888001544F4E5445535431 7B"))
    }
}
