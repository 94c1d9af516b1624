import ArgumentParser
import ByteTools
import Candid
import CandidParser
import CommandSupport

struct EncodeCommand: CandidSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "encode",
        abstract: "Encodes Candid text arguments as a binary message, printed in hex.",
        discussion: """
            Without types, numbers are int (float64 with a fraction) unless annotated, as in \
            didc. With --types or --did/--method the values are checked against the types: \
            ranges, missing opt fields (null), vec nat8 as blob.

            Examples:
              candid encode '(record { a = 1 : nat })'
              candid encode '(42, "hi")' --types '(nat8, text)'
              candid encode '(record { owner = principal "aaaaa-aa" })' --did ledger.did --method icrc1_balance_of
            """
    )

    @Argument(
        help: ArgumentHelp("The arguments as Candid text: '(v1, v2)'; '-' reads standard input.", valueName: "values"))
    var values: String

    @OptionGroup var typeSource: TypeSourceOptions

    @Flag(name: .long, help: "With --did/--method, encode the method's results instead of its arguments.")
    var results = false

    func validate() throws {
        if results, !typeSource.usesMethod { throw ValidationError("--results needs --did FILE --method NAME") }
    }

    func execute(io: CommandIO) async throws(CandidToolError) {
        let text = try argumentText(values, io: io, what: "the values")
        let parsed: [CandidTextValue]
        do {
            parsed = try CandidTextValue.parseArguments(text)
        } catch {
            throw .invalidInput("invalid Candid values at \(error)")
        }
        let (types, environment) =
            try typeSource.resolve(arguments: !results)
            ?? (parsed.map(\.inferredType), CandidTypeEnvironment())
        let typed: [CandidValue]
        do {
            typed = try CandidTextValue.typed(parsed, as: types, in: environment)
        } catch {
            throw .invalidInput("the values do not fit the types: \(error)")
        }
        do {
            io.write(Hex.encode(try CandidBinary.encode(typed, types: types, environment: environment)) + "\n")
        } catch {
            throw .invalidInput("cannot encode: \(error)")
        }
    }
}
