import BigInt
import BigNum
import Candid
import Foundation
import ICPAgent
import ICPLedger

extension SimulatedLedger {
    /// Installs the ledger and its archive on `replica`.
    public func install(on replica: ReplicaSimulator) {
        replica.install(canister, methods: ledgerMethods)
        replica.install(
            archive,
            methods: [
                "get_blocks": query { (_, arguments: ICPLedgerInterface.GetBlocksArgs) in self.archivedBlocks(arguments)
                }
            ])
    }

    var ledgerMethods: [String: SimulatedMethod] {
        typealias ICP = ICPLedgerInterface
        typealias ICRC = ICRCInterface
        return [
            // The ICP ledger's own methods.
            "account_balance": query { (_, arguments: ICP.AccountBalanceArgs) throws(LedgerTrap) in
                ICP.Tokens(e8s: self.balances[try LedgerTrap.account(arguments.account), default: 0])
            },
            "transfer": update { (call, arguments: ICP.TransferArgs) throws(LedgerTrap) -> ICP.TransferResult in
                let to = try LedgerTrap.account(arguments.to)
                // A malformed subaccount is refused, never read as the default one: that would
                // spend from an account the caller did not name.
                var subaccount = Subaccount.default
                if let bytes = arguments.fromSubaccount {
                    do { subaccount = try Subaccount(bytes: bytes) } catch {
                        throw LedgerTrap("from_subaccount: \(error)")
                    }
                }
                let from = AccountIdentifier(owner: call.caller, subaccount: subaccount)
                let result = self.transfer(
                    from: from, to: to, amount: BigUInt(arguments.amount.e8s), fee: BigUInt(arguments.fee.e8s),
                    memo: arguments.memo,
                    icrc1Memo: nil, createdAt: arguments.createdAtTime?.timestampNanos, spender: nil)
                switch result {
                case .ok(let index): return .ok(UInt64(index))
                case .err(.badFee(let fee)): return .err(.badFee(expectedFee: .init(e8s: UInt64(fee))))
                case .err(.insufficientFunds(let balance)):
                    return .err(.insufficientFunds(balance: .init(e8s: UInt64(balance))))
                case .err(.tooOld):
                    return .err(
                        .txTooOld(allowedWindowNanos: Nanoseconds.from(seconds: self.configuration.transactionWindow)))
                case .err(.createdInFuture): return .err(.txCreatedInFuture)
                case .err(.duplicate(let index)): return .err(.txDuplicate(duplicateOf: UInt64(index)))
                case .err(let other): throw LedgerTrap("\(other)")
                }
            },
            "transfer_fee": query { (_, _: ICP.TransferFeeArg) in
                ICP.TransferFee(transferFee: .init(e8s: self.configuration.fee))
            },
            "query_blocks": query { (_, arguments: ICP.GetBlocksArgs) in self.queryBlocks(arguments) },
            "symbol": query { (_, _: NoArguments) in ["symbol": self.configuration.symbol] },
            "name": query { (_, _: NoArguments) in ["name": self.configuration.name] },
            "decimals": query { (_, _: NoArguments) in ["decimals": UInt32(self.configuration.decimals)] },
            // ICRC-1.
            "icrc1_balance_of": query { (_, account: ICRC.Account) in
                BigUInt((try? account.checked()).map { self.balances[AccountIdentifier($0), default: 0] } ?? 0)
            },
            "icrc1_transfer": update { (call, arguments: ICRC.TransferArg) in
                guard let to = try? arguments.to.checked(),
                    let from = try? ICRC.Account(owner: call.caller, subaccount: arguments.fromSubaccount).checked()
                else {
                    return ICRC.TransferResult.err(.genericError(errorCode: 1, message: "a subaccount is not 32 bytes"))
                }
                return self.transfer(
                    from: AccountIdentifier(from), to: AccountIdentifier(to), amount: arguments.amount,
                    fee: arguments.fee,
                    memo: 0, icrc1Memo: arguments.memo, createdAt: arguments.createdAtTime, spender: nil)
            },
            "icrc1_fee": query { (_, _: NoArguments) in BigUInt(self.configuration.fee) },
            "icrc1_symbol": query { (_, _: NoArguments) in self.configuration.symbol },
            "icrc1_name": query { (_, _: NoArguments) in self.configuration.name },
            "icrc1_decimals": query { (_, _: NoArguments) in self.configuration.decimals },
            "icrc1_total_supply": query { (_, _: NoArguments) in BigUInt(self.supply) },
            "icrc1_minting_account": query { (_, _: NoArguments) in
                Optional(ICRC.Account(owner: self.configuration.mintingAccount))
            },
            "icrc1_metadata": query { (_, _: NoArguments) in
                [
                    ICRC.MetadataEntry("icrc1:symbol", .text(self.configuration.symbol)),
                    ICRC.MetadataEntry("icrc1:name", .text(self.configuration.name)),
                    ICRC.MetadataEntry("icrc1:decimals", .nat(BigUInt(self.configuration.decimals))),
                    ICRC.MetadataEntry("icrc1:fee", .nat(BigUInt(self.configuration.fee))),
                ]
            },
            "icrc1_supported_standards": query { (_, _: NoArguments) in
                [
                    ["name": "ICRC-1", "url": "https://github.com/dfinity/ICRC-1/tree/main/standards/ICRC-1"],
                    ["name": "ICRC-2", "url": "https://github.com/dfinity/ICRC-1/tree/main/standards/ICRC-2"],
                ]
            },
            // ICRC-2.
            "icrc2_approve": update { (call, arguments: ICRC.ApproveArgs) in
                self.approve(caller: call.caller, arguments)
            },
            "icrc2_allowance": query { (_, arguments: ICRC.AllowanceArgs) in
                guard let owner = try? arguments.account.checked(), let spender = try? arguments.spender.checked()
                else { return ICRC.Allowance(allowance: 0) }
                return self.currentAllowance(owner: AccountIdentifier(owner), spender: AccountIdentifier(spender))
            },
            "icrc2_transfer_from": update { (call, arguments: ICRC.TransferFromArgs) in
                guard let from = try? arguments.from.checked(), let to = try? arguments.to.checked(),
                    let spender = try? ICRC.Account(owner: call.caller, subaccount: arguments.spenderSubaccount)
                        .checked()
                else {
                    return ICRC.TransferResult.err(.genericError(errorCode: 1, message: "a subaccount is not 32 bytes"))
                }
                return self.transfer(
                    from: AccountIdentifier(from), to: AccountIdentifier(to), amount: arguments.amount,
                    fee: arguments.fee,
                    memo: 0, icrc1Memo: arguments.memo, createdAt: arguments.createdAtTime,
                    spender: AccountIdentifier(spender))
            },
        ]
    }

    // MARK: Transactions (called with `lock` held)

    /// A transfer, mint (from the minting account) or burn (to it), checked in the ledger's
    /// order: fee, time window, duplicate, allowance, funds.
    func transfer(
        from: AccountIdentifier, to: AccountIdentifier, amount: BigUInt, fee: BigUInt?, memo: UInt64, icrc1Memo: Data?,
        createdAt: UInt64?, spender: AccountIdentifier?
    ) -> ICRCInterface.TransferResult {
        let minting = AccountIdentifier(owner: configuration.mintingAccount)
        let isMint = from == minting
        let isBurn = to == minting
        let expectedFee: UInt64 = isMint || isBurn ? 0 : configuration.fee
        if let fee, fee != BigUInt(expectedFee) { return .err(.badFee(expectedFee: BigUInt(expectedFee))) }
        if isBurn, amount < BigUInt(configuration.fee) {
            return .err(.badBurn(minBurnAmount: BigUInt(configuration.fee)))
        }
        if let refusal = timeRefusal(createdAt) { return .err(refusal) }
        let balance = balances[from, default: 0]
        guard let e8s = UInt64(exactly: amount) else { return .err(.insufficientFunds(balance: BigUInt(balance))) }
        let stamp = nowStamp
        let operation: ICPLedgerInterface.Operation
        if isMint {
            operation = .mint(to: Data(to.bytes), amount: .init(e8s: e8s))
        } else if isBurn {
            operation = .burn(from: Data(from.bytes), spender: spender.map { Data($0.bytes) }, amount: .init(e8s: e8s))
        } else {
            operation = .transfer(
                from: Data(from.bytes), to: Data(to.bytes), amount: .init(e8s: e8s), fee: .init(e8s: expectedFee),
                spender: spender.map { Data($0.bytes) })
        }
        let transaction = ICPLedgerInterface.Transaction(
            memo: memo, icrc1Memo: icrc1Memo, operation: operation,
            createdAtTime: createdAt.map { .init(timestampNanos: $0) } ?? stamp)
        if createdAt != nil, let index = recent[transaction] { return .err(.duplicate(duplicateOf: BigUInt(index))) }
        let (total, overflow) = e8s.addingReportingOverflow(expectedFee)
        if let spender, spender != from {
            let allowance = currentAllowance(owner: from, spender: spender).allowance
            if overflow || allowance < BigUInt(total) { return .err(.insufficientAllowance(allowance: allowance)) }
        }
        if !isMint, overflow || balance < total { return .err(.insufficientFunds(balance: BigUInt(balance))) }
        if isMint, supply.addingReportingOverflow(e8s).overflow {
            return .err(.genericError(errorCode: 3, message: "the supply would pass 2^64 e8s"))
        }
        return .ok(BigUInt(append(transaction, at: stamp, deduplicated: createdAt != nil)))
    }

    func approve(caller: Principal, _ arguments: ICRCInterface.ApproveArgs) -> ICRCInterface.TransferResult {
        guard let owner = try? ICRCInterface.Account(owner: caller, subaccount: arguments.fromSubaccount).checked(),
            let spender = try? arguments.spender.checked()
        else {
            return .err(.genericError(errorCode: 1, message: "a subaccount is not 32 bytes"))
        }
        let from = AccountIdentifier(owner)
        let to = AccountIdentifier(spender)
        guard from != to else { return .err(.genericError(errorCode: 2, message: "an account cannot approve itself")) }
        if let fee = arguments.fee, fee != BigUInt(configuration.fee) {
            return .err(.badFee(expectedFee: BigUInt(configuration.fee)))
        }
        if let refusal = timeRefusal(arguments.createdAtTime) { return .err(refusal) }
        let stamp = nowStamp
        if let expiry = arguments.expiresAt, expiry <= stamp.timestampNanos {
            return .err(.expired(ledgerTime: stamp.timestampNanos))
        }
        let current = currentAllowance(owner: from, spender: to).allowance
        if let expected = arguments.expectedAllowance, expected != current {
            return .err(.allowanceChanged(currentAllowance: current))
        }
        // An allowance may exceed any balance; the ledger keeps it within 64 bits.
        let amount = UInt64(exactly: arguments.amount) ?? .max
        let transaction = ICPLedgerInterface.Transaction(
            memo: 0, icrc1Memo: arguments.memo,
            operation: .approve(
                from: Data(from.bytes), spender: Data(to.bytes), allowanceE8s: BigInt(amount),
                allowance: .init(e8s: amount),
                fee: .init(e8s: configuration.fee), expiresAt: arguments.expiresAt.map { .init(timestampNanos: $0) },
                expectedAllowance: arguments.expectedAllowance.flatMap { UInt64(exactly: $0) }.map { .init(e8s: $0) }),
            createdAtTime: arguments.createdAtTime.map { .init(timestampNanos: $0) } ?? stamp)
        if arguments.createdAtTime != nil, let index = recent[transaction] {
            return .err(.duplicate(duplicateOf: BigUInt(index)))
        }
        let balance = balances[from, default: 0]
        guard balance >= configuration.fee else { return .err(.insufficientFunds(balance: BigUInt(balance))) }
        return .ok(BigUInt(append(transaction, at: stamp, deduplicated: arguments.createdAtTime != nil)))
    }

    func currentAllowance(owner: AccountIdentifier, spender: AccountIdentifier) -> ICRCInterface.Allowance {
        guard let entry = allowances[AllowanceKey(owner: owner, spender: spender)] else {
            return ICRCInterface.Allowance(allowance: 0)
        }
        if let expiry = entry.expiresAt, expiry <= nowStamp.timestampNanos {
            return ICRCInterface.Allowance(allowance: 0)
        }
        return ICRCInterface.Allowance(allowance: BigUInt(entry.amount), expiresAt: entry.expiresAt)
    }

    /// `TooOld` or `CreatedInFuture` for a `created_at_time` outside the window, else nil.
    private func timeRefusal(_ createdAt: UInt64?) -> ICRCInterface.TransferError? {
        guard let createdAt else { return nil }
        let now = nowStamp.timestampNanos
        let window = Nanoseconds.from(seconds: configuration.transactionWindow)
        let drift = Nanoseconds.from(seconds: configuration.permittedDrift)
        if createdAt &+ window &+ drift < now { return .tooOld }
        if createdAt > now &+ drift { return .createdInFuture(ledgerTime: now) }
        return nil
    }

    // MARK: Blocks

    func queryBlocks(_ arguments: ICPLedgerInterface.GetBlocksArgs) -> ICPLedgerInterface.QueryBlocksResponse {
        let length = UInt64(chain.count)
        let held = UInt64(archivedCount)
        let start = min(arguments.start, length)
        let end = start + min(arguments.length, length - start)
        let first = max(start, held)
        let last = min(end, first + UInt64(configuration.maximumBlocksPerAnswer))
        let blocks = first < last ? Array(chain[Int(first)..<Int(last)]) : []
        var archived: [ICPLedgerInterface.ArchivedBlocksRange] = []
        if start < held {
            archived.append(
                .init(
                    start: start, length: min(end, held) - start,
                    callback: CandidFunctionReference(canister: archive, method: "get_blocks")))
        }
        return .init(
            chainLength: length, certificate: nil, blocks: blocks, firstBlockIndex: first, archivedBlocks: archived)
    }

    func archivedBlocks(_ arguments: ICPLedgerInterface.GetBlocksArgs) -> ICPLedgerInterface.QueryArchiveResult {
        let held = UInt64(archivedCount)
        guard arguments.start < held else {
            return .err(.badFirstBlockIndex(requestedIndex: arguments.start, firstValidIndex: 0))
        }
        let end =
            arguments.start
            + min(arguments.length, held - arguments.start, UInt64(configuration.maximumBlocksPerAnswer))
        return .ok(.init(blocks: Array(chain[Int(arguments.start)..<Int(end)])))
    }

    // MARK: Method plumbing

    /// A query method: the argument decoded as `Arguments`, the reply encoded, under `lock`; a
    /// ``LedgerTrap`` rejects the call as a trapping canister does.
    func query<Arguments: Decodable & Sendable, Reply: Encodable & Sendable>(
        _ body: @escaping @Sendable (SimulatedCall, Arguments) throws(LedgerTrap) -> Reply
    ) -> SimulatedMethod {
        method(isUpdate: false, body)
    }

    /// An update method: refused when called as a query, as a replica refuses it.
    func update<Arguments: Decodable & Sendable, Reply: Encodable & Sendable>(
        _ body: @escaping @Sendable (SimulatedCall, Arguments) throws(LedgerTrap) -> Reply
    ) -> SimulatedMethod {
        method(isUpdate: true, body)
    }

    private func method<Arguments: Decodable & Sendable, Reply: Encodable & Sendable>(
        isUpdate: Bool, _ body: @escaping @Sendable (SimulatedCall, Arguments) throws(LedgerTrap) -> Reply
    ) -> SimulatedMethod {
        SimulatedMethod { [self] call in
            if isUpdate, call.isQuery {
                return .reject(Rejection(code: 5, message: "\(call.method) is an update method", errorCode: "IC0504"))
            }
            let arguments: Arguments
            if let none = NoArguments() as? Arguments {
                arguments = none
            } else {
                do { arguments = try CandidDecoder().decode(Arguments.self, from: call.argument) } catch {
                    return .reject(
                        Rejection(
                            code: 5, message: "\(call.method) could not decode its argument: \(error)",
                            errorCode: "IC0503"))
                }
            }
            let reply: Reply
            lock.lock()
            do throws(LedgerTrap) {
                reply = try body(call, arguments)
                lock.unlock()
            } catch {
                lock.unlock()
                return .reject(
                    Rejection(
                        code: 5, message: "Canister \(call.canister) trapped: \(error.reason)", errorCode: "IC0503"))
            }
            do { return .reply(try CandidEncoder().encode(reply)) } catch {
                return .reject(
                    Rejection(
                        code: 5, message: "\(call.method) could not encode its reply: \(error)", errorCode: "IC0503"))
            }
        }
    }
}

extension AccountIdentifier {
    /// The account identifier of an ICRC-1 account.
    init(_ account: ICRC1Account) {
        self.init(owner: account.owner, subaccount: account.subaccount ?? .default)
    }
}

/// Why a simulated ledger method stops as a trapping canister does (IC0503), for input the real
/// ledger also refuses outright: an account identifier that is not 32 bytes with its checksum,
/// a malformed subaccount.
struct LedgerTrap: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }

    /// `bytes` as an account identifier, or a trap saying why not.
    static func account(_ bytes: Data) throws(LedgerTrap) -> AccountIdentifier {
        do { return try AccountIdentifier(bytes: bytes) } catch {
            throw LedgerTrap("invalid account identifier: \(error)")
        }
    }
}
