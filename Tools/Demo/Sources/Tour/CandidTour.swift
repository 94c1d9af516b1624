import BigInt
import ByteTools
import Candid
import CandidParser
import Foundation

/// A payment as version 1 of an app declares it.
private struct Payment: Codable, Equatable {
    var to: CandidPrincipal
    var amount: BigUInt
    var memo: String
    var tags: [String]
}

/// Version 2 adds an optional fee: messages written by version 1 must still decode.
private struct PaymentV2: Codable, Equatable {
    var to: CandidPrincipal
    var amount: BigUInt
    var memo: String
    var tags: [String]
    var fee: BigUInt?
}

/// An ICRC-1-style ledger, cut down to what the tour calls.
private let ledgerDid = """
    type Account = record { owner : principal; subaccount : opt blob };
    type TransferArg = record { to : Account; amount : nat; memo : opt blob };
    type TransferError = variant { InsufficientFunds : record { balance : nat }; TooOld };
    service : {
      icrc1_balance_of : (Account) -> (nat) query;
      icrc1_transfer : (TransferArg) -> (variant { Ok : nat; Err : TransferError });
    }
    """

public let candidTour = TourStep(
    name: "Candid",
    summary: "a Codable struct as a Candid message, decoded at a newer type; a .did file parsed and called"
) { out in
    out.line("-- A Codable struct encoded as a Candid message")
    let payment = Payment(
        to: try CandidPrincipal(text: "ryjl3-tyaaa-aaaaa-aaaba-cai"), amount: 1_500_000,
        memo: "rent", tags: ["home", "monthly"])
    let bytes = try CandidEncoder().encode(payment)
    out.show("encoded (\(bytes.count) bytes)", hex(Array(bytes.prefix(24))) + " ...")
    out.show("Candid type (from the Swift type)", try CandidEncoder().encodeValue(payment).type)
    let wire = try CandidBinary.decode(bytes)
    out.show("at its wire types (ids only)", CandidText.arguments(wire.values))

    out.line("-- Decoded at a newer type with an extra optional field")
    let newer = try CandidDecoder().decode(PaymentV2.self, from: bytes)
    out.show("PaymentV2.fee", newer.fee.map { "\($0)" } ?? "nil (the old message has no fee)")
    let newerType = try CandidEncoder().encodeValue(newer).type
    out.show("newer Candid type", newerType)
    out.show("as Candid text at the newer type", CandidText.arguments(try CandidBinary.decode(bytes, as: [newerType])))
    var withFee = newer
    withFee.fee = 10_000
    let older = try CandidDecoder().decode(Payment.self, from: try CandidEncoder().encode(withFee))
    out.show("a V2 message read by V1", older == payment ? "equal to the original (fee skipped)" : "FAILED")

    out.line("-- A .did file parsed and type-checked, a method's types shown")
    let ledger = try CandidInterface(parsing: ledgerDid)
    for (name, function) in ledger.methods {
        out.show(name, CandidText.functionText(function))
    }
    guard let transfer = ledger.method("icrc1_transfer") else {
        out.show("icrc1_transfer", "missing: FAILED")
        return
    }
    out.show("icrc1_transfer arguments", transfer.arguments.map(\.description).joined(separator: ", "))
    out.show("TransferArg resolves to", ledger.environment.resolve(.named("TransferArg")) ?? .empty)

    out.line("-- Calling it: arguments from Candid text, a reply decoded at the method's results")
    let argumentText = #"(record { to = record { owner = principal "aaaaa-aa" }; amount = 250_000 })"#
    let arguments = try CandidTextValue.typed(
        try CandidTextValue.parseArguments(argumentText),
        as: transfer.arguments, in: ledger.environment)
    out.show("arguments, typed", CandidText.arguments(arguments))
    let argumentBytes = try CandidBinary.encode(arguments, types: transfer.arguments, environment: ledger.environment)
    out.show("encoded (\(argumentBytes.count) bytes)", hex(Array(argumentBytes.prefix(24))) + " ...")
    let reply = try CandidBinary.encode(
        [
            .variant(
                CandidField(
                    "Err",
                    .variant(CandidField("InsufficientFunds", .record(sorting: [CandidField("balance", .nat(42))])))))
        ],
        types: transfer.results, environment: ledger.environment)
    out.show(
        "reply, decoded at the results",
        CandidText.arguments(
            try CandidBinary.decode(reply, as: transfer.results, environment: ledger.environment)))

    out.line("-- Bad input: typed errors with a line and column or a byte offset, never a trap")
    do {
        _ = try CandidInterface(parsing: "type A = record { a : nat };\nservice : { f : (A) -> (Missing) }")
    } catch {
        out.show("undefined type in a .did", "error: \(error)")
    }
    do {
        _ = try CandidTextValue.typed(try CandidTextValue.parseArguments("(300)"), as: [.nat8])
    } catch {
        out.show("(300) as nat8", "error: \(error)")
    }
    let bomb: [UInt8] = Array("DIDL".utf8) + [0x01, 0x6d, 0x7f, 0x01, 0x00, 0x80, 0x94, 0xeb, 0xdc, 0x03]
    do {
        _ = try CandidBinary.decode(bomb, as: [.vec(.null)])
    } catch {
        out.show("vec null of 10^9 (\(bomb.count) bytes)", "error: \(error)")
    }
}
