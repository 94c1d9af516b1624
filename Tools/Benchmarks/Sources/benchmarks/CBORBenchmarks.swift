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

// MARK: Against cbor2

/// cbor2 (PyPI; native code) on workload A's bytes: `decode N` decodes them N times, `encode N`
/// encodes the decoded value N times; each answers the total length as its checksum.
private let cbor2Script = """
    import sys, cbor2
    data = open(sys.argv[1], "rb").read()
    value = cbor2.loads(data)
    print("ready", flush=True)
    for line in sys.stdin:
        operation, count = line.split()
        total = 0
        for _ in range(int(count)):
            total += len(cbor2.loads(data)) if operation == "decode" else len(cbor2.dumps(value))
        print(total, flush=True)
    """

/// Documents per round on each side: a round is tens of milliseconds, so the request's pipe
/// round trip is noise.
private let documentsPerRound = 8

/// cbor2 started on workload A's bytes, once per process.
private let cbor2Peer: PythonPeer? = {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
        "cbor-workload-a-\(ProcessInfo.processInfo.processIdentifier).cbor")
    guard (try? Data(bytesA).write(to: file)) != nil else { return nil }
    defer { try? FileManager.default.removeItem(at: file) }
    let peer = PythonPeer.start(cbor2Script, arguments: [file.path], for: "CBOR.…Cbor2")
    // The peer has read the file once it is ready.
    return peer
}()

/// Workload A decoded and encoded by this package and by cbor2 in alternating rounds:
/// `CBOR.decodeADocuments` / `CBOR.decodeACbor2Documents` (1 MB documents/s) and
/// `CBOR.decodeASpeedupOverCbor2` (how many times cbor2's time ours is: issue 34's goal is at
/// least 4 for encoding), the same for encoding.
func cborComparisons() -> [ComparisonBenchmark] {
    let bytes = bytesA
    let value = valueA
    return [
        versusCbor2("decode") {
            guard case .array(let items)? = try? CBOR(decoding: bytes) else { return 0 }
            return UInt64(items.count)
        },
        versusCbor2("encode") { UInt64((try? value.encoded())?.count ?? 0) },
    ]
}

/// `operation` (decode or encode) of workload A by this package, `document` doing one, against
/// the same by cbor2, with the lines named `CBOR.<operation>A…`.
private func versusCbor2(_ operation: String, document: @escaping () -> UInt64) -> ComparisonBenchmark {
    ComparisonBenchmark(
        name: "CBOR.\(operation)ADocuments", baselineName: "CBOR.\(operation)ACbor2Documents",
        operationsPerRound: documentsPerRound, rounds: 10, overheadName: "CBOR.\(operation)AVersusCbor2",
        speedupName: "CBOR.\(operation)ASpeedupOverCbor2"
    ) {
        guard let peer = cbor2Peer else { return nil }
        return (
            candidate: {
                var total: UInt64 = 0
                for _ in 0..<documentsPerRound { total &+= document() }
                return total
            },
            baseline: { UInt64(peer.ask("\(operation) \(documentsPerRound)") ?? "") ?? 0 }
        )
    }
}
