import BigNum
import ByteToolsTesting
import CBOR

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// Throughput of the CBOR codec on the two workloads of the package's issue, reported in MB/s
// (10^6 bytes of CBOR per second, the unit cbor2's figures are quoted in):
//   A: a ~1 MB array of 4096 maps {"id", "name", "data", "tags", "neg", "flag"}, the shape of
//      typical API payloads: short keys, a mix of integers, text and mid-sized byte strings.
//   B: one 1 MiB byte string, the shape of a canister module upload: pure copying.

private let recordCount = 4096

/// One record of workload A, also used for the Codable benchmarks.
struct WorkloadRecord: Codable {
    var id: UInt64
    var name: String
    var data: Data
    var tags: Tags
    var neg: Int64
    var flag: Bool

    /// `[uint, uint, text]`: a heterogeneous array, so it is coded by hand.
    struct Tags: Codable {
        var first: UInt64
        var second: UInt64
        var label: String

        init(first: UInt64, second: UInt64, label: String) {
            self.first = first
            self.second = second
            self.label = label
        }

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            first = try container.decode(UInt64.self)
            second = try container.decode(UInt64.self)
            label = try container.decode(String.self)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(first)
            try container.encode(second)
            try container.encode(label)
        }
    }
}

/// Workload A's records from a fixed seed, so every run and machine measures the same bytes.
func workloadRecords() -> [WorkloadRecord] {
    var rng = SplitMix64(seed: 0xC0B0_A)
    func bits(_ count: UInt64) -> UInt64 { count == 0 ? 0 : rng.next() >> (64 - count) }
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    return (0..<recordCount).map { _ in
        let name = String((0..<20).map { _ in letters[Int(rng.next() % 26)] })
        let data = Data((0..<180).map { _ in UInt8(truncatingIfNeeded: rng.next()) })
        let id = bits(rng.next() % 65)
        let tags = WorkloadRecord.Tags(first: bits(32), second: bits(16), label: "tag-\(bits(16))")
        let neg = -1 - Int64(bits(rng.next() % 64))
        return WorkloadRecord(id: id, name: name, data: data, tags: tags, neg: neg, flag: rng.next() & 1 == 0)
    }
}

func workloadA() -> CBOR {
    .array(
        workloadRecords().map { record in
            [
                "id": .unsigned(record.id),
                "name": .text(record.name),
                "data": .bytes([UInt8](record.data)),
                "tags": [.unsigned(record.tags.first), .unsigned(record.tags.second), .text(record.tags.label)],
                "neg": CBOR(record.neg),
                "flag": .bool(record.flag),
            ]
        })
}

func workloadB() -> CBOR {
    var rng = SplitMix64(seed: 0xB)
    return .bytes((0..<(1 << 20)).map { _ in UInt8(truncatingIfNeeded: rng.next()) })
}

/// Bytes of a workload, encoded once outside the timed region.
private func encodedOrEmpty(_ value: CBOR, options: CBOREncodingOptions = .default) -> [UInt8] {
    (try? value.encoded(options: options)) ?? []
}

// Built once, on first use, and shared by the benchmarks below.
private let recordsA = workloadRecords()
private let valueA = workloadA()
private let bytesA = encodedOrEmpty(valueA)
private let valueB = workloadB()
private let bytesB = encodedOrEmpty(valueB)

/// The CBOR figures are throughput, so `operations` counts bytes and `runThroughput` prints MB/s.
func cborBenchmarks() -> [Benchmark] {
    [
        Benchmark(name: "CBOR.decodeA", bytes: bytesA.count) {
            let bytes = bytesA
            return {
                guard case .array(let items)? = try? CBOR(decoding: bytes) else { return 0 }
                return UInt64(items.count)
            }
        },
        Benchmark(name: "CBOR.encodeA", bytes: bytesA.count) {
            let value = valueA
            return { UInt64((try? value.encoded())?.count ?? 0) }
        },
        Benchmark(name: "CBOR.decodeB", bytes: bytesB.count) {
            let bytes = bytesB
            return {
                guard case .bytes(let content)? = try? CBOR(decoding: bytes) else { return 0 }
                return UInt64(content.count)
            }
        },
        Benchmark(name: "CBOR.encodeB", bytes: bytesB.count) {
            let value = valueB
            return { UInt64((try? value.encoded())?.count ?? 0) }
        },
        Benchmark(name: "CBOR.decodeADeterministicCheck", bytes: bytesA.count) {
            let bytes = encodedOrEmpty(valueA, options: .deterministic)
            return {
                guard case .array(let items)? = try? CBOR(decoding: bytes, options: .deterministic) else { return 0 }
                return UInt64(items.count)
            }
        },
        Benchmark(name: "CBOR.encodeADeterministic", bytes: bytesA.count) {
            let value = valueA
            return { UInt64((try? value.encoded(options: .deterministic))?.count ?? 0) }
        },
        Benchmark(name: "CBOR.codableDecodeA", bytes: bytesA.count) {
            let bytes = (try? CBOREncoder().encode(recordsA)) ?? []
            let decoder = CBORDecoder()
            return { UInt64((try? decoder.decode([WorkloadRecord].self, from: bytes))?.count ?? 0) }
        },
        Benchmark(name: "CBOR.codableEncodeA", bytes: bytesA.count) {
            let records = recordsA
            let encoder = CBOREncoder()
            return { UInt64((try? encoder.encode(records))?.count ?? 0) }
        },
    ]
}
