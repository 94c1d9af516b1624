import BigInt
import BigNum
import ByteTools
import ByteToolsTesting

private let valueCount = 1_000_000
private let amountCount = 100_000

/// Unsigned values with a uniformly random bit length, so 1- to 10-byte encodings all occur.
private func mixedUInt64s(seed: UInt64) -> [UInt64] {
    var rng = SplitMix64(seed: seed)
    return (0..<valueCount).map { _ in
        let bits = rng.next() % 65
        return bits == 0 ? 0 : rng.next() >> (64 - bits)
    }
}

private func mixedInt64s(seed: UInt64) -> [Int64] {
    var rng = SplitMix64(seed: seed)
    return (0..<valueCount).map { _ in
        let bits = rng.next() % 64
        let magnitude = bits == 0 ? 0 : Int64(bitPattern: rng.next() >> (64 - bits))
        return rng.next() & 1 == 0 ? magnitude : ~magnitude
    }
}

/// Arbitrary-precision values of 0 to 256 bits (amounts, token supplies, 256-bit EVM words).
private func mixedBigUInts(seed: UInt64) -> [BigUInt] {
    var rng = SplitMix64(seed: seed)
    return (0..<valueCount).map { _ in
        let bits = Int(rng.next() % 257)
        if bits == 0 { return 0 }
        var words = (0..<((bits + 63) / 64)).map { _ in UInt(rng.next()) }
        words[words.count - 1] >>= UInt(words.count * 64 - bits)
        return BigUInt(words: words)
    }
}

private func mixedBigInts(seed: UInt64) -> [BigInt] {
    var rng = SplitMix64(seed: seed)
    return mixedBigUInts(seed: seed).map { BigInt(sign: rng.next() & 1 == 0 ? .plus : .minus, magnitude: $0) }
}

private func encodeAll<T>(_ values: [T], _ encode: (T, inout [UInt8]) -> Void) -> [UInt8] {
    var bytes: [UInt8] = []
    for value in values { encode(value, &bytes) }
    return bytes
}

/// Realistic amount strings across all built-in currencies and scales.
private func amountStrings() -> [String] {
    var rng = SplitMix64(seed: 0xA40)
    let units: [(String, Int)] = [
        ("wei", 0), ("gwei", 9), ("ETH", 18), ("e8s", 0), ("ICP", 8), ("nanoton", 0), ("TON", 9), ("EOS", 4),
    ]
    return (0..<amountCount).map { _ in
        let (symbol, exponent) = units[Int(rng.next() % UInt64(units.count))]
        var text = String(rng.next() % 10_000_000)
        let fraction = symbol == "EOS" ? 4 : (exponent == 0 ? 0 : Int(rng.next() % UInt64(exponent + 1)))
        if fraction > 0 {
            text += "." + (0..<fraction).map { _ in String(rng.next() % 10) }.joined()
        }
        return text + " " + symbol
    }
}

func bigNumBenchmarks() -> [Benchmark] {
    [
        Benchmark(name: "BigNum.leb128Encode", operations: valueCount) {
            let values = mixedUInt64s(seed: 1)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(values.count * 10)
            return {
                bytes.removeAll(keepingCapacity: true)
                for value in values { LEB128.encode(value, into: &bytes) }
                return UInt64(bytes.count)
            }
        },
        Benchmark(name: "BigNum.leb128Decode", operations: valueCount) {
            let bytes = encodeAll(mixedUInt64s(seed: 1)) { LEB128.encode($0, into: &$1) }
            return {
                var reader = ByteReader(bytes)
                var sum: UInt64 = 0
                for _ in 0..<valueCount {
                    sum &+= (try? LEB128.decode(UInt64.self, from: &reader)) ?? 0
                }
                return sum
            }
        },
        Benchmark(name: "BigNum.leb128EncodeBigUInt", operations: valueCount) {
            let values = mixedBigUInts(seed: 2)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(values.count * 37)
            return {
                bytes.removeAll(keepingCapacity: true)
                for value in values { LEB128.encode(value, into: &bytes) }
                return UInt64(bytes.count)
            }
        },
        Benchmark(name: "BigNum.leb128DecodeBigUInt", operations: valueCount) {
            let bytes = encodeAll(mixedBigUInts(seed: 2)) { LEB128.encode($0, into: &$1) }
            return {
                var reader = ByteReader(bytes)
                var sum: UInt64 = 0
                for _ in 0..<valueCount {
                    let value = (try? LEB128.decode(BigUInt.self, from: &reader)) ?? 0
                    sum &+= UInt64(value.bitWidth)
                }
                return sum
            }
        },
        Benchmark(name: "BigNum.sleb128Encode", operations: valueCount) {
            let values = mixedInt64s(seed: 3)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(values.count * 10)
            return {
                bytes.removeAll(keepingCapacity: true)
                for value in values { SLEB128.encode(value, into: &bytes) }
                return UInt64(bytes.count)
            }
        },
        Benchmark(name: "BigNum.sleb128Decode", operations: valueCount) {
            let bytes = encodeAll(mixedInt64s(seed: 3)) { SLEB128.encode($0, into: &$1) }
            return {
                var reader = ByteReader(bytes)
                var sum: UInt64 = 0
                for _ in 0..<valueCount {
                    sum &+= UInt64(bitPattern: (try? SLEB128.decode(Int64.self, from: &reader)) ?? 0)
                }
                return sum
            }
        },
        Benchmark(name: "BigNum.sleb128EncodeBigInt", operations: valueCount) {
            let values = mixedBigInts(seed: 4)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(values.count * 37)
            return {
                bytes.removeAll(keepingCapacity: true)
                for value in values { SLEB128.encode(value, into: &bytes) }
                return UInt64(bytes.count)
            }
        },
        Benchmark(name: "BigNum.sleb128DecodeBigInt", operations: valueCount) {
            let bytes = encodeAll(mixedBigInts(seed: 4)) { SLEB128.encode($0, into: &$1) }
            return {
                var reader = ByteReader(bytes)
                var sum: UInt64 = 0
                for _ in 0..<valueCount {
                    let value = (try? SLEB128.decode(BigInt.self, from: &reader)) ?? 0
                    sum &+= UInt64(value.bitWidth)
                }
                return sum
            }
        },
        Benchmark(name: "BigNum.amountParseFormat", operations: amountCount) {
            let texts = amountStrings()
            return {
                var sum: UInt64 = 0
                for text in texts {
                    if let amount = try? Amount(parsing: text) {
                        sum &+= UInt64(amount.description.utf8.count)
                    }
                }
                return sum
            }
        },
    ]
}
