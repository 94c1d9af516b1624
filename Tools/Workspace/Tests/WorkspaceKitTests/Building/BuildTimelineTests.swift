import Foundation
import Testing
@testable import WorkspaceKit

@Suite struct BuildTimelineTests {
    @Test func chargesEachIntervalToTheStepThatStartedIt() {
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
        let seconds = timeline.seconds(until: 120, owners: owners)
        #expect(seconds == [BuildTimeline.overhead: 1, BuildTimeline.dependencies: 10, "CBOR": 5, "Replica": 4])
    }

    @Test func ownersComeFromWhereTheSourcesLive() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", [])])
        let plan = BuildPlan(modules: [
            .init(name: "A", variant: "debug", sources: [repo.root.appendingPathComponent("Packages/A/Sources/A/A.swift").path],
                  swiftDependencies: [], clangDependencies: []),
            .init(name: "NIO", variant: "debug", sources: [repo.root.appendingPathComponent(".build/checkouts/swift-nio/x.swift").path],
                  swiftDependencies: [], clangDependencies: []),
        ])
        let owners = BuildTimeline.owners(workspace: try repo.workspace, plan: plan)
        #expect(owners["A"] == "A")
        #expect(owners["NIO"] == nil)
        #expect(owners["APackageTests.xctest"] == "A")
        #expect(owners["APackageDiscoveredTests"] == "A")
    }
}
