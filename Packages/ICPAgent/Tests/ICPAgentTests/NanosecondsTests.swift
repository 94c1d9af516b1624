import Foundation
import ICPAgent
import Testing

/// Seconds to the IC's 64-bit nanoseconds: exact where it can be, clamped where it cannot.
@Suite struct NanosecondsTests {
    @Test func ordinaryTimesConvert() {
        #expect(Nanoseconds.from(seconds: 1.5) == 1_500_000_000)
        #expect(Nanoseconds.since1970(Date(timeIntervalSince1970: 1_800_000_000)) == 1_800_000_000_000_000_000)
    }

    @Test(arguments: [-1.0, -.infinity, .nan, 0])
    func nothingBelowZero(_ seconds: Double) {
        #expect(Nanoseconds.from(seconds: seconds) == 0)
    }

    @Test(arguments: [1e11, .infinity, .greatestFiniteMagnitude])
    func beyond2To64IsTheTop(_ seconds: Double) {
        #expect(Nanoseconds.from(seconds: seconds) == .max)
    }

    @Test func aClockFarInTheFutureMakesAnExpiryNotATrap() {
        #expect(IngressExpiry.make(now: .distantFuture) == .max)
        #expect(
            IngressExpiry.make(now: Date(timeIntervalSince1970: 1_800_000_000)) == 1_800_000_180_000_000_000
                - (1_800_000_180 % 60) * 1_000_000_000)
    }
}
