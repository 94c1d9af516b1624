import APDU
import Foundation
import Logging
import PCSC
import Testing
import VirtualCard

/// The README's example, run against the hosted DiagnosticCard.
@Suite(.serialized) struct ReadmeExampleTests {
    @Test func theReadmeExampleRuns() async throws {
        let context = try PCSCTestEnvironment.context()
        let hosted = try PCSCTestEnvironment.hostedReader()
        let aid = DiagnosticCard.applicationIdentifier
        var logger = Logger(label: "readme")
        logger.logLevel = .critical

        // README-EXAMPLE-BEGIN
        let readers = try context.readers()  // [] when there are none
        guard let reader = readers.first(where: { $0 == hosted }) ?? readers.first else { return }
        let present = try await context.waitForCard(in: reader, timeout: .seconds(10))
        let atr = try ATR(bytes: present.answerToReset)  // protocols, historical bytes

        let card = try await context.connect(to: reader)  // shared, T=0 or T=1
        let channel = LoggingCardChannel(card, logger: logger)  // VERIFY's PIN is never logged
        let select = try CommandAPDU(cla: 0x00, ins: 0xA4, p1: 0x04, p2: 0x00, data: aid)
        let data = try await channel.withTransaction {  // no other process in between
            try await channel.transmit(select).requireSuccess()  // StatusWordError otherwise
            let long = try CommandAPDU(cla: 0x80, ins: 0x20, p1: 0x01, p2: 0x2C)
            return try await channel.transmit(long).requireSuccess()  // 61xx → GET RESPONSE, joined
        }
        try await card.disconnect()
        // README-EXAMPLE-END

        #expect(atr.historicalBytes == Array("APDUTEST".utf8))
        #expect(data.count == 300)
    }
}
