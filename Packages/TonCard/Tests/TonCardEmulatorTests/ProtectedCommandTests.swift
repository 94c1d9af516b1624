import CryptoPrimitives
import Testing
import TonCardEmulator
import TonCardProtocol

/// Sault and MAC rules (spec §1, §2.2 steps 6–8, §2.3) with the example APDUs of §1.1.
struct ProtectedCommandTests {
    @Test func exampleAPDUsVerifyWithTheExampleSault() throws {
        let harness = try CardHarness()
        harness.activate()
        try harness.card.setSaultForTesting(Vectors.exampleSault)
        #expect(
            harness.send(
                hex:
                    "B0A2000044 35353535 000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F 4D71394E994DCB916CB916314D374CD4E08D9057114D33C605FFF39B96F23169"
            ).sw == 0x9000)
        try harness.card.setSaultForTesting(Vectors.exampleSault)
        let signature = harness.send(
            hex:
                "B0A5000044 0002A456 000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F FCBA3AD89F1AE49ADE807187CBF4D52A0BD3643FD6E74F430CB3B5ABC79F9733 40"
        )
        #expect(signature.sw == 0x9000)
        #expect(
            TestHex.string(signature.data)
                == "73BA7EEAA42ACD7EE1F08B5B6D5E175A24B71FC13F7B313F1E20382B8BDD993CE3E6903120AD09B4A3F4D8D2E4D10B2CCE370FC7153B12ABDB2280CFFEA4DC01"
        )
        try harness.card.setSaultForTesting(Vectors.exampleSault)
        let indexed = harness.send(
            hex:
                "B0A3000047 0002A456 02 3635 000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F A617F12C488E9B65E8D8DDEF92638D836FE8BF5F7CDFBE3BFC5F0D3146512F71 40"
        )
        #expect(indexed.sw == 0x9000)
        #expect(
            TestHex.string(indexed.data)
                == "2203C422BE2694415D2BCA68B283CC5E2C9FCA581B6676AE20496C7D8C166302444B7F60E01C3B7F62316C7BBFF9ACF89A35A6CC7479F826F3EE3F55FE1C920A"
        )
        try harness.card.setSaultForTesting(Vectors.exampleSault)
        let count = harness.send(
            hex:
                "B0B8000040 000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F 0A99DC962332929CC770FD9E1622EECC7F7C9C712E0EB0E8DB9036DB0FCE40FA 02"
        )
        #expect(count.sw == 0x9000)
        #expect(count.data == [0, 0])
    }

    @Test func getSaultOnlyReadsAndEveryComparisonRegenerates() throws {
        let harness = try CardHarness()
        harness.activate()
        let first = harness.applet(.getSault, le: 0x20).data
        #expect(first.count == 32)
        #expect(harness.applet(.getSault, le: 0x20).data == first)
        #expect(harness.applet(.getSault, le: 0x10).sw == 0x6700)
        try harness.protected(.getNumberOfKeys)
        #expect(harness.applet(.getSault, le: 0x20).data != first)
    }

    @Test func staleSaultIsRefusedWithoutCounting() throws {
        let harness = try CardHarness()
        harness.activate()
        let stale = harness.applet(.getSault, le: 0x20).data
        try harness.protected(.getNumberOfKeys)  // consumes it
        let sealed = try ProtectedData(sealing: [], sault: stale, key: harness.hmacKey)
        #expect(harness.applet(.getNumberOfKeys, data: sealed.bytes, le: 0x02).sw == 0x8F01)
        #expect(harness.card.status.hmacFailures == 0)
        #expect(harness.state == .personalized)
    }

    @Test func twentyConsecutiveMacFailuresBlockTheCard() throws {
        let harness = try CardHarness()
        harness.activate()
        let wrongKey = SymmetricKey(data: Array(repeating: 0x42, count: 32))
        for attempt in 1...19 {
            #expect(try harness.protected(.getNumberOfKeys, key: wrongKey).sw == 0x8F03)
            #expect(harness.card.status.hmacFailures == attempt)
        }
        // A good MAC resets the consecutive counter.
        #expect(try harness.protected(.getNumberOfKeys).sw == 0x9000)
        #expect(harness.card.status.hmacFailures == 0)
        for _ in 1...19 { try harness.protected(.getNumberOfKeys, key: wrongKey) }
        #expect(try harness.protected(.getNumberOfKeys, key: wrongKey).sw == 0x8F04)
        #expect(harness.state == .blocked)
        #expect(harness.applet(.getSault, le: 0x20).sw == 0x6D00)
        #expect(harness.applet(.getAppInfo, le: 0x01).data == [0x47])
    }

    @Test func checkOrderOfSection2_2() throws {
        let harness = try CardHarness()
        harness.activate()
        // Step 2 before step 3: wrong CLA wins over an unknown INS.
        #expect(harness.send([0x80, 0xFF, 0, 0]).sw == 0x6E00)
        // Step 3: an INS of another state.
        #expect(harness.applet(.deleteKeyChunk, data: Array(repeating: 0, count: 64), le: 1).sw == 0x6D00)
        // Step 4 before step 5: B4 without B3 answers 7F04 even with a wrong Lc, and no sault is consumed.
        let sault = harness.applet(.getSault, le: 0x20).data
        #expect(harness.applet(.addKeyChunk, data: [0x01], le: nil).sw == 0x7F04)
        #expect(harness.applet(.getSault, le: 0x20).data == sault)
        // Step 5: wrong Lc for GET_NUMBER_OF_KEYS, sault untouched.
        #expect(harness.applet(.getNumberOfKeys, data: Array(repeating: 0, count: 63), le: 2).sw == 0x6700)
        #expect(harness.applet(.getSault, le: 0x20).data == sault)
        // Step 9 after step 8: a wrong Le is refused after the MAC verified, so the sault is consumed.
        #expect(try harness.protected(.getNumberOfKeys, le: 0x04).sw == 0x6700)
        #expect(harness.applet(.getSault, le: 0x20).data != sault)
        #expect(harness.card.status.hmacFailures == 0)
        // Unprotected A0 without a verified PIN but with a bad index: Lc > 10 → 6700, Lc 0 → 6F03.
        #expect(harness.applet(.getPublicKey, data: Array(repeating: 0x31, count: 11), le: 0x20).sw == 0x6700)
        #expect(harness.applet(.getPublicKey, le: 0x20).sw == 0x6F03)
        // A0 with a wrong Le.
        #expect(harness.applet(.getPublicKey, data: [0x31], le: 0x10).sw == 0x6700)
    }
}
