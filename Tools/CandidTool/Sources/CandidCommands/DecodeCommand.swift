import ArgumentParser
import ByteTools
import Candid
import CandidParser
import CommandSupport

struct DecodeCommand: CandidSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "decode",
        abstract: "Decodes a binary Candid message given in hex and prints it as Candid text.",
        discussion: """
            Without types the values are printed at their wire types, where record fields have \
            only their numeric ids. With --types, or --did and --method, they are decoded at \
            those types with Candid's subtyping (missing opt fields become null, extra fields \
            are skipped) and fields get their names. A method's results are decoded unless \
            --args is given.

            Examples:
              candid decode 4449444c016c01617d010001
              candid decode 4449444c016c01617d010001 --types '(record { a : nat })'
              candid decode "$REPLY_HEX" --did ledger.did --method icrc1_balance_of
              candid decode "$ARG_HEX" --did ledger.did --method icrc1_transfer --args
            """
    )

    @Argument(
        help: ArgumentHelp("The message in hex (spaces and 0x allowed); '-' reads standard input.", valueName: "hex"))
    var hex: String

    @OptionGroup var typeSource: TypeSourceOptions

    @Flag(name: .long, help: "With --did/--method, decode the method's arguments instead of its results.")
    var args = false

    func validate() throws {
        if args, !typeSource.usesMethod { throw ValidationError("--args needs --did FILE --method NAME") }
    }

    func execute(io: CommandIO) async throws(CandidToolError) {
        let text = try argumentText(hex, io: io, what: "the hex message")
        let bytes: [UInt8]
        do {
            // Lenient: a pasted dump (`0x` prefix, spaces, line breaks) decodes as typed.
            bytes = try Hex.decode(lenient: text)
        } catch {
            throw .invalidInput("\(error)")
        }
        // Printed at the types it was decoded at, annotated where the text alone would read as
        // another type, so `candid encode` of the output gives these bytes back.
        let message: CandidMessage
        do {
            if let (types, environment) = try typeSource.resolve(arguments: args) {
                let values = try CandidBinary.decode(bytes, as: types, environment: environment)
                message = CandidMessage(values: values, types: types, environment: environment)
            } else {
                message = try CandidBinary.decode(bytes)
            }
        } catch let error as CandidToolError {
            throw error
        } catch {
            throw .invalidInput("cannot decode: \(error)")
        }
        io.write(CandidText.arguments(message.values, types: message.types, environment: message.environment) + "\n")
    }
}
