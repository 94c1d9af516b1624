import Foundation
import FuzzSupport
import FuzzTargets
import Testing

/// Every committed seed, and every input kept in Regressions/, through its target's body in the
/// ordinary debug build: the properties `make fuzz` checks, without its sanitizer build.
@Suite struct SeedReplayTests {
    /// Serialized: a trap kills the whole process, and only one input at a time makes the last
    /// `replaying` line name it; the state-file target also reuses one file per process.
    @Test("every input keeps its target's properties", .serialized, arguments: FuzzTargetRegistry.all)
    func replay(_ target: any FuzzTarget.Type) async throws {
        var inputs = try FuzzPackageFolders.inputs(in: FuzzPackageFolders.corpus(of: target.name))
        let regressions = FuzzPackageFolders.regressions(of: target.name)
        if FuzzPackageFolders.isDirectory(regressions) {
            inputs += try FuzzPackageFolders.inputs(in: regressions)
        }
        for input in inputs {
            let bytes = try [UInt8](Data(contentsOf: input))
            // Written before the input runs, and unbuffered: if a decoder traps, the process dies
            // without a test report, and this is the log's last line.
            FileHandle.standardError.write(Data("replaying \(target.name)/\(input.lastPathComponent)\n".utf8))
            let violations = await onOwnThread { FuzzViolations.collect { target.run(bytes) } }
            for violation in violations {
                Issue.record("\(target.name), \(FuzzPackageFolders.relativePath(of: input)): \(violation)")
            }
        }
    }
}
