import ArgumentParser
import BigNum
import ICPAgent
import ICPLedger

/// `icp ledger`: the ICP ledger's balances and transfers, every answer verified.
struct LedgerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ledger",
        abstract: "Reads balances and sends ICP on the ICP ledger.",
        discussion: """
            Amounts are exact: "1.5" or "1.5 ICP", or "150000000 e8s"; never rounded. The \
            ledger is mainnet's (ryjl3-tyaaa-aaaaa-aaaba-cai) unless --canister names another, \
            such as the one icp-replica prints.

            Examples:
              icp ledger balance --identity identity.pem
              icp ledger balance --account 1b1f...e2f9 --network http://127.0.0.1:4943 --local
              icp ledger transfer 2.5 --to 1b1f...e2f9 --memo 7 --identity identity.pem
            """,
        subcommands: [LedgerBalanceCommand.self, LedgerTransferCommand.self]
    )
}

/// Options every ledger subcommand shares.
struct LedgerOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The ledger canister.", valueName: "principal"))
    var canister: String = ICPLedger.mainnet.description

    func validate() throws {
        guard (try? Principal(text: canister)) != nil else {
            throw ValidationError("--canister needs a principal, not \"\(canister)\"")
        }
    }

    /// The ledger, reached through `connection`.
    func ledger(_ connection: Connection) -> ICPLedger {
        ICPLedger(agent: connection.agent, canister: (try? Principal(text: canister)) ?? ICPLedger.mainnet)
    }

    /// An amount of ICP as the help describes it.
    static func amount(_ text: String) throws(ValidationError) -> Amount {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let spelled = trimmed.contains(" ") ? trimmed : trimmed + " ICP"
        do {
            let amount = try Amount(parsing: spelled, currencies: [.icp])
            guard !amount.isNegative else { throw ValidationError("an amount cannot be negative: \(text)") }
            return amount
        } catch let error as ValidationError {
            throw error
        } catch {
            throw ValidationError(
                "\"\(text)\" is not an amount of ICP (\(error)); write 1.5, \"1.5 ICP\" or \"150000000 e8s\"")
        }
    }

    /// A ledger failure as the tool reports it: the agent's with its wording, the ledger's
    /// refusal as a failure (status 1).
    static func failure(_ error: LedgerError, _ connection: Connection, doing: String) -> ICPToolError {
        if case .agent(let agentError) = error { return connection.failure(agentError, doing: doing) }
        return .invalidInput("the ledger refused \(doing): \(error)")
    }
}
