import BigInt
import BigNum
import ByteTools

public let bigNumTour = TourStep(
    name: "BigNum",
    summary: "exact amounts, denominations, fixed-precision tokens, LEB128"
) { out in
    out.line("-- Amounts are exact: parsed and printed without Double")
    let price = try Amount(parsing: "0.00049 ETH")
    out.show("parse \"0.00049 ETH\"", price)
    out.show("base units (wei)", price.baseUnits)
    out.show("as gwei", try price.converted(to: .gwei))
    out.show("as wei", try price.converted(to: .wei))
    out.show("back to ETH", try price.converted(to: .wei).converted(to: .ether))
    out.show("1.5 gwei in ETH", try Amount(parsing: "1.5 gwei").converted(to: .ether))
    out.show("1.5 ICP in e8s", try Amount(parsing: "1.5 ICP").converted(to: .e8s))
    out.show("2.5 TON in nanoton", try Amount(parsing: "2.5 TON").converted(to: .nanoton))

    out.line("-- Rounding only happens when asked for")
    out.show("description", price.description)
    out.show("4 digits, .halfUp", try price.shortDescription(fractionDigits: 4, rounding: .halfUp))
    out.show("4 digits, .down", try price.shortDescription(fractionDigits: 4, rounding: .down))
    do {
        _ = try price.shortDescription(fractionDigits: 4, rounding: .unnecessary)
    } catch {
        out.show("4 digits, .unnecessary", "error: \(error)")
    }
    out.show(
        "1000 wei, 4 digits", try Amount(parsing: "1000 wei").shortDescription(fractionDigits: 4, rounding: .halfUp))
    out.show("1 ETH / 3, .down", try Amount(parsing: "1 ETH").divided(by: 3, rounding: .down))
    do {
        _ = try Amount(parsing: "0.5 wei")
    } catch {
        out.show("\"0.5 wei\"", "error: \(error)")
    }
    out.show("\"0.5 wei\", .halfEven", try Amount(parsing: "0.5 wei", rounding: .halfEven))
    do {
        _ = try Amount(parsing: "1 ETH").adding(try Amount(parsing: "1 ICP"))
    } catch {
        out.show("1 ETH + 1 ICP", "error: \(error)")
    }

    out.line("-- Heimdall-style ether amounts")
    let one = BigInt(1).ether
    out.show("BigInt(1).ether", one)
    out.show("descriptionAsWei", one.descriptionAsWei)
    out.show("descriptionAsEther(4, .halfEven)", try one.descriptionAsEther(fractionDigits: 4, rounding: .halfEven))

    out.line("-- Fixed-precision tokens: 4,EOS is built in, its precision part of the currency")
    let stake = try Amount(parsing: "1.3100 EOS")
    out.show("parse \"1.3100 EOS\"", "\(stake), \(stake.baseUnits) base units of \(stake.currency)")
    out.show("+ 0.0001 EOS", try stake.adding(try Amount(parsing: "0.0001 EOS")))
    let wax = try Currency(token: "WAX", precision: 8)
    out.show("Currency(token: \"WAX\", precision: 8)", try Amount(baseUnits: 2_500, currency: wax))
    do {
        _ = try Amount(parsing: "1.31 EOS")
    } catch {
        out.show("\"1.31 EOS\"", "error: \(error)")
    }

    out.line("-- LEB128 / SLEB128 round trips")
    let unsignedValues: [UInt64] = [0, 127, 128, 624_485, UInt64.max]
    for value in unsignedValues {
        let encoded = LEB128.encode(value)
        var reader = ByteReader(encoded)
        let decoded = try LEB128.decode(UInt64.self, from: &reader)
        out.show("LEB128 \(value)", "\(hex(encoded)) -> \(decoded)")
    }
    let signedValues: [Int64] = [-1, 63, -64, 64, -123_456, Int64.min]
    for value in signedValues {
        let encoded = SLEB128.encode(value)
        var reader = ByteReader(encoded)
        let decoded = try SLEB128.decode(Int64.self, from: &reader)
        out.show("SLEB128 \(value)", "\(hex(encoded)) -> \(decoded)")
    }
    let big = BigUInt(1) << 100
    let bigEncoded = LEB128.encode(big)
    var bigReader = ByteReader(bigEncoded)
    out.show("LEB128 2^100", "\(hex(bigEncoded)) -> \(try LEB128.decode(BigUInt.self, from: &bigReader))")
    var overlong = ByteReader([0x80, 0x00])
    out.show("80 00 leniently (Candid)", try LEB128.decode(UInt64.self, from: &overlong, encoding: .lenient))
    overlong = ByteReader([0x80, 0x00])
    do {
        _ = try LEB128.decode(UInt64.self, from: &overlong)
    } catch {
        out.show("80 00 canonically", "error: \(error)")
    }

    out.line("-- Fixed-width bytes")
    out.show("BigUInt(0xbeef) as 8 bytes", hex(try BigUInt(0xbeef).bytes(count: 8)))
    out.show("BigInt(-2) as 4 bytes (LE)", hex(try BigInt(-2).twosComplementBytes(count: 4, endianness: .little)))
}
