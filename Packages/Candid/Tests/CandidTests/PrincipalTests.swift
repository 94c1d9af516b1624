import Candid
import Testing

@Suite struct PrincipalTests {
    @Test(arguments: [
        ("aaaaa-aa", ""), ("w7x7r-cok77-xa", "caffee"), ("2chl6-4hpzw-vqaaa-aaaaa-c", "efcdab000000000001"),
        ("ryjl3-tyaaa-aaaaa-aaaba-cai", "00000000000000020101"),
    ])
    func textRoundTrips(_ text: String, _ bytes: String) throws {
        let principal = try CandidPrincipal(text: text)
        #expect(principal.bytes == hex(bytes))
        #expect(principal.description == text)
    }

    @Test(arguments: ["aaaaa-ab", "w7x7r-cok77-x", "", "!!!", "w7x7rcok77xa"])
    func badTextIsRejected(_ text: String) {
        #expect(throws: CandidPrincipalError.self) { try CandidPrincipal(text: text) }
    }

    @Test func longPrincipalsAreRejected() {
        #expect(throws: CandidPrincipalError.tooLong(30)) { try CandidPrincipal(bytes: Array(repeating: 1, count: 30)) }
    }
}
