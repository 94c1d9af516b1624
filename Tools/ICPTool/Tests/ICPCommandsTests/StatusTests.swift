import ChildProcessesTesting
import Foundation
import Testing

/// `icp status` against a running `icp-replica`.
@Suite(.onItsOwnThread) struct StatusTests {
    @Test func textWithLocalShowsTheReplicasKeyAsTrusted() throws {
        try withReplica { replica in
            let run = try icp(["status"] + replica.local)
            #expect(run.status == 0, "\(run)")
            #expect(run.output.contains("network:        \(replica.url)\n"))
            #expect(run.output.contains("api version:    0.18.0\n"))
            #expect(run.output.contains("health:         healthy\n"))
            #expect(run.output.contains("root key:       \(replica.rootKeyHex)\n"))
            #expect(run.output.contains("trusted key:    the replica's own (--local)\n"))
        }
    }

    @Test func jsonWithLocal() throws {
        try withReplica { replica in
            let run = try icp(["status", "--json"] + replica.local)
            #expect(run.status == 0, "\(run)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            #expect(object["rootKey"] as? String == replica.rootKeyHex)
            #expect(object["health"] as? String == "healthy")
            #expect(object["apiVersion"] as? String == "0.18.0")
            #expect(object["trustedRootKey"] as? String == "local")
            #expect(object["rootKeyMatches"] as? Bool == true)
            #expect(object["network"] as? String == replica.url)
        }
    }

    @Test func theRootKeyGivenByHandIsCheckedAgainstTheReplicas() throws {
        try withReplica { replica in
            let same = try icp("status", "--network", replica.url, "--root-key", replica.rootKeyHex, "--json")
            #expect(same.status == 0, "\(same)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(same.output.utf8)) as? [String: Any])
            #expect(object["trustedRootKey"] as? String == "given")
            #expect(object["rootKeyMatches"] as? Bool == true)

            // Another network's key (icp-replica --seed 2 would have yet another): a failure.
            let mainnetKey =
                "308182301d060d2b0601040182dc7c0503010201060c2b0601040182dc7c05030201036100814c0e6ec71fab583b08bd81373c255c3c371b2e84863c98a4f1e08b74235d14fb5d9c0cd546d9685f913a0c0b2cc5341583bf4b4392e467db96d65b9bb4cb717112f8472e0d5a4d14505ffd7484b01291091c5f87b98883463f98091a0baaae"
            let other = try icp("status", "--network", replica.url, "--root-key", mainnetKey)
            #expect(other.status == 1, "\(other)")
            #expect(other.output.contains("trusted key:    given with --root-key, NOT the replica's"))
            #expect(other.error == "error: the replica at \(replica.url) reports another root key than --root-key\n")
        }
    }

    @Test func withoutLocalTheMainnetKeyIsTrustedAndTheDifferenceNoted() throws {
        try withReplica { replica in
            let run = try icp("status", "--network", replica.url)
            #expect(run.status == 0, "\(run)")
            #expect(run.output.contains("trusted key:    mainnet, NOT the replica's (pass --local or --root-key"))
        }
    }

    @Test func anUnexpectedHTTPStatusIsNamedWithItsRoute() throws {
        // The replica answers its first two requests 500 (not retried, unlike 429 and 503).
        try withReplica(["--refuse", "500", "--refuse", "500"]) { replica in
            let status = try icp("status", "--network", replica.url)
            #expect(status.status == 70, "\(status)")
            #expect(
                status.error
                    == "error: \(replica.url) answered /api/v2/status with HTTP 500 while reading the status: refused by fault injection\n"
            )
            let echo = try replica.canister("echo")
            // --no-metadata: the call is the second request (no read of the canister's interface first).
            let call = try icp(
                "call", echo, "echo", "--no-metadata", "--network", replica.url, "--root-key", replica.rootKeyHex)
            #expect(call.status == 70, "\(call)")
            #expect(
                call.error.hasPrefix(
                    "error: \(replica.url) answered /api/v4/canister/\(echo)/call with HTTP 500 while calling echo"),
                "\(call)")
        }
    }

    @Test func aReplicaThatIsGoneIsNoAnswer() throws {
        // A port that was just listening and is now closed: connection refused.
        let url = try withReplica { $0.url }
        let run = try icp("status", "--network", url)
        #expect(run.status == 70, "\(run)")
        #expect(run.error.hasPrefix("error: no answer from \(url) while reading the status:"))
    }
}
