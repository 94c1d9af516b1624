import Testing

@Suite("deeplink parse: requests, QR text and callbacks")
struct ParseCommandTests {
    /// The spec's decoded login sample (§2.1), as a dapp would put it in a URL.
    static let loginJSON =
        #"{"action":"login","callback":"","dappIcon":"https://bihu.com/favicon.ico","dappName":"币乎","loginMemo":"备注信息","loginUrl":"http://172.16.11.168:8086/api/login/callback","protocol":"SimpleWallet","uuID":"dhsajkhdasjkhdklsah","version":"1.0"}"#

    @Test("a request URL: its fields and its canonical URL; --json gives the JSON back")
    func request() async throws {
        let json = await CapturedRun.deeplink("parse", Self.loginJSON, "--json")
        #expect(json.status == 0)
        #expect(json.output == Self.loginJSON + "\n")
        let described = await CapturedRun.deeplink("parse", Self.loginJSON).output
        let urlLine = try #require(described.split(separator: "\n").first { $0.hasPrefix("url: ") })
        let url = String(urlLine.dropFirst("url: ".count))
        #expect(url.hasPrefix("simplewallet://eos.io?param=%7B%22action%22%3A%22login%22"))
        let fromURL = await CapturedRun.deeplink("parse", url)
        #expect(fromURL.status == 0)
        #expect(fromURL.output.hasPrefix("request: login\n"))
        #expect(fromURL.output.contains("  dappName: 币乎\n"))
        #expect(fromURL.output.contains("  uuID: dhsajkhdasjkhdklsah\n"))
        #expect(fromURL.output.hasSuffix("url: \(url)\n"))
        let stdin = await CapturedRun.deeplink("parse", "-", "--json", input: url + "\n")
        #expect(stdin.output == Self.loginJSON + "\n")
    }

    @Test("callbacks of both routes")
    func callbacks() async {
        let simple = await CapturedRun.deeplink("parse", "appABC://abc.com?action=login&result=1&txID=abc123")
        #expect(simple.status == 0)
        #expect(simple.output == "callback: SimpleWallet\n  outcome: success (result=1)\n  txID: abc123\n")
        let failed = await CapturedRun.deeplink(
            "parse", "myapp://cb?action=transfer&callBackId=ID1&result=10013&payload={\"errorMsg\":\"no money\"}")
        #expect(failed.status == 0)
        #expect(
            failed.output.contains(
                "callback: MYKEY\n  callBackId: ID1\n  outcome: failure 10013: insufficient balance\n"))
        #expect(failed.output.contains("  errorMsg: no money\n"))
        let json = await CapturedRun.deeplink("parse", "--json", "myapp://cb?callBackId=ID2&result=0")
        #expect(json.output == #"{"callBackId":"ID2","result":0,"route":"MYKEY"}"# + "\n")
    }

    @Test(
        "bad input is status 1 with the reason",
        arguments: [
            "https://example.com/", "simplewallet://eos.io?param=%7B%22action", "appABC://abc.com?result=yes",
            "{\"action\":\"dance\"}",
        ])
    func bad(text: String) async {
        let run = await CapturedRun.deeplink("parse", text)
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("error: "))
    }

    @Test("an expired QR request is refused at --now")
    func expired() async {
        let qr =
            #"{"action":"login","dappIcon":"i","dappName":"d","expired":100,"loginUrl":"https://x","protocol":"SimpleWallet","uuID":"u","version":"1.0"}"#
        #expect(await CapturedRun.deeplink("parse", qr, "--now", "99").status == 0)
        let late = await CapturedRun.deeplink("parse", qr, "--now", "101")
        #expect(late.status == 1)
    }
}
