import Testing
import Tour

/// `make demo` is the project's main job; these tests keep every step of it working.
@Suite struct TourTests {
    @Test(arguments: TourStep.all.map(\.name))
    func everyStepRunsAndShowsSomething(_ name: String) async throws {
        let step = try #require(TourStep.all.first { $0.name == name })
        var transcript = Transcript()
        try await step.run(&transcript)
        #expect(transcript.lines.count > 5)
        #expect(!transcript.lines.contains { $0.contains("FAILED") })
    }

    @Test func theBigNumStepShowsExactAmountsAndLEB128() async throws {
        var transcript = Transcript()
        try await #require(TourStep.all.first { $0.name == "BigNum" }).run(&transcript)
        let text = transcript.lines.joined(separator: "\n")
        #expect(text.contains("0.00049 ETH"))
        #expect(text.contains("490000 gwei"))
        #expect(text.contains("1000000000000000000"))
        #expect(text.contains("e5 8e 26"))
        #expect(text.contains("1.3100 EOS"))
    }

    @Test func theCandidStepDecodesAtANewerTypeAndCallsADidMethod() async throws {
        var transcript = Transcript()
        try await #require(TourStep.all.first { $0.name == "Candid" }).run(&transcript)
        let text = transcript.lines.joined(separator: "\n")
        #expect(text.contains("44 49 44 4c"))
        #expect(text.contains("nil (the old message has no fee)"))
        #expect(text.contains("fee = null"))
        #expect(text.contains("icrc1_transfer                     (TransferArg) -> (variant { Ok : nat; Err : TransferError })"))
        #expect(text.contains("InsufficientFunds = record { balance = 42 }"))
        #expect(text.contains("decoding quota"))
    }

    @Test func theBLSStepVerifiesAMainnetCertificate() async throws {
        var transcript = Transcript()
        try await #require(TourStep.all.first { $0.name == "BLS" }).run(&transcript)
        let text = transcript.lines.joined(separator: "\n")
        #expect(text.contains("b294b418b11ebe5dd7dd1dcb099e4e0372b9a42aef7a7a37fb4f25667d705ea9"))
        #expect(text.contains("signed by the root key             yes"))
        #expect(text.contains("signed by the subnet               yes"))
        #expect(!text.contains("FAILED"))
    }
}
