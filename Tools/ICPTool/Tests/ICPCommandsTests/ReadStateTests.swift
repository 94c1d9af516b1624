import ChildProcessesTesting
import Foundation
import Testing

/// `icp read-state` against a running replica.
@Suite(.onItsOwnThread) struct ReadStateTests {
    @Test func timeIsFoundAndShownAsADate() throws {
        try withReplica { replica in
            let before = Date()
            let run = try icp(["read-state", try replica.canister("echo"), "time"] + replica.local)
            #expect(run.status == 0, "\(run)")
            // time: found 2026-11-25T09:34:20.758448128Z (1795599260758448128 ns since the epoch)
            let line = run.output
            #expect(line.hasPrefix("time: found "))
            #expect(line.hasSuffix(" ns since the epoch)\n"))
            let nanoseconds = try #require(UInt64(line.split(separator: "(").last?.split(separator: " ").first ?? ""))
            let date = Date(timeIntervalSince1970: Double(nanoseconds) / 1e9)
            #expect(abs(date.timeIntervalSince(before)) < 300)
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = TimeZone(identifier: "UTC")
            let day = String(formatter.string(from: date).prefix(10))
            #expect(line.hasPrefix("time: found \(day)T"))
        }
    }

    @Test func severalPathsFoundAbsentAndASubtree() throws {
        try withReplica { replica in
            let echo = try replica.canister("echo")
            let requestID = String(repeating: "ab", count: 32)
            let run = try icp(
                [
                    "read-state", echo, "/time", "canister/\(echo)/module_hash", "subnet",
                    "request_status/\(requestID)/status",
                ]
                    + replica.local)
            #expect(run.status == 0, "\(run)")
            let lines = run.output.split(separator: "\n").map(String.init)
            #expect(lines.first?.hasPrefix("time: found ") == true)
            #expect(lines.contains("canister/\(echo)/module_hash: absent"))
            #expect(lines.contains("request_status/\(requestID)/status: absent"))
            let subnet = try #require(lines.first { $0.hasPrefix("subnet: found a subtree of ") })
            #expect(subnet.hasSuffix(" values"))
            let subnetID = replica.process.subnetID.description
            let keys = lines.filter {
                $0.hasPrefix("  subnet/\(subnetID)/node/")
                    && $0.contains("/public_key: found 0x302a300506032b6570032100")
            }
            #expect(keys.count >= 1)
            #expect(subnet == "subnet: found a subtree of \(keys.count) values")
        }
    }

    @Test func jsonOutput() throws {
        try withReplica { replica in
            let echo = try replica.canister("echo")
            let run = try icp(["read-state", echo, "time", "canister/\(echo)/module_hash", "--json"] + replica.local)
            #expect(run.status == 0, "\(run)")
            let results = try #require(
                try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
            #expect(results.count == 2)
            #expect(results[0]["path"] as? String == "time")
            #expect(results[0]["result"] as? String == "found")
            #expect((results[0]["nanoseconds"] as? String).flatMap(UInt64.init) != nil)
            #expect((results[0]["date"] as? String)?.hasSuffix("Z") == true)
            #expect(results[1]["result"] as? String == "absent")
        }
    }

    @Test func hexSegmentsAndTextLabels() throws {
        try withReplica { replica in
            // "time" as hex is the same label.
            let run = try icp(
                ["read-state", try replica.canister("echo"), "0x74696d65", "no_such_label"] + replica.local)
            #expect(run.status == 0, "\(run)")
            let lines = run.output.split(separator: "\n")
            #expect(lines.first?.hasPrefix("time: found ") == true)
            #expect(lines.last == "no_such_label: absent")
        }
    }
}
