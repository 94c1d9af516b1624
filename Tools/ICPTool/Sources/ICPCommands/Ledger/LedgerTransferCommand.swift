import ArgumentParser
import BigNum
import CommandSupport
import ICPAgent
import ICPLedger

/// `icp ledger transfer`: sends ICP, applied at most once.
struct LedgerTransferCommand: ICPSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "transfer",
        abstract: "Sends ICP from the identity's account to another, at most once.",
        discussion: """
            The recipient is --to (an account identifier, 64 hex digits) or --to-principal \
            (its default account). The fee is the ledger's standard 0.0001 ICP unless --fee \
            says otherwise. Every transfer carries a created_at_time (now, or \
            --created-at-time in nanoseconds): a lost answer is retried with the same \
            transaction, and running the command again with the printed created_at_time and \
            the same memo reports the block the transfer is already in instead of paying twice.

            Prints the block index and the created_at_time; "already in block N" when the \
            ledger recognised the transaction. A refusal (insufficient funds, bad fee, too old) \
            is status 1.
            """
    )

    @OptionGroup var replica: ReplicaOptions
    @OptionGroup var ledger: LedgerOptions

    @Argument(help: ArgumentHelp("How much: 1.5, \"1.5 ICP\" or \"150000000 e8s\".", valueName: "amount"))
    var amount: String

    @Option(name: .long, help: ArgumentHelp("The recipient's account identifier, 64 hex digits.", valueName: "hex"))
    var to: String?

    @Option(
        name: .customLong("to-principal"),
        help: ArgumentHelp("The recipient's principal (its default account).", valueName: "text"))
    var toPrincipal: String?

    @Option(name: .long, help: "A number the block records.")
    var memo: UInt64 = 0

    @Option(name: .long, help: ArgumentHelp("The fee; the ledger's standard one by default.", valueName: "amount"))
    var fee: String?

    @Option(name: .long, help: ArgumentHelp("The subaccount that pays: a number, or hex.", valueName: "hex|n"))
    var fromSubaccount: String?

    @Option(
        name: .customLong("created-at-time"),
        help: ArgumentHelp("The deduplication time, nanoseconds since 1970; now by default.", valueName: "ns"))
    var createdAtTime: UInt64?

    func validate() throws {
        guard (to == nil) != (toPrincipal == nil) else {
            throw ValidationError("name the recipient with either --to or --to-principal")
        }
        if let to, (try? AccountIdentifier(hex: to)) == nil {
            throw ValidationError("--to needs 64 hex digits with a valid checksum, not \"\(to)\"")
        }
        if let toPrincipal { _ = try AccountCommand.principal(toPrincipal) }
        _ = try LedgerOptions.amount(amount)
        if let fee { _ = try LedgerOptions.amount(fee) }
        if let fromSubaccount { _ = try AccountCommand.subaccount(fromSubaccount) }
    }

    func execute(io: CommandIO) async throws(ICPToolError) {
        let identity = try replica.signer.load(io: io)
        let recipient: AccountIdentifier
        if let to, let parsed = try? AccountIdentifier(hex: to) {
            recipient = parsed
        } else if let toPrincipal, let owner = try? Principal(text: toPrincipal) {
            recipient = AccountIdentifier(owner: owner)
        } else {
            throw .usage("name the recipient with either --to or --to-principal")
        }
        let value: Amount
        let paid: Amount
        do {
            value = try LedgerOptions.amount(amount)
            paid =
                try fee.map { text throws(ValidationError) in try LedgerOptions.amount(text) } ?? ICPLedger.standardFee
        } catch { throw .usage(error.message) }
        let connection = try await replica.connect(as: identity)
        let receipt: LedgerReceipt
        do {
            receipt = try await ledger.ledger(connection).transfer(
                to: recipient, amount: value, fee: paid, memo: memo,
                fromSubaccount: fromSubaccount.flatMap { try? AccountCommand.subaccount($0) },
                createdAtTime: createdAtTime)
        } catch {
            throw LedgerOptions.failure(error, connection, doing: "the transfer of \(value) to \(recipient)")
        }
        let what =
            receipt.wasAlreadyApplied
            ? "already in block \(receipt.blockIndex) (not applied again)"
            : "transferred in block \(receipt.blockIndex)"
        io.write("\(what); created_at_time \(receipt.createdAtTime)\n")
    }
}
