import ChildProcesses
import Foundation
import Testing

/// Built executables are found beside the running program, one folder for the whole build.
@Suite struct ExecutablesTests {
    @Test func thisProgramIsTheRunningTestBundle() {
        #expect(
            Executables.thisProgram.lastPathComponent.hasPrefix("ChildProcessesPackageTests")
                || Executables.thisProgram.lastPathComponent.contains("PackageTests"))
        #expect(Executables.besideThisProgram("tool") == Executables.folderOfThisProgram.appendingPathComponent("tool"))
        #expect(Executables.isBuilt(Executables.thisProgram))
    }

    @Test func aMissingExecutableSaysWhereAndHowToBuildIt() throws {
        let error = #expect(throws: ChildProcessError.self) {
            try Executables.built("no-such-built-tool", hint: "`make wallet` builds it")
        }
        let path = Executables.besideThisProgram("no-such-built-tool").path
        #expect(error == .notBuilt(path: path, hint: "`make wallet` builds it"))
        #expect(error?.description == "\(path) is not built; `make wallet` builds it")
    }
}
