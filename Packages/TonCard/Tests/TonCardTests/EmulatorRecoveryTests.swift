import CryptoPrimitives
import Testing

@testable import TonCard

@Suite("Against the emulator: recovery data (spec §7)")
struct EmulatorRecoveryTests {
    static func blob(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) } }

    @Test(
        "write and read back every part arithmetic case, including multiples of 250 and 2048 bytes (§8.1 items 3–4)",
        arguments: [1, 249, 250, 251, 500, 1024, 1025, 1750, 2048])
    func roundTrip(length: Int) async throws {
        let client = try await EmulatorHarness.activated().client
        let data = Self.blob(length)
        #expect(try await client.isRecoveryDataSet() == false)
        try await client.addRecoveryData(data)
        #expect(try await client.isRecoveryDataSet())
        #expect(try await client.recoveryDataLength() == length)
        #expect(try await client.recoveryDataHash() == SHA256.hash(data: data).bytes)
        #expect(try await client.recoveryData() == data)
    }

    @Test("data already set is the card's 6F0C until reset; a read of unset data is 6F0D")
    func resetAndRefusals() async throws {
        let client = try await EmulatorHarness.activated().client
        try await client.addRecoveryData(hex: "00112233")
        do {
            try await client.addRecoveryData([1])
            Issue.record("expected 6F0C")
        } catch {
            #expect(error.statusWord?.rawValue == 0x6F0C)
            if case let .cardStatus(_, _, apdu, _) = error { #expect(apdu == "B0 D1 00 00 01 REDACTED") }
        }
        try await client.resetRecoveryData()
        #expect(try await client.isRecoveryDataSet() == false)
        do {
            _ = try await client.recoveryData()
            Issue.record("expected 6F0D")
        } catch {
            #expect(error.statusWord?.rawValue == 0x6F0D)
        }
        await #expect(throws: TonCardError.invalidInput(.recoveryDataNotHex, operation: .addRecoveryData)) {
            try await client.addRecoveryData(hex: "XY")
        }
    }
}
