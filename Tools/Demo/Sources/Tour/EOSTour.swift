import BigNum
import EOSAssets

public let eosTour = TourStep(
    name: "EOS assets",
    summary: "EOS assets and symbols with eosio's rules, raw symbols and binary form"
) { out in
    out.line("-- The number of fraction digits is the precision, part of the symbol")
    let stake = try EOSAsset(parsing: "1.3100 EOS")
    out.show("parse \"1.3100 EOS\"", "amount \(stake.amount), symbol \(stake.symbol)")
    out.show("parse \"5 JUNGLE\"", try EOSAsset(parsing: "5 JUNGLE").symbol)
    do {
        _ = try stake.adding(try EOSAsset(parsing: "1.000 EOS"))
    } catch {
        out.show("1.3100 EOS + 1.000 EOS", "error: \(error)")
    }

    out.line("-- eosio's forms: the raw 64-bit symbol and the 16-byte asset")
    out.show("raw symbol of 4,EOS", "0x" + Hex.encode(EOSSymbol.eos.rawValue.bytes(endianness: .big)))
    out.show("binary (eosio)", hex(stake.serialized))
    var reader = ByteReader(stake.serialized)
    out.show("read back", try EOSAsset(from: &reader))

    out.line("-- The same value as a BigNum amount")
    out.show("as Amount + 0.0001 EOS", try stake.amountValue.adding(try Amount(parsing: "0.0001 EOS")))
    do {
        _ = try EOSAsset(parsing: "1.0000 eos")
    } catch {
        out.show("\"1.0000 eos\"", "error: \(error)")
    }
    do {
        _ = try EOSAsset(parsing: "461168601842738.7904 EOS")
    } catch {
        out.show("\"461168601842738.7904 EOS\"", "error: \(error)")
    }
}
