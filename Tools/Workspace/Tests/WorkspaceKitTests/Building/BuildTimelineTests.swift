import ChildProcessesTesting
import Foundation
import Testing

@testable import WorkspaceKit

@Suite(.onItsOwnThread) struct BuildTimelineTests {
    /// Lines are printed as steps end: each is charged the time since the line before.
    @Test func chargesEachIntervalToTheStepThatEndedIt() {
        var timeline = BuildTimeline()
        timeline.add(line: "[1/9] Write swift-version.txt", at: 100)
        timeline.add(line: "[2/9] Compiling BigInt BigInt.swift", at: 101)
        timeline.add(line: "warning: not progress, the step goes on", at: 105)
        timeline.add(line: "[3/9] Compiling CBOR CBOR.swift, CBORMap.swift", at: 110)
        timeline.add(line: "[4/9] Emitting module CBOR", at: 112)
        timeline.add(line: "[5/9] Compiling tls_method.cc", at: 113)
        timeline.add(line: "[6/9] Linking CBORPackageTests.xctest", at: 114)
        timeline.add(line: "[7/9] Wrapping AST for icp_replica for debugging", at: 116)
        timeline.add(line: "[8/9] Linking icp-replica", at: 117)
        let owners = ["CBOR": "CBOR", "CBORPackageTests.xctest": "CBOR", "icp_replica": "Replica"]
        let seconds = timeline.seconds(from: 95, until: 120, owners: owners)
        // 95–100 writing; BigInt 100–101; CBOR 101–110, 110–112; the C file 112–113; the bundle
        // 113–114; icp_replica 114–116, 116–117; after the last line, 117–120.
        #expect(seconds == [BuildTimeline.overhead: 8, BuildTimeline.dependencies: 2, "CBOR": 12, "Replica": 3])
    }

    @Test func ownersComeFromWhereTheSourcesLive() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", [])])
        let plan = BuildPlan(modules: [
            .init(
                name: "A", variant: "debug",
                sources: [repo.root.appendingPathComponent("Packages/A/Sources/A/A.swift").path],
                swiftDependencies: [], clangDependencies: []),
            .init(
                name: "NIO", variant: "debug",
                sources: [repo.root.appendingPathComponent(".build/checkouts/swift-nio/x.swift").path],
                swiftDependencies: [], clangDependencies: []),
        ])
        let owners = BuildTimeline.owners(workspace: try repo.workspace, plan: plan)
        #expect(owners["A"] == "A")
        #expect(owners["NIO"] == nil)
        #expect(owners["APackageTests.xctest"] == "A")
        #expect(owners["APackageDiscoveredTests"] == "A")
    }
}
