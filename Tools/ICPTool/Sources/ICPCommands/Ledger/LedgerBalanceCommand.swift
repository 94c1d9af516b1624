import ArgumentParser
import BigNum
import CommandSupport
import ICPAgent
import ICPLedger

/// `icp ledger balance`: an account's balance.
struct LedgerBalanceCommand: ICPSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "balance",
        abstract: "Prints the ICP balance of an account (the identity's by default).",
        discussion: """
            The account is --account (64 hex digits), or --principal with an optional \
            --subaccount, or the identity's default account. The balance is a verified query \
            answer, printed as "12.5 ICP"; --e8s prints the number of e8s alone.
            """
    )

    @OptionGroup var replica: ReplicaOptions
    @OptionGroup var ledger: LedgerOptions

    @Option(name: .long, help: ArgumentHelp("The account identifier, 64 hex digits.", valueName: "hex"))
    var account: String?

    @Option(name: .long, help: ArgumentHelp("The owner as principal text.", valueName: "text"))
    var principal: String?

    @Option(name: .long, help: ArgumentHelp("The owner's subaccount: a number, or hex.", valueName: "hex|n"))
    var subaccount: String?

    @Flag(name: .long, help: "Print the balance in e8s, as a bare number.")
    var e8s = false

    func validate() throws {
        if account != nil, principal != nil || subaccount != nil {
            throw ValidationError("use either --account or --principal/--subaccount")
        }
        if let account, (try? AccountIdentifier(hex: account)) == nil {
            throw ValidationError("--account needs 64 hex digits with a valid checksum, not \"\(account)\"")
        }
        if let principal { _ = try AccountCommand.principal(principal) }
        if let subaccount { _ = try AccountCommand.subaccount(subaccount) }
    }

    func execute(io: CommandIO) async throws(ICPToolError) {
        let identity = try replica.signer.load(io: io)
        let target: AccountIdentifier
        if let account, let parsed = try? AccountIdentifier(hex: account) {
            target = parsed
        } else {
            let owner = principal.flatMap { try? Principal(text: $0) } ?? identity.sender
            target = AccountIdentifier(
                owner: owner, subaccount: subaccount.flatMap { try? AccountCommand.subaccount($0) } ?? .default)
        }
        let connection = try await replica.connect(as: identity)
        let balance: Amount
        do { balance = try await ledger.ledger(connection).balance(of: target) } catch {
            throw LedgerOptions.failure(error, connection, doing: "reading the balance of \(target)")
        }
        io.write((e8s ? balance.baseUnits.description : balance.description) + "\n")
    }
}
