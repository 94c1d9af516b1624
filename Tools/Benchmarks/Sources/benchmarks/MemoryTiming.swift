import Foundation

/// A measurement of memory, not time: `prepare` returns a body that runs one batch of work; the
/// batches run one after another and the process's resident set is read after each. Printed as
/// `<name>Peak` (the highest resident set, MB) and `<name>Growth` (resident set after the last
/// batch minus after the first, KB): work that keeps nothing grows by about zero however many
/// batches run, whatever the allocator keeps for itself after the first.
struct MemoryBenchmark {
    let name: String
    let batches: Int
    let prepare: () -> (() -> UInt64)?
}

func run(_ benchmark: MemoryBenchmark) {
    guard benchmark.batches > 1, let body = benchmark.prepare() else {
        FileHandle.standardError.write(Data("warning: \(benchmark.name) could not be measured; no figure\n".utf8))
        return
    }
    var residentKB: [Int] = []
    for _ in 0..<benchmark.batches {
        blackHole(body())
        guard let resident = residentSetKB() else {
            FileHandle.standardError.write(
                Data("warning: \(benchmark.name): /proc/self/status has no VmRSS; no figure\n".utf8))
            return
        }
        residentKB.append(resident)
    }
    let peak = Double(residentKB.max() ?? 0) / 1024
    let growth = (residentKB.last ?? 0) - (residentKB.first ?? 0)
    print("BENCH \(benchmark.name)Peak \(formatted(peak, digits: 1)) MB")
    print("BENCH \(benchmark.name)Growth \(growth) KB")
}

/// The resident set size in KB, from Linux's /proc/self/status.
private func residentSetKB() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        return Int(line.dropFirst("VmRSS:".count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
    }
    return nil
}
