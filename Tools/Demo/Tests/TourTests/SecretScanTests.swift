import Testing

@testable import Tour

/// The wallet step's check that no secret reached the screen.
@Suite struct SecretScanTests {
    @Test func aSecretCountsOnlyWhenItStandsAlone() {
        #expect(appearsAsWord("2468", in: "PIN: 2468\n"))
        #expect(appearsAsWord("2468", in: "2468"))
        #expect(appearsAsWord("a tour passphrase", in: "passphrase (a tour passphrase)."))
        // A signature's hex that happens to hold the PIN's digits is not the PIN.
        #expect(!appearsAsWord("2468", in: "│ 4A33997288CFD7FB2C3FF43FF6B71125624684C099F4AF99"))
        #expect(!appearsAsWord("2468", in: "12468 24689"))
        #expect(appearsAsWord("2468", in: "12468 then 2468"))
        #expect(!appearsAsWord("2468", in: ""))
    }
}
