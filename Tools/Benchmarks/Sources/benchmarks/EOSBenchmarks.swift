import BigNum
import ByteToolsTesting
import EOSAssets
import EOSKeys

// EOS.sign         canonical EOS signatures/s of login texts (`EOSPrivateKey.signature(for:)`);
//                  until the keys moved to the EOS package this figure was `Deeplink.sign`
// EOS.parseAsset   asset texts/s parsed (`EOSAsset(parsing:)`: the symbol checked, the amount
//                  range-checked through its BigNum currency), written to eosio's 16 bytes and
//                  read back

private let signatureCount = 2_000
private let assetCount = 100_000

/// V4 of the SimpleWallet spec (§7), the EOSIO development key.
private let signingKeyWIF = "5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3"

/// Asset texts as transfers carry them: a few tokens and precisions, amounts of every size.
private func assetTexts() -> [String] {
    var rng = SplitMix64(seed: 0xE05)
    let symbols: [(code: String, precision: Int)] = [("EOS", 4), ("JUNGLE", 4), ("WAX", 8), ("USDT", 4), ("TKN", 0)]
    return (0..<assetCount).map { _ in
        let symbol = symbols[rng.below(symbols.count)]
        let whole = String(rng.next() % 10_000_000)
        let fraction = String((0..<symbol.precision).map { _ in Character(String(rng.below(10))) })
        return (fraction.isEmpty ? whole : whole + "." + fraction) + " " + symbol.code
    }
}

func eosBenchmarks() -> [Benchmark] {
    [
        Benchmark(name: "EOS.sign", operations: signatureCount) {
            guard let key = try? EOSPrivateKey(signingKeyWIF) else { return nil }
            let messages = (0..<signatureCount).map { Array("1700000000benchaccountbench-login-\($0)mykey".utf8) }
            return {
                var sum: UInt64 = 0
                for message in messages {
                    if let signature = try? key.signature(for: message) { sum &+= UInt64(signature.header) }
                }
                return sum
            }
        },
        Benchmark(name: "EOS.parseAsset", operations: assetCount) {
            let texts = assetTexts()
            // A setup that does not parse would time the error path.
            guard texts.allSatisfy({ (try? EOSAsset(parsing: $0)) != nil }) else { return nil }
            return {
                var sum: UInt64 = 0
                for text in texts {
                    guard let asset = try? EOSAsset(parsing: text) else { continue }
                    var reader = ByteReader(asset.serialized)
                    if let read = try? EOSAsset(from: &reader) { sum &+= UInt64(truncatingIfNeeded: read.amount) }
                }
                return sum
            }
        },
    ]
}
