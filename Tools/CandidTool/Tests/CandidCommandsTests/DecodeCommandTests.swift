import Testing

@Suite struct DecodeCommandTests {
    private let message = "4449444c016c01617d010001"  // (record { a = 1 : nat })

    @Test func decodesAtTheWireTypesWithFieldIds() async {
        let run = await CapturedRun.candid("decode", message)
        #expect(run.status == 0)
        #expect(run.output == "(record { 97 = 1 : nat })\n")
    }

    @Test func typesGiveNamesAndSubtyping() async {
        let run = await CapturedRun.candid("decode", message, "--types", "(record { a : nat; b : opt text })")
        #expect(run.status == 0)
        #expect(run.output == "(record { a = 1 : nat; b = null : opt text })\n")
        // A single type needs no parentheses; nat <: int.
        let bare = await CapturedRun.candid("decode", message, "--types", "record { a : int }")
        #expect(bare.output == "(record { a = 1 })\n")
    }

    @Test func acceptsSpacesUpperCaseAnd0xAndStandardInput() async {
        let spaced = await CapturedRun.candid(
            "decode", "0x44 49 44 4C 01 6C 01 61 7D 01 00 01", "--types", "(record { a : nat })")
        #expect(spaced.output == "(record { a = 1 : nat })\n")
        let piped = await CapturedRun.candid("decode", "-", "--types", "(record { a : nat })", input: message + "\n")
        #expect(piped.output == "(record { a = 1 : nat })\n")
    }

    @Test func decodesAMethodsResultsByDefaultAndArgumentsWithArgs() async throws {
        let folder = try DidFolder(ledgerFiles)
        defer { folder.remove() }
        let did = folder.path("ledger.did")
        // (5 : nat) is a valid reply of balance_of.
        let reply = await CapturedRun.candid("decode", "4449444c00017d05", "--did", did, "--method", "balance_of")
        #expect(reply.status == 0)
        #expect(reply.output == "(5 : nat)\n")
        // As arguments, the same bytes are not an Account.
        let asArguments = await CapturedRun.candid(
            "decode", "4449444c00017d05", "--did", did, "--method", "balance_of", "--args")
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

/// `candid decode HEX | candid encode` gives HEX back, with no types on either side: the
/// decoded text carries the annotations the typeless encoder needs.
@Suite struct DecodeEncodeRoundTripTests {
    /// Messages whose values alone would encode at other types: `nat` and widths, an empty
    /// vector, a `null` option, a variant with more cases than the value shows, `reserved`,
    /// float32, a function reference with a signature, a service, a blob, nested options.
    static let messages: [String] = [
        "(127 : nat, -3 : int)",
        "(vec {} : vec text, null : opt int)",
        "(variant { Ok = 5 : nat } : variant { Ok : nat; Err : text })",
        "(null : reserved, 1.5 : float32, 2.25 : float64)",
        #"(func "ryjl3-tyaaa-aaaaa-aaaba-cai".icrc1_fee : func (nat) -> (text) query)"#,
        #"(service "aaaaa-aa" : service { get : () -> (nat) })"#,
        #"(record { 1 = blob "\00\ff"; 2 = vec { opt (opt (3 : nat8)); null } : vec opt opt nat8 })"#,
        "(vec { variant { a }; variant { b = 300 : nat16 } } : vec variant { a; b : nat16 })",
        #"(record { owner = principal "aaaaa-aa"; subaccount = null : opt blob })"#,
    ]

    @Test(arguments: messages)
    func decodeThenEncodeGivesTheSameBytes(_ text: String) async {
        let encoded = await CapturedRun.candid("encode", text)
        #expect(encoded.status == 0, "\(encoded.error)")
        let hex = encoded.output.trimmingCharacters(in: .whitespacesAndNewlines)
        let decoded = await CapturedRun.candid("decode", hex)
        #expect(decoded.status == 0, "\(decoded.error)")
        let again = await CapturedRun.candid("encode", "-", input: decoded.output)
        #expect(again.status == 0, "\(again.error) for \(decoded.output)")
        #expect(again.output.trimmingCharacters(in: .whitespacesAndNewlines) == hex, "\(text) → \(decoded.output)")
    }
}
