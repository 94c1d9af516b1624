import BigInt
import BigNum
import Candid
import Foundation
import ICPAgent

/// A client for any ICRC-1/ICRC-2 token ledger: balances, transfers, approvals and the token's
/// metadata, every answer verified by the agent. Amounts are exact `Amount`s in the token's
/// ``currency`` (its symbol and decimals), never floating point; transfers are sent so that they
/// apply at most once (see ``transfer(to:amount:fee:memo:fromSubaccount:createdAtTime:)``).
public struct ICRCLedger: Sendable {
    public let client: CanisterClient
    /// The token: its symbol, with the base unit and the display unit `decimals` above it.
    public let currency: Currency
    /// How often a transaction is sent when its answer is lost or the ledger is busy.
    public var attempts = 3

    /// A client for a ledger whose token you know (``ICPLedger`` passes `Currency.icp`).
    public init(agent: Agent, canister: Principal, currency: Currency) {
        client = CanisterClient(agent: agent, canister: canister)
        self.currency = currency
    }

    /// A client for a ledger whose token is read from it: `icrc1_symbol` and `icrc1_decimals`.
    ///
    /// - Throws: ``LedgerError/agent(_:)``, or ``LedgerError/invalidAmount(_:)`` when the symbol
    ///   or decimals make no currency.
    public static func connect(agent: Agent, canister: Principal) async throws(LedgerError) -> ICRCLedger {
        let client = CanisterClient(agent: agent, canister: canister)
        let symbol = try await call { () async throws(AgentError) in try await client(Methods.symbol) }
        let decimals = try await call { () async throws(AgentError) in try await client(Methods.decimals) }
        return ICRCLedger(
            agent: agent, canister: canister, currency: try tokenCurrency(symbol: symbol, decimals: Int(decimals)))
    }

    /// The currency of a token with `symbol` and `decimals`: base units (`e<decimals>s` style,
    /// named after the symbol) and the symbol itself as the display unit.
    public static func tokenCurrency(symbol: String, decimals: Int) throws(LedgerError) -> Currency {
        let code = String(symbol.filter { !$0.isWhitespace }.prefix(12))
        guard !code.isEmpty else { throw .invalidAmount("the ledger's symbol \"\(symbol)\" is empty") }
        let display = Denomination(symbol: code, exponent: decimals)
        let denominations = decimals == 0 ? [display] : [Denomination(symbol: "base-\(code)", exponent: 0), display]
        do { return try Currency(code: code, denominations: denominations, display: code) } catch {
            throw .invalidAmount("the ledger's symbol \"\(symbol)\" with \(decimals) decimals: \(error)")
        }
    }

    // MARK: Reading

    /// The balance of `account`.
    public func balance(of account: ICRC1Account) async throws(LedgerError) -> Amount {
        try amount(
            try await Self.call { () async throws(AgentError) in
                try await client(Methods.balanceOf, ICRCInterface.Account(account))
            })
    }

    /// The fee every transfer and approval pays.
    public func fee() async throws(LedgerError) -> Amount {
        try amount(try await Self.call { () async throws(AgentError) in try await client(Methods.fee) })
    }

    /// All tokens in existence.
    public func totalSupply() async throws(LedgerError) -> Amount {
        try amount(try await Self.call { () async throws(AgentError) in try await client(Methods.totalSupply) })
    }

    public func symbol() async throws(LedgerError) -> String {
        try await Self.call { () async throws(AgentError) in try await client(Methods.symbol) }
    }

    public func name() async throws(LedgerError) -> String {
        try await Self.call { () async throws(AgentError) in try await client(Methods.name) }
    }

    public func decimals() async throws(LedgerError) -> UInt8 {
        try await Self.call { () async throws(AgentError) in try await client(Methods.decimals) }
    }

    /// `icrc1_metadata`, by key (`icrc1:symbol`, `icrc1:fee`, …); a key listed twice keeps its first value.
    public func metadata() async throws(LedgerError) -> [String: ICRCInterface.Value] {
        let entries = try await Self.call { () async throws(AgentError) in try await client(Methods.metadata) }
        return Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// The account that mints (transfers from it) and burns (transfers to it), if the ledger has one.
    public func mintingAccount() async throws(LedgerError) -> ICRC1Account? {
        let account = try await Self.call { () async throws(AgentError) in try await client(Methods.mintingAccount) }
        do { return try account?.checked() } catch { throw .agent(.candid("the minting account: \(error)")) }
    }

    /// What `spender` may still take from `account` (ICRC-2), and until when (nanoseconds).
    public func allowance(of account: ICRC1Account, spender: ICRC1Account) async throws(LedgerError) -> (
        amount: Amount, expiresAt: UInt64?
    ) {
        let answer = try await Self.call { () async throws(AgentError) in
            try await client(
                Methods.allowance,
                ICRCInterface.AllowanceArgs(
                    account: ICRCInterface.Account(account), spender: ICRCInterface.Account(spender)))
        }
        return (try amount(answer.allowance), answer.expiresAt)
    }

    // MARK: Transactions

    /// Sends `amount` from the caller's account (or its `fromSubaccount`) to `to`.
    ///
    /// The transaction carries `createdAtTime` (now on the ledger's clock when nil); a lost
    /// answer or a busy ledger is retried with the same transaction up to ``attempts`` times,
    /// and the ledger's "duplicate of block N" answer comes back as a receipt for block N with
    /// ``LedgerReceipt/wasAlreadyApplied`` set. Sending it again later with the receipt's
    /// `createdAtTime` (within the ledger's 24-hour window) never pays twice.
    ///
    /// - Parameters:
    ///   - to: the receiving account.
    ///   - amount: in ``currency``.
    ///   - fee: the fee the caller agrees to pay; nil lets the ledger take its own.
    ///   - memo: up to 32 bytes the ledger records.
    ///   - fromSubaccount: which of the caller's subaccounts pays; nil for the default one.
    ///   - createdAtTime: nanoseconds since 1970, the deduplication key.
    /// - Throws: ``LedgerError`` with the ledger's reason (`insufficientFunds`, `badFee`, …).
    public func transfer(
        to: ICRC1Account, amount: Amount, fee: Amount? = nil, memo: [UInt8]? = nil, fromSubaccount: Subaccount? = nil,
        createdAtTime: UInt64? = nil
    ) async throws(LedgerError) -> LedgerReceipt {
        let time = createdAtTime ?? ExactlyOnce.now(client.agent)
        let argument = ICRCInterface.TransferArg(
            fromSubaccount: fromSubaccount.map { Data($0.bytes) }, to: ICRCInterface.Account(to),
            amount: try baseUnits(amount),
            fee: try fee.map { f throws(LedgerError) in try baseUnits(f) }, memo: memo.map { Data($0) },
            createdAtTime: time)
        return try await ExactlyOnce.submit(createdAtTime: time, attempts: attempts) { () async throws(LedgerError) in
            try outcome(
                try await Self.call { () async throws(AgentError) in try await client(Methods.transfer, argument) })
        }
    }

    /// Lets `spender` take up to `amount` from the caller's account (ICRC-2), replacing any
    /// earlier approval; sent at most once as ``transfer(to:amount:fee:memo:fromSubaccount:createdAtTime:)`` is.
    ///
    /// - Parameters:
    ///   - spender: who may spend.
    ///   - amount: the new allowance.
    ///   - expectedAllowance: refuse (``LedgerError/allowanceChanged(current:)``) unless the
    ///     current allowance is this.
    ///   - expiresAt: when the approval lapses (nanoseconds since 1970).
    ///   - fee: the fee the caller agrees to pay; nil for the ledger's.
    ///   - memo: up to 32 bytes the ledger records.
    ///   - fromSubaccount: which of the caller's subaccounts it is about.
    ///   - createdAtTime: the deduplication key; now when nil.
    public func approve(
        spender: ICRC1Account, amount: Amount, expectedAllowance: Amount? = nil, expiresAt: UInt64? = nil,
        fee: Amount? = nil,
        memo: [UInt8]? = nil, fromSubaccount: Subaccount? = nil, createdAtTime: UInt64? = nil
    ) async throws(LedgerError) -> LedgerReceipt {
        let time = createdAtTime ?? ExactlyOnce.now(client.agent)
        let argument = ICRCInterface.ApproveArgs(
            fromSubaccount: fromSubaccount.map { Data($0.bytes) }, spender: ICRCInterface.Account(spender),
            amount: try baseUnits(amount),
            expectedAllowance: try expectedAllowance.map { a throws(LedgerError) in try baseUnits(a) },
            expiresAt: expiresAt,
            fee: try fee.map { f throws(LedgerError) in try baseUnits(f) }, memo: memo.map { Data($0) },
            createdAtTime: time)
        return try await ExactlyOnce.submit(createdAtTime: time, attempts: attempts) { () async throws(LedgerError) in
            try outcome(
                try await Self.call { () async throws(AgentError) in try await client(Methods.approve, argument) })
        }
    }

    /// Moves `amount` from `from` to `to` on the caller's allowance (ICRC-2); sent at most once
    /// as ``transfer(to:amount:fee:memo:fromSubaccount:createdAtTime:)`` is.
    ///
    /// - Parameters:
    ///   - from: the account that approved the caller.
    ///   - to: the receiving account.
    ///   - amount: in ``currency``.
    ///   - fee: the fee the caller agrees to pay (taken from `from`); nil for the ledger's.
    ///   - memo: up to 32 bytes the ledger records.
    ///   - spenderSubaccount: which of the caller's subaccounts was approved.
    ///   - createdAtTime: the deduplication key; now when nil.
    public func transferFrom(
        _ from: ICRC1Account, to: ICRC1Account, amount: Amount, fee: Amount? = nil, memo: [UInt8]? = nil,
        spenderSubaccount: Subaccount? = nil, createdAtTime: UInt64? = nil
    ) async throws(LedgerError) -> LedgerReceipt {
        let time = createdAtTime ?? ExactlyOnce.now(client.agent)
        let argument = ICRCInterface.TransferFromArgs(
            spenderSubaccount: spenderSubaccount.map { Data($0.bytes) }, from: ICRCInterface.Account(from),
            to: ICRCInterface.Account(to),
            amount: try baseUnits(amount), fee: try fee.map { f throws(LedgerError) in try baseUnits(f) },
            memo: memo.map { Data($0) },
            createdAtTime: time)
        return try await ExactlyOnce.submit(createdAtTime: time, attempts: attempts) { () async throws(LedgerError) in
            try outcome(
                try await Self.call { () async throws(AgentError) in try await client(Methods.transferFrom, argument) })
        }
    }

    // MARK: Conversions

    /// `baseUnits` of ``currency`` as an amount in its display unit.
    public func amount(_ baseUnits: BigUInt) throws(LedgerError) -> Amount {
        do { return try Amount(baseUnits: BigInt(baseUnits), currency: currency) } catch {
            throw .invalidAmount("\(baseUnits) base units: \(error)")
        }
    }

    /// The base units of `amount`, which must be in ``currency`` and not negative.
    public func baseUnits(_ amount: Amount) throws(LedgerError) -> BigUInt {
        guard amount.currency == currency else { throw .invalidAmount("\(amount) is not in \(currency)") }
        guard !amount.isNegative else { throw .invalidAmount("\(amount) is negative") }
        return amount.baseUnits.magnitude
    }

    private func outcome(_ result: ICRCInterface.TransferResult) throws(LedgerError) -> BigUInt {
        switch result {
        case .ok(let block): return block
        case .err(let error): throw try ledgerError(error)
        }
    }

    /// The typed error for the ledger's refusal.
    func ledgerError(_ error: ICRCInterface.TransferError) throws(LedgerError) -> LedgerError {
        switch error {
        case .badFee(let expected): return .badFee(expected: try amount(expected))
        case .badBurn(let minimum): return .badBurn(minimum: try amount(minimum))
        case .insufficientFunds(let balance): return .insufficientFunds(balance: try amount(balance))
        case .insufficientAllowance(let allowance): return .insufficientAllowance(allowance: try amount(allowance))
        case .allowanceChanged(let current): return .allowanceChanged(current: try amount(current))
        case .expired(let time): return .expired(ledgerTime: time)
        case .tooOld: return .tooOld
        case .createdInFuture(let time): return .createdInFuture(ledgerTime: time)
        case .duplicate(let block): return .duplicate(of: block)
        case .temporarilyUnavailable: return .temporarilyUnavailable
        case let .genericError(code, message): return .generic(code: code, message: message)
        }
    }

    /// Runs an agent call, its failure as ``LedgerError/agent(_:)``.
    static func call<T>(_ body: () async throws(AgentError) -> T) async throws(LedgerError) -> T {
        do { return try await body() } catch { throw .agent(error) }
    }

    /// The standards' methods.
    public enum Methods {
        public static let balanceOf = ICPFunction<ICRCInterface.Account, BigUInt>("icrc1_balance_of", .query)
        public static let transfer = ICPFunction<ICRCInterface.TransferArg, ICRCInterface.TransferResult>(
            "icrc1_transfer", .update)
        public static let fee = ICPFunction<NoArguments, BigUInt>("icrc1_fee", .query)
        public static let totalSupply = ICPFunction<NoArguments, BigUInt>("icrc1_total_supply", .query)
        public static let symbol = ICPFunction<NoArguments, String>("icrc1_symbol", .query)
        public static let name = ICPFunction<NoArguments, String>("icrc1_name", .query)
        public static let decimals = ICPFunction<NoArguments, UInt8>("icrc1_decimals", .query)
        public static let metadata = ICPFunction<NoArguments, [ICRCInterface.MetadataEntry]>("icrc1_metadata", .query)
        public static let mintingAccount = ICPFunction<NoArguments, ICRCInterface.Account?>(
            "icrc1_minting_account", .query)
        public static let approve = ICPFunction<ICRCInterface.ApproveArgs, ICRCInterface.TransferResult>(
            "icrc2_approve", .update)
        public static let allowance = ICPFunction<ICRCInterface.AllowanceArgs, ICRCInterface.Allowance>(
            "icrc2_allowance", .query)
        public static let transferFrom = ICPFunction<ICRCInterface.TransferFromArgs, ICRCInterface.TransferResult>(
            "icrc2_transfer_from", .update)
    }
}
