import APDU
import Testing

/// Redaction rules on their own: which parts of an exchange each hides, judged from the command.
@Suite("APDURedaction")
struct APDURedactionTests {
    @Test(
        "referenceData hides the data of interindustry PIN commands",
        arguments: [
            "00 20 00 81 06 31 32 33 34 35 36", "00 24 00 81 02 31 32", "01 26 00 81", "0C 28 00 81", "00 2C 00 81",
        ])
    func referenceDataHides(command: String) {
        #expect(APDURedaction.referenceData.parts(toHideFor: hex(command)) == .commandData)
    }

    @Test(
        "referenceData leaves other commands, proprietary classes and non-headers alone",
        arguments: ["00 A4 04 00 02 3F 00", "80 20 00 81 02 31 32", "00 22 00 00", "00 20 00", ""])
    func referenceDataPasses(command: String) {
        #expect(APDURedaction.referenceData.parts(toHideFor: hex(command)) == [])
    }

    @Test("instructions(...) matches the INS byte, in any class unless classes are given")
    func instructions() {
        let getData = APDURedaction.instructions([0xCA, 0xCB], hide: .responseData)
        #expect(getData.parts(toHideFor: hex("80 CA 9F 7F 00")) == .responseData)
        #expect(getData.parts(toHideFor: hex("00 CB 3F FF")) == .responseData)
        #expect(getData.parts(toHideFor: hex("00 CC 00 00")) == [])
        #expect(getData.parts(toHideFor: hex("80 CA 9F")) == [])

        let proprietaryVerify = APDURedaction.instructions([0x20], classes: [0x80], hide: .all)
        #expect(proprietaryVerify.parts(toHideFor: hex("80 20 00 00 02 31 32")) == .all)
        #expect(proprietaryVerify.parts(toHideFor: hex("00 20 00 81 02 31 32")) == [])
        // The class is compared as sent, channel bits included.
        #expect(proprietaryVerify.parts(toHideFor: hex("81 20 00 00 02 31 32")) == [])
    }

    @Test("+ hides what either rule hides")
    func combination() {
        let rules = APDURedaction.referenceData + .instructions([0x20], classes: [0x80], hide: .responseData)
        #expect(rules.parts(toHideFor: hex("00 20 00 81 02 31 32")) == .commandData)
        #expect(rules.parts(toHideFor: hex("80 20 00 00 02 31 32")) == .responseData)
        #expect(rules.parts(toHideFor: hex("00 A4 04 00")) == [])
        let both = APDURedaction.instructions([0x20], hide: .commandData) + .instructions([0x20], hide: .responseData)
        #expect(both.parts(toHideFor: hex("00 20 00 81 02 31 32")) == .all)
    }

    @Test("allData hides everything, nothing hides nothing", arguments: ["00 A4 04 00", "80 CA 00 00 00", ""])
    func extremes(command: String) {
        #expect(APDURedaction.allData.parts(toHideFor: hex(command)) == .all)
        #expect(APDURedaction.nothing.parts(toHideFor: hex(command)) == [])
    }
}
