import ChildProcessesTesting
import Testing

/// Answers that do not verify: the replica's fault switches flip a bit of every certificate's
/// BLS signature, or of every query reply's node signature. `icp` refuses them with status 1 and
/// a message that names the failed check, worded apart from a reject.
@Suite(.onItsOwnThread) struct VerificationTests {
    @Test func aCorruptCertificateFailsAnUpdateCall() throws {
        try withReplica(["--corrupt-certificate"]) { replica in
            let echo = try replica.canister("echo")
            let run = try icp(["call", echo, "echo", #"("x")"#] + replica.local)
            #expect(run.status == 1, "\(run)")
            #expect(run.output.isEmpty)
            #expect(run.error.hasPrefix("error: verification failed while calling echo of \(echo): "), "\(run)")
            #expect(run.error.contains("BLS signature does not verify"), "\(run)")
            #expect(run.error.contains("checked against the replica's own root key (--local)"))
            // read_state answers are certificates too.
            let state = try icp(["read-state", echo, "time"] + replica.local)
            #expect(state.status == 1)
            #expect(
                state.error.hasPrefix("error: verification failed while reading the state through \(echo): "),
                "\(state)")
        }
    }

    @Test func aCorruptNodeSignatureFailsAQuery() throws {
        try withReplica(["--corrupt-node-signature"]) { replica in
            let echo = try replica.canister("echo")
            let run = try icp(["call", echo, "echo", #"("x")"#, "--query"] + replica.local)
            #expect(run.status == 1, "\(run)")
            #expect(run.output.isEmpty)
            #expect(
                run.error.hasPrefix(
                    "error: verification failed while querying echo of \(echo): the signature of node "), "\(run)")
            #expect(run.error.contains("on the query reply does not verify"))
            // Update calls are certified by the subnet, not signed by a node: they still pass.
            let update = try icp(["call", echo, "echo", #"("x")"#] + replica.local)
            #expect(update.status == 0, "\(update)")
        }
    }

    @Test func staleCertificatesAreRefused() throws {
        try withReplica(["--certificate-time-offset=-600"]) { replica in
            let run = try icp(["read-state", try replica.canister("echo"), "time"] + replica.local)
            #expect(run.status == 1, "\(run)")
            #expect(run.error.contains("verification failed"))
            #expect(run.error.contains("old; at most"), "\(run)")
        }
    }
}
