import Testing
import TonCard
import WalletApp

/// No pcscd runs for these tests. Whether one runs on the machine or not, the connector answers
/// with a list or with a sentence: both outcomes are checked, so the test does not depend on it.
@Suite("Card tab: the PC/SC connector without a card")
struct PCSCCardConnectorTests {
    @Test("listing readers: a list when pcscd runs, else the sentence that says to start it")
    func readers() async {
        let connector = PCSCCardConnector(reader: nil, keyStore: InMemoryHMACKeyStore())
        do throws(CardWalletError) {
            _ = try await connector.readers()
        } catch {
            #expect(error == .pcscUnavailable)
            #expect(error.description.contains("(pcscd) is not running"))
        }
    }

    @Test("a reader that does not exist: its name when pcscd runs, else pcscd is not running")
    func missingReader() async {
        let connector = PCSCCardConnector(reader: "wallet test: no such reader", keyStore: InMemoryHMACKeyStore())
        do throws(CardWalletError) {
            _ = try await connector.connect()
            Issue.record("connected to a reader that does not exist")
        } catch {
            #expect(error == .pcscUnavailable || error == .readerNotFound("wallet test: no such reader"), "\(error)")
        }
    }
}
