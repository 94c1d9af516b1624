import ArgumentParser

/// The `deeplink` command line: SimpleWallet/MYKEY requests, callbacks, EOS keys and logins.
public struct DeeplinkCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "deeplink",
        abstract: "Reads SimpleWallet/MYKEY deeplinks, converts EOS keys, verifies EOS logins and asks for one.",
        discussion: """
            Requests are simplewallet://eos.io?param=… URLs or their QR text (bare JSON); callbacks \
            are the dapp URLs a wallet opens with result=… (SimpleWallet) or callBackId=…&payload=… \
            (MYKEY). Private keys are never read from the command line: give them on standard \
            input ('-') or in DEEPLINK_PRIVATE_KEY.

            Examples:
              deeplink parse 'simplewallet://eos.io?param=%7B%22action%22%3A%22login%22…'
              deeplink parse 'mydapp://example.com?action=login&result=1'
              deeplink keys convert EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV
              echo "$WIF" | deeplink keys convert -
              deeplink keys generate
              deeplink verify login.json --chain https://eos.greymass.com --uuid 4f1c2a
              deeplink login --dapp "My dApp" --chain https://eos.greymass.com
              deeplink register-handler       # simplewallet:// URLs opened here go to `deeplink open`
              deeplink open 'simplewallet://eos.io?param=…'   # to the deeplink-wallet --desktop

            Exit codes: 0 success; 1 invalid input (a URL, key or login that does not parse, a \
            login that does not verify); 64 usage (bad options, a private key on the command \
            line); 66 a file or standard input could not be read; 70 the chain could not be \
            asked (or `login`'s server could not listen, `open` found no wallet waiting, a file \
            could not be written); 130 and 143 after SIGINT and SIGTERM \
            (`login` stops its server first). Every tool of the workspace uses the same numbers.
            """,
        version: toolVersion,
        subcommands: [
            ParseCommand.self, KeysCommand.self, VerifyCommand.self, LoginCommand.self, OpenCommand.self,
            RegisterHandlerCommand.self,
        ]
    )

    public init() {}
}
