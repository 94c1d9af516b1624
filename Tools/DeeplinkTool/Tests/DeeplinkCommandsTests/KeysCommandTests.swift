import EOSKeys
import Testing

@Suite("deeplink keys: forms of keys, and private keys never from argv")
struct KeysCommandTests {
    static let v4WIF = "5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3"
    static let v4Public =
        "public key: EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV\npublic key (K1): PUB_K1_6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5BoDq63\n"

    @Test("a public key in either form prints both (spec §4.5)")
    func publicKey() async {
        let legacy = await CapturedRun.deeplink(
            "keys", "convert", "EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV")
        #expect(legacy.status == 0)
        #expect(legacy.output == Self.v4Public)
        let k1 = await CapturedRun.deeplink(
            "keys", "convert", "PUB_K1_6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5BoDq63")
        #expect(k1.output == Self.v4Public)
    }

    @Test("a private key from standard input or the environment; on argv it is refused unread")
    func privateKey() async {
        let expected =
            "private key (WIF): \(Self.v4WIF)\nprivate key (K1): PVT_K1_2bfGi9rYsXQSXXTvJbDAPhHLQUojjaNLomdm3cEJ1XTzMqUt3V\n"
            + Self.v4Public
        let stdin = await CapturedRun.deeplink("keys", "convert", "-", input: Self.v4WIF + "\n")
        #expect(stdin.status == 0)
        #expect(stdin.output == expected)
        let environment = await CapturedRun.deeplink(
            "keys", "convert", environment: ["DEEPLINK_PRIVATE_KEY": Self.v4WIF])
        #expect(environment.output == expected)
        let argv = await CapturedRun.deeplink("keys", "convert", Self.v4WIF)
        #expect(argv.status == 64)
        #expect(argv.output.isEmpty)
        #expect(!argv.error.contains(Self.v4WIF))
        let nothing = await CapturedRun.deeplink("keys", "convert")
        #expect(nothing.status == 64)
    }

    @Test("a broken key is status 1 and the message does not repeat a private key")
    func broken() async {
        let badChecksum = String(Self.v4WIF.dropLast()) + "4"
        let run = await CapturedRun.deeplink("keys", "convert", "-", input: badChecksum)
        #expect(run.status == 1)
        #expect(!run.error.contains(badChecksum))
        #expect(await CapturedRun.deeplink("keys", "convert", "EOS123").status == 1)
    }

    @Test("generate makes a working pair")
    func generate() async throws {
        let run = await CapturedRun.deeplink("keys", "generate")
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        let wif = try #require(lines.first?.split(separator: " ").last).description
        let publicText = try #require(lines[2].split(separator: " ").last).description
        #expect(try EOSPrivateKey(wif).publicKey == EOSPublicKey(publicText))
    }
}
