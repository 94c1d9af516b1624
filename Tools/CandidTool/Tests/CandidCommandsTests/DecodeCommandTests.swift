import Testing

@Suite struct DecodeCommandTests {
    private let message = "4449444c016c01617d010001"  // (record { a = 1 : nat })

    @Test func decodesAtTheWireTypesWithFieldIds() async {
        let run = await CapturedRun.candid("decode", message)
        #expect(run.status == 0)
        #expect(run.output == "(record { 97 = 1 })\n")
    }

    @Test func typesGiveNamesAndSubtyping() async {
        let run = await CapturedRun.candid("decode", message, "--types", "(record { a : nat; b : opt text })")
        #expect(run.status == 0)
        #expect(run.output == "(record { a = 1; b = null })\n")
        // A single type needs no parentheses; nat <: int.
        let bare = await CapturedRun.candid("decode", message, "--types", "record { a : int }")
        #expect(bare.output == "(record { a = 1 })\n")
    }

    @Test func acceptsSpacesUpperCaseAnd0xAndStandardInput() async {
        let spaced = await CapturedRun.candid("decode", "0x44 49 44 4C 01 6C 01 61 7D 01 00 01", "--types", "(record { a : nat })")
        #expect(spaced.output == "(record { a = 1 })\n")
        let piped = await CapturedRun.candid("decode", "-", "--types", "(record { a : nat })", input: message + "\n")
        #expect(piped.output == "(record { a = 1 })\n")
    }

    @Test func decodesAMethodsResultsByDefaultAndArgumentsWithArgs() async throws {
        let folder = try DidFolder(ledgerFiles)
        defer { folder.remove() }
        let did = folder.path("ledger.did")
        // (5 : nat) is a valid reply of balance_of.
        let reply = await CapturedRun.candid("decode", "4449444c00017d05", "--did", did, "--method", "balance_of")
        #expect(reply.status == 0)
        #expect(reply.output == "(5)\n")
        // As arguments, the same bytes are not an Account.
        let asArguments = await CapturedRun.candid("decode", "4449444c00017d05", "--did", did, "--method", "balance_of", "--args")
        #expect(asArguments.status == 1)
        #expect(asArguments.error.hasPrefix("error: cannot decode:"))
    }

    @Test func badHexIsInvalidInput() async {
        let odd = await CapturedRun.candid("decode", "444")
        #expect(odd.status == 1)
        #expect(odd.error == "error: hex has an odd number of digits (3): every byte needs two\n")
        let letters = await CapturedRun.candid("decode", "zz")
        #expect(letters.status == 1)
        #expect(letters.error == "error: invalid hex character \"z\" at position 0: expected 0-9, a-f or A-F\n")
    }

    @Test func bytesThatAreNotCandidAreInvalidInputWithTheOffset() async {
        let run = await CapturedRun.candid("decode", "00010203")
        #expect(run.status == 1)
        #expect(run.error == "error: cannot decode: byte offset 0: not a Candid message (no DIDL magic)\n")
        let bomb = await CapturedRun.candid("decode", "4449444c016d7f0100808094ebdc03", "--types", "(vec null)")
        #expect(bomb.status == 1)
        #expect(bomb.error.contains("quota"))
    }

    @Test func anUnknownMethodIsAUsageErrorListingTheMethods() async throws {
        let folder = try DidFolder(ledgerFiles)
        defer { folder.remove() }
        let run = await CapturedRun.candid("decode", message, "--did", folder.path("ledger.did"), "--method", "nope")
        #expect(run.status == 64)
        #expect(run.error.hasSuffix("has no method nope; its methods: balance_of, transfer\n"))
    }

    @Test(arguments: [
        ["--types", "(nat)", "--did", "x.did", "--method", "m"],
        ["--did", "x.did"],
        ["--method", "m"],
        ["--args"],
        ["--frobnicate"],
    ])
    func conflictingOrIncompleteOptionsAreUsageErrors(_ options: [String]) async {
        let run = await CapturedRun.candid(["decode", message] + options)
        #expect(run.status == 64)
        #expect(run.output.isEmpty)
        #expect(run.error.contains("Usage: candid decode"))
    }

    @Test func anUnreadableDidFileCannotBeRead() async {
        let run = await CapturedRun.candid("decode", message, "--did", "/nonexistent/x.did", "--method", "m")
        #expect(run.status == 66)
        #expect(run.error == "error: cannot read /nonexistent/x.did: no such file\n")
    }
}
