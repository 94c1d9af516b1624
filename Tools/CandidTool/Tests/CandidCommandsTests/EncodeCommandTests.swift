import Testing

@Suite struct EncodeCommandTests {
    @Test func encodesAnnotatedTextWithoutTypes() async {
        let run = await CapturedRun.candid("encode", "(record { a = 1 : nat })")
        #expect(run.status == 0)
        #expect(run.output == "4449444c016c01617d010001\n")
        #expect(run.error.isEmpty)
    }

    @Test func unannotatedNumbersAreIntAsInDidc() async {
        let run = await CapturedRun.candid("encode", "(1, 1.5, \"hi\")")
        #expect(run.status == 0)
        // int (7c) 1, float64 (72) 1.5, text (71) "hi".
        #expect(run.output == "4449444c00037c727101000000000000f83f026869\n")
    }

    @Test func typesFromTheCommandLineGiveWidthsAndMissingOptFields() async {
        let run = await CapturedRun.candid(
            "encode", "(7, record { a = 1 })", "--types", "(nat8, record { a : nat; b : opt text })")
        #expect(run.status == 0)
        let back = await CapturedRun.candid("decode", run.output, "--types", "(nat8, record { a : nat; b : opt text })")
        #expect(back.output == "(7 : nat8, record { a = 1 : nat; b = null : opt text })\n")
    }

    @Test func encodesAMethodsArgumentsOrResultsFromADidFile() async throws {
        let folder = try DidFolder(ledgerFiles)
        defer { folder.remove() }
        let did = folder.path("ledger.did")
        let arguments = await CapturedRun.candid(
            "encode", #"(record { owner = principal "aaaaa-aa" })"#, "--did", did, "--method", "balance_of")
        #expect(arguments.status == 0)
        let decoded = await CapturedRun.candid(
            "decode", arguments.output, "--did", did, "--method", "balance_of", "--args")
        #expect(decoded.output == #"(record { owner = principal "aaaaa-aa"; subaccount = null : opt blob })"# + "\n")

        let results = await CapturedRun.candid(
            "encode", "(variant { Ok = 5 })", "--did", did, "--method", "transfer", "--results")
        #expect(results.status == 0)
        let reply = await CapturedRun.candid("decode", results.output, "--did", did, "--method", "transfer")
        #expect(reply.output == "(variant { Ok = 5 : nat } : variant { Ok : nat; Err : text })\n")
    }

    @Test func readsTheValuesFromStandardInputForADash() async {
        let run = await CapturedRun.candid("encode", "-", input: "(record { a = 1 : nat })\n")
        #expect(run.status == 0)
        #expect(run.output == "4449444c016c01617d010001\n")
    }

    @Test func invalidTextIsInvalidInputWithItsPosition() async {
        let run = await CapturedRun.candid("encode", "(1,")
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("error: invalid Candid values at 1:4:"))
    }

    @Test func aValueOutsideItsTypeIsInvalidInput() async {
        let run = await CapturedRun.candid("encode", "(300)", "--types", "(nat8)")
        #expect(run.status == 1)
        #expect(run.error == "error: the values do not fit the types: argument 0: 300 is out of range for nat8\n")
    }

    @Test func invalidTypesAreInvalidInput() async {
        let run = await CapturedRun.candid("encode", "(1)", "--types", "(record { a : })")
        #expect(run.status == 1)
        #expect(run.error.hasPrefix("error: invalid --types at 1:"))
    }

    @Test func resultsWithoutAMethodIsAUsageError() async {
        let run = await CapturedRun.candid("encode", "(1)", "--results")
        #expect(run.status == 64)
        #expect(run.error.contains("--results needs --did FILE --method NAME"))
    }
}
