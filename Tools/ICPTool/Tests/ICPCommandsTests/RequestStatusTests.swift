import Foundation
import Testing

/// `icp call --async`, `icp request-status` and `--effective-canister` against `icp-replica`
/// with `--accept-only` (calls answered 202) and `--processing-polls`.
@Suite(.onItsOwnThread) struct RequestStatusTests {
    @Test func anAsyncCallIsAnsweredByRequestStatus() throws {
        let folder = try Folder(["counter.did": CallTests.counterDid])
        defer { folder.remove() }
        try withReplica(["--accept-only", "--processing-polls", "1"]) { replica in
            let counter = try replica.canister("counter")
            let submitted = try icp(["call", counter, "increment", "--async"] + replica.local)
            #expect(submitted.status == 0, "\(submitted)")
            let id = submitted.output.trimmingCharacters(in: .newlines)
            #expect(id.count == 64 && id.allSatisfy(\.isHexDigit), "\(id)")
            // Processing at the first read, replied at the next: the call's polling schedule.
            let answer = try icp(
                [
                    "request-status", id, "--canister", counter, "--candid", folder.path("counter.did"), "--method",
                    "increment",
                ] + replica.local)
            #expect(answer.status == 0, "\(answer)")
            #expect(answer.output == "(1 : nat64)\n")
            // Asked again, the same verified answer: the replica keeps it.
            let again = try icp(["request-status", id, "--canister", counter, "--output", "hex"] + replica.local)
            #expect(again.output == "4449444c0001780100000000000000\n", "\(again)")
        }
    }

    @Test func onlyTheSenderReadsTheStatus() throws {
        let folder = try Folder(["ed.pem": Vectors.ed25519PEM])
        defer { folder.remove() }
        try withReplica(["--accept-only"]) { replica in
            let echo = try replica.canister("echo")
            let submitted = try icp(["call", echo, "echo", #"("hi")"#, "--async"] + replica.local)
            let id = submitted.output.trimmingCharacters(in: .newlines)
            let stranger = try icp(
                ["request-status", id, "--canister", echo, "--identity", folder.path("ed.pem")] + replica.local)
            #expect(stranger.status == 70, "\(stranger)")
            #expect(stranger.error.contains("403"), "\(stranger)")
            let sender = try icp(["request-status", id, "--canister", echo] + replica.local)
            #expect(sender.output == "(\"hi\")\n", "\(sender)")
        }
    }

    @Test func aCallRoutedByAnotherCanisterIsRefusedByTheReplica() throws {
        try withReplica { replica in
            let echo = try replica.canister("echo")
            let routed = try icp(
                ["call", echo, "echo", #"("x")"#, "--effective-canister", echo, "--query"] + replica.local)
            #expect(routed.output == "(\"x\")\n", "\(routed)")
            // Only the management canister's calls may be routed by another canister.
            let misrouted = try icp(
                ["call", echo, "echo", #"("x")"#, "--effective-canister", try replica.canister("counter")]
                    + replica.local)
            #expect(misrouted.status == 70, "\(misrouted)")
            #expect(misrouted.error.contains("not the canister of the route"), "\(misrouted)")
        }
    }

    @Test func badRequestIDsAndConflictingOptionsAreUsageErrors() throws {
        let id = String(repeating: "a", count: 64)
        let cases: [[String]] = [
            ["request-status", "abc", "--canister", "2vxsx-fae"],
            ["request-status", id, "--canister", "not-a-principal"],
            ["request-status", id, "--canister", "2vxsx-fae", "--candid", "x.did"],
            ["request-status", id],
            ["call", "2vxsx-fae", "m", "--async", "--query"],
            ["call", "2vxsx-fae", "m", "--effective-canister", "nope"],
        ]
        for arguments in cases {
            let run = try icp(arguments)
            #expect(run.status == 64, "\(arguments): \(run)")
        }
    }
}
