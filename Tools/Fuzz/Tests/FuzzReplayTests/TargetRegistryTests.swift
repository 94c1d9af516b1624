import Foundation
import FuzzSupport
import FuzzTargets
import Testing

/// The replay covers every fuzz target only if every executable's target is registered and has
/// seeds; neither would fail the replay itself.
@Suite struct TargetRegistryTests {
    @Test func registeredTargetsAreTheExecutables() throws {
        let executables = try FuzzPackageFolders.executableNames()
        let registered = FuzzTargetRegistry.all.map { $0.name }
        #expect(Set(registered).count == registered.count, "a target is registered twice: \(registered)")
        let unregistered = Set(executables).subtracting(registered).sorted()
        #expect(unregistered.isEmpty, "executables whose target is missing from FuzzTargetRegistry.all, so their seeds are never replayed: \(unregistered)")
        let unbuilt = Set(registered).subtracting(executables).sorted()
        #expect(unbuilt.isEmpty, "registered targets with no Sources/<name>/ executable: \(unbuilt)")
    }

    @Test func everyTargetHasSeeds() {
        for target in FuzzTargetRegistry.all {
            let seeds = (try? FuzzPackageFolders.inputs(in: FuzzPackageFolders.corpus(of: target.name))) ?? []
            #expect(!seeds.isEmpty, "\(target.name) has no seeds in Corpus/\(target.name)/: libFuzzer would start blind and the replay checks nothing")
        }
    }
}
