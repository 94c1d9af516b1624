import BigNum
import ByteToolsTesting
import Candid
import CandidCodegen
import CandidParser

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// Messages per second on the workloads of the Candid issue, each through the value API
// (CandidValue + CandidBinary at explicit types) and through Codable:
//   values: record { values : vec nat64; name : text } with 10,000 values (80 kB), the shape
//           icp-py-core is quoted on (about 197 encodes/s and 31 typed decodes/s);
//   blob:   record { data : blob; name : text } with 100 kB of bytes (a chunk upload).
// Plus the parse and type-check time of the largest mainnet interface, nns_governance.did, and
// the time to generate its Swift.

private let valueCount = 10_000
private let blobSize = 100_000
/// Messages per timed run: enough that one run takes milliseconds, not microseconds.
private let messagesPerRun = 20
private let parsesPerRun = 5

/// Parses per side in each alternating round against Rust's parser: enough (about 60 ms) that
/// the first parse after the other process ran, with cold caches on either side, is a small part
/// of the round. With 5 per round, that first parse moved both sides' medians by up to half.
private let parsesPerComparisonRound = 40

struct ValuesRecord: Codable {
    var values: [UInt64]
    var name: String
}

struct BlobRecord: Codable {
    var data: Data
    var name: String
}

private let valuesType = CandidType.record([
    CandidFieldType("values", .vec(.nat64)), CandidFieldType("name", .text),
])
private let blobType = CandidType.record([CandidFieldType("data", .blob), CandidFieldType("name", .text)])

private func valuesRecord() -> ValuesRecord {
    var rng = SplitMix64(seed: 0xCA4D1D)
    return ValuesRecord(values: (0..<valueCount).map { _ in rng.next() }, name: "workload")
}

private func blobRecord() -> BlobRecord {
    var rng = SplitMix64(seed: 0xB10B)
    return BlobRecord(data: Data((0..<blobSize).map { _ in UInt8(truncatingIfNeeded: rng.next()) }), name: "chunk")
}

private func value(of record: ValuesRecord) -> CandidValue {
    .record(sorting: [
        CandidField("values", .vec(record.values.map(CandidValue.nat64))), CandidField("name", .text(record.name)),
    ])
}

private func value(of record: BlobRecord) -> CandidValue {
    .record(sorting: [CandidField("data", .blob([UInt8](record.data))), CandidField("name", .text(record.name))])
}

/// Bytes of a message, encoded once outside the timed region.
private func encodedOrEmpty(_ value: CandidValue, _ type: CandidType) -> [UInt8] {
    (try? CandidBinary.encode([value], types: [type])) ?? []
}

/// The governance interface vendored with CandidParser's tests, found from this file
/// (`Tools/Benchmarks/Sources/benchmarks/`); nil, with a note, if it cannot be read.
private func nnsGovernanceDid() -> String? {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<5 { url = url.deletingLastPathComponent() }
    let file = url.appendingPathComponent("Packages/CandidParser/Tests/CandidParserTests/Interfaces/nns_governance.did")
    guard let data = FileManager.default.contents(atPath: file.path) else {
        // Standard error by descriptor: the C `stderr` global is not concurrency-safe in Swift 6.
        let note = Array("note: \(file.path) is absent, so Candid.parseNNSGovernance is skipped\n".utf8)
        _ = note.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        return nil
    }
    return String(decoding: data, as: UTF8.self)
}

func candidBenchmarks() -> [Benchmark] {
    let values = valuesRecord()
    let blob = blobRecord()
    var benchmarks = [
        Benchmark(name: "Candid.encodeValues", operations: messagesPerRun) {
            let message = value(of: values)
            return {
                var sum: UInt64 = 0
                for _ in 0..<messagesPerRun {
                    sum &+= UInt64((try? CandidBinary.encode([message], types: [valuesType]))?.count ?? 0)
                }
                return sum
            }
        },
        Benchmark(name: "Candid.decodeValues", operations: messagesPerRun) {
            let bytes = encodedOrEmpty(value(of: values), valuesType)
            return {
                var sum: UInt64 = 0
                for _ in 0..<messagesPerRun {
                    if case .record(let fields)? = (try? CandidBinary.decode(bytes, as: [valuesType]))?.first {
                        sum &+= UInt64(fields.count)
                    }
                }
                return sum
            }
        },
        Benchmark(name: "Candid.codableEncodeValues", operations: messagesPerRun) {
            let encoder = CandidEncoder()
            return {
                var sum: UInt64 = 0
                for _ in 0..<messagesPerRun { sum &+= UInt64((try? encoder.encode(values))?.count ?? 0) }
                return sum
            }
        },
        Benchmark(name: "Candid.codableDecodeValues", operations: messagesPerRun) {
            let bytes = (try? CandidEncoder().encode(values)) ?? []
            let decoder = CandidDecoder()
            return {
                var sum: UInt64 = 0
                for _ in 0..<messagesPerRun {
                    sum &+= UInt64((try? decoder.decode(ValuesRecord.self, from: bytes))?.values.count ?? 0)
                }
                return sum
            }
        },
        // At stated types, as a generated client encodes and decodes: the message's type comes
        // from the .did file instead of being probed from the Swift type.
        Benchmark(name: "Candid.typedEncodeValues", operations: messagesPerRun) {
            let encoder = CandidEncoder()
            return {
                var sum: UInt64 = 0
                for _ in 0..<messagesPerRun {
                    sum &+= UInt64((try? encoder.encode(values, as: valuesType))?.count ?? 0)
                }
                return sum
            }
        },
        Benchmark(name: "Candid.typedDecodeValues", operations: messagesPerRun) {
            let bytes = encodedOrEmpty(value(of: values), valuesType)
            let decoder = CandidDecoder()
            return {
                var sum: UInt64 = 0
                for _ in 0..<messagesPerRun {
                    sum &+= UInt64(
                        (try? decoder.decodeArguments(ValuesRecord.self, from: bytes, as: [valuesType]))?.values.count
                            ?? 0)
                }
                return sum
            }
        },
        Benchmark(name: "Candid.encodeBlob", operations: messagesPerRun) {
            let message = value(of: blob)
            return {
                var sum: UInt64 = 0
                for _ in 0..<messagesPerRun {
                    sum &+= UInt64((try? CandidBinary.encode([message], types: [blobType]))?.count ?? 0)
                }
                return sum
            }
        },
        Benchmark(name: "Candid.decodeBlob", operations: messagesPerRun) {
            let bytes = encodedOrEmpty(value(of: blob), blobType)
            return {
                var sum: UInt64 = 0
                for _ in 0..<messagesPerRun {
                    if case .record(let fields)? = (try? CandidBinary.decode(bytes, as: [blobType]))?.first {
                        sum &+= UInt64(fields.count)
                    }
                }
                return sum
            }
        },
        Benchmark(name: "Candid.codableEncodeBlob", operations: messagesPerRun) {
            let encoder = CandidEncoder()
            return {
                var sum: UInt64 = 0
                for _ in 0..<messagesPerRun { sum &+= UInt64((try? encoder.encode(blob))?.count ?? 0) }
                return sum
            }
        },
        Benchmark(name: "Candid.codableDecodeBlob", operations: messagesPerRun) {
            let bytes = (try? CandidEncoder().encode(blob)) ?? []
            let decoder = CandidDecoder()
            return {
                var sum: UInt64 = 0
                for _ in 0..<messagesPerRun {
                    sum &+= UInt64((try? decoder.decode(BlobRecord.self, from: bytes))?.data.count ?? 0)
                }
                return sum
            }
        },
    ]
    if let did = nnsGovernanceDid() {
        // 1,479 lines, 177 types: parse plus type-check, as `candid check` does it.
        benchmarks.append(
            Benchmark(
                name: "Candid.parseNNSGovernance", operations: parsesPerRun, reportedIn: .millisecondsPerOperation
            ) {
                {
                    var sum: UInt64 = 0
                    for _ in 0..<parsesPerRun {
                        sum &+= UInt64((try? CandidInterface(parsing: did))?.definitionOrder.count ?? 0)
                    }
                    return sum
                }
            })
        // Parse, type-check and generate the Swift of the largest interface (about 4,000 lines),
        // as the build plugin does for each .did file of a target.
        benchmarks.append(
            Benchmark(
                name: "CandidCodegen.generateNNSGovernance", operations: parsesPerRun,
                reportedIn: .millisecondsPerOperation
            ) {
                let generator = CandidSwiftGenerator(options: SwiftGeneratorOptions(sourceName: "nns_governance.did"))
                return {
                    var sum: UInt64 = 0
                    for _ in 0..<parsesPerRun { sum &+= UInt64((try? generator.generate(did))?.utf8.count ?? 0) }
                    return sum
                }
            })
    }
    return benchmarks
}

// MARK: Against Rust's parser

/// ic-candid-parser (PyPI: the candid crate's parser, in Rust, as icp-py-core uses it) on the
/// same file: `parse N` parses it N times and answers the length of the last result (its type
/// environment as JSON).
private let rustParserScript = """
    import sys, _ic_candid_core
    text = open(sys.argv[1]).read()
    _ic_candid_core.parse_did(text)
    print("ready", flush=True)
    for line in sys.stdin:
        count = int(line.split()[1])
        result = ""
        for _ in range(count):
            result = _ic_candid_core.parse_did(text)
        print(len(result), flush=True)
    """

/// `Candid.parseNNSGovernancePaired` (this package's parse and type check, ms) against
/// `Candid.parseNNSGovernanceRust` (ic-candid-parser) in alternating rounds, and
/// `Candid.parseNNSGovernanceRatio`: our time over Rust's (issue 34's goal: at most 1).
func candidComparisons() -> [ComparisonBenchmark] {
    guard let did = nnsGovernanceDid() else { return [] }
    return [
        ComparisonBenchmark(
            name: "Candid.parseNNSGovernancePaired", baselineName: "Candid.parseNNSGovernanceRust",
            operationsPerRound: parsesPerComparisonRound, rounds: 10,
            overheadName: "Candid.parseNNSGovernanceVersusRust",
            ratioName: "Candid.parseNNSGovernanceRatio", reportedIn: .millisecondsPerOperation
        ) {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "nns-governance-\(ProcessInfo.processInfo.processIdentifier).did")
            guard (try? Data(did.utf8).write(to: file)) != nil else { return nil }
            defer { try? FileManager.default.removeItem(at: file) }
            // The peer has read the file once it says it is ready.
            guard
                let peer = PythonPeer.start(
                    rustParserScript, arguments: [file.path], for: "Candid.parseNNSGovernanceRust")
            else { return nil }
            return (
                candidate: {
                    var sum: UInt64 = 0
                    for _ in 0..<parsesPerComparisonRound {
                        sum &+= UInt64((try? CandidInterface(parsing: did))?.definitionOrder.count ?? 0)
                    }
                    return sum
                },
                baseline: { UInt64(peer.ask("parse \(parsesPerComparisonRound)") ?? "") ?? 0 }
            )
        }
    ]
}
