import Foundation
import FuzzSupport
import FuzzTargets
import Testing

/// The replay and `workspace fuzz` cover every target only if every seed folder's target is
/// registered and every target has seeds; neither would fail the replay itself.
@Suite struct TargetRegistryTests {
    @Test func registeredTargetsAreTheSeedFolders() throws {
        let folders = try FuzzPackageFolders.corpusNames()
        let registered = FuzzTargetRegistry.all.map { $0.name }
        #expect(Set(registered).count == registered.count, "a target is registered twice: \(registered)")
        let unregistered = Set(folders).subtracting(registered).sorted()
        #expect(
            unregistered.isEmpty,
            "seed folders whose target is missing from FuzzTargetRegistry.all, so workspace fuzz cannot run them: \(unregistered)"
        )
        let seedless = Set(registered).subtracting(folders).sorted()
        #expect(
            seedless.isEmpty,
            "registered targets with no Corpus/<name>/ folder, which workspace fuzz would never run: \(seedless)")
        let dictionaries = try FuzzPackageFolders.dictionaryNames()
        let stray = Set(dictionaries).subtracting(registered).sorted()
        #expect(stray.isEmpty, "dictionaries of no target: \(stray)")
        #expect(FuzzTargetRegistry.target(named: "fuzz-cbor-decode") == FuzzCBORDecode.self)
        #expect(FuzzTargetRegistry.target(named: "fuzz-nothing") == nil)
    }

    @Test func everyTargetHasSeeds() {
        for target in FuzzTargetRegistry.all {
            let seeds = (try? FuzzPackageFolders.inputs(in: FuzzPackageFolders.corpus(of: target.name))) ?? []
            #expect(
                !seeds.isEmpty,
                "\(target.name) has no seeds in Corpus/\(target.name)/: libFuzzer would start blind and the replay checks nothing"
            )
        }
    }
}
