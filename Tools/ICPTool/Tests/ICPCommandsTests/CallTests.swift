import ChildProcessesTesting
import Foundation
import Testing

/// `icp call` against the replica's echo, whoami and counter canisters.
@Suite(.onItsOwnThread) struct CallTests {
    static let echoDid = "service : { echo : (text, nat64) -> (text, nat64) query; }\n"

    /// A richer echo interface: the replica replies with the argument bytes, so the reply decodes
    /// at the same types.
    static let recordDid = """
        type Choice = variant { Yes; No : text };
        service : {
          echo : (record { name : text; amount : nat; big : nat64; data : blob; owner : principal; choice : Choice; maybe : opt nat8; ratio : float64 })
              -> (record { name : text; amount : nat; big : nat64; data : blob; owner : principal; choice : Choice; maybe : opt nat8; ratio : float64 }) query;
        }

        """

    static let counterDid = "service : { increment : () -> (nat64); get : () -> (nat64) query; }\n"

    @Test func echoWithTypesFromADidFileInAllThreeOutputs() throws {
        let folder = try Folder(["echo.did": Self.echoDid])
        defer { folder.remove() }
        try withReplica { replica in
            let echo = try replica.canister("echo")
            let base = ["call", echo, "echo", #"("hi", 42)"#, "--candid", folder.path("echo.did")] + replica.local
            let candid = try icp(base)
            #expect(candid.status == 0, "\(candid)")
            // 42 went out as a nat64, as the method says: it comes back as one.
            #expect(candid.output == "(\"hi\", 42 : nat64)\n")
            #expect(candid.error.isEmpty)

            let hex = try icp(base + ["--output", "hex"])
            #expect(hex.status == 0)
            // DIDL, no type table, two arguments: text (71), nat64 (78); "hi"; 42 as 8 bytes.
            #expect(hex.output == "4449444c000271780268692a00000000000000\n")

            let json = try icp(base + ["--output", "json"])
            #expect(json.status == 0)
            let values = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [Any])
            #expect(values.count == 2)
            #expect(values.first as? String == "hi")
            #expect((values.last as? NSNumber)?.intValue == 42)
        }
    }

    @Test func withoutADidFileNumbersAreIntUnlessAnnotated() throws {
        try withReplica { replica in
            let echo = try replica.canister("echo")
            let inferred = try icp(["call", echo, "echo", #"("hi", 42)"#] + replica.local)
            #expect(inferred.status == 0, "\(inferred)")
            #expect(inferred.output == "(\"hi\", 42)\n")
            let annotated = try icp(["call", echo, "echo", #"("hi", 42 : nat64)"#, "--output", "hex"] + replica.local)
            #expect(annotated.output == "4449444c000271780268692a00000000000000\n")
            // No arguments: '()'.
            let empty = try icp(["call", echo, "echo", "--output", "hex", "--query"] + replica.local)
            #expect(empty.output == "4449444c0000\n")
        }
    }

    @Test func recordsVariantsBlobsAndBigNumbersAsJSONAndCandid() throws {
        let folder = try Folder(["echo.did": Self.recordDid])
        defer { folder.remove() }
        let argument = """
            (record { name = "ada"; amount = 123456789012345678901234567890; big = 18446744073709551615; data = blob "\\00\\ff";
                      owner = principal "2vxsx-fae"; choice = variant { No = "why" }; ratio = 0.5 })
            """
        try withReplica { replica in
            let base =
                ["call", try replica.canister("echo"), "echo", argument, "--candid", folder.path("echo.did")]
                + replica.local
            let json = try icp(base + ["--output", "json"])
            #expect(json.status == 0, "\(json)")
            // Members in the order of the type's fields, which CandidParser keeps by id.
            #expect(
                json.output == """
                    [
                      {
                        "big": "18446744073709551615",
                        "maybe": null,
                        "owner": "2vxsx-fae",
                        "data": "00ff",
                        "name": "ada",
                        "choice": {
                          "No": "why"
                        },
                        "amount": "123456789012345678901234567890",
                        "ratio": 0.5
                      }
                    ]

                    """)
            let candid = try icp(base)
            #expect(candid.status == 0)
            #expect(candid.output.contains(#"name = "ada""#))
            #expect(candid.output.contains(#"choice = variant { No = "why" }"#))
            #expect(candid.output.contains("maybe = null"))
        }
    }

    @Test func whoamiIsAnUpdateAnsweredWithTheIdentitysPrincipal() throws {
        let folder = try Folder(["ed.pem": Vectors.ed25519PEM, "secp.pem": Vectors.secp256k1DfxPEM])
        defer { folder.remove() }
        try withReplica { replica in
            let whoami = try replica.canister("whoami")
            for (pem, principal) in [("ed.pem", Vectors.ed25519Principal), ("secp.pem", Vectors.secp256k1Principal)] {
                let run = try icp(["call", whoami, "whoami", "--identity", folder.path(pem)] + replica.local)
                #expect(run.status == 0, "\(run)")
                #expect(run.output == "(principal \"\(principal)\")\n")
            }
            let anonymous = try icp(["call", whoami, "whoami", "--output", "json"] + replica.local)
            #expect(anonymous.output == "[\n  \"2vxsx-fae\"\n]\n")
        }
    }

    @Test func counterIncrementsAsAnUpdateAndReadsAsAQuery() throws {
        let folder = try Folder([
            "counter.did": Self.counterDid, "query.did": "service : { increment : () -> (nat64) query }\n",
        ])
        defer { folder.remove() }
        try withReplica { replica in
            let counter = try replica.canister("counter")
            let did = ["--candid", folder.path("counter.did")]
            #expect(try icp(["call", counter, "increment"] + did + replica.local).output == "(1 : nat64)\n")
            #expect(try icp(["call", counter, "increment"] + did + replica.local).output == "(2 : nat64)\n")
            // `get` is a query by its annotation; --update sends it as a call.
            #expect(try icp(["call", counter, "get"] + did + replica.local).output == "(2 : nat64)\n")
            #expect(try icp(["call", counter, "get", "--update"] + did + replica.local).output == "(2 : nat64)\n")
            // The counter refuses increment as a query: --query, or a .did that says query, sends one.
            let forced = try icp(["call", counter, "increment", "--query"] + did + replica.local)
            #expect(forced.status == 1)
            #expect(forced.error == "rejected: code 5 (error code IC0504): increment is an update\n")
            let annotated = try icp(
                ["call", counter, "increment", "--candid", folder.path("query.did")] + replica.local)
            #expect(annotated.status == 1)
            #expect(annotated.error == "rejected: code 5 (error code IC0504): increment is an update\n")
            // ... and --update overrides the annotation.
            let overridden = try icp(
                ["call", counter, "increment", "--update", "--candid", folder.path("query.did")] + replica.local)
            #expect(overridden.output == "(3 : nat64)\n", "\(overridden)")
        }
    }

    @Test func aRejectPrintsItsCodeAndMessageAndExitsWithOne() throws {
        try withReplica { replica in
            let echo = try replica.canister("echo")
            for mode in ["--update", "--query"] {
                let run = try icp(["call", echo, "no_such_method", mode] + replica.local)
                #expect(run.status == 1, "\(run)")
                #expect(run.output.isEmpty)
                #expect(
                    run.error
                        == "rejected: code 3 (error code IC0536): Canister \(echo) has no method 'no_such_method'\n")
            }
        }
    }

    @Test func argumentsFromAFileOrStandardInput() throws {
        let folder = try Folder(["echo.did": Self.echoDid, "args.txt": "(\"file\", 7)\n"])
        defer { folder.remove() }
        try withReplica { replica in
            let base =
                ["call", try replica.canister("echo"), "echo", "--candid", folder.path("echo.did")] + replica.local
            #expect(try icp(base + ["--argument-file", folder.path("args.txt")]).output == "(\"file\", 7 : nat64)\n")
            #expect(
                try icp(base + ["--argument-file", "-"], input: "(\"stdin\", 8)").output == "(\"stdin\", 8 : nat64)\n")
            #expect(try icp(base + ["-"], input: "(\"dash\", 9)").output == "(\"dash\", 9 : nat64)\n")
            let missing = try icp(base + ["--argument-file", folder.path("absent.txt")])
            #expect(missing.status == 66)
            #expect(
                missing.error
                    == "error: cannot read argument file \(folder.path("absent.txt")): No such file or directory\n")
        }
    }

    /// Malformed argument text is invalid input (status 1), with the line and column where it
    /// stops parsing; arguments that parse but do not fit the method say which argument. No
    /// request is sent, so no replica is needed.
    @Test func malformedArgumentsNameThePosition() throws {
        let folder = try Folder(["echo.did": Self.echoDid, "args.txt": "(\n  \"x\",\n  record { a = }\n)\n"])
        defer { folder.remove() }
        let canister = "ryjl3-tyaaa-aaaaa-aaaba-cai"
        let unclosed = try icp("call", canister, "echo", #"("hi", "#)
        #expect(unclosed.status == 1)
        #expect(unclosed.output.isEmpty)
        #expect(unclosed.error.hasPrefix("error: invalid Candid arguments (command line) at 1:8: "), "\(unclosed)")
        let fromFile = try icp("call", canister, "echo", "--argument-file", folder.path("args.txt"))
        #expect(fromFile.status == 1)
        #expect(
            fromFile.error.hasPrefix("error: invalid Candid arguments (\(folder.path("args.txt"))) at 3:16: "),
            "\(fromFile)")
        let misfit = try icp("call", canister, "echo", #"("hi", -1)"#, "--candid", folder.path("echo.did"))
        #expect(misfit.status == 1)
        #expect(
            misfit.error.hasPrefix("error: the arguments (command line) do not fit the method's types: argument 1: "),
            "\(misfit)")
        let tooMany = try icp("call", canister, "echo", #"("hi", 1, 2)"#, "--candid", folder.path("echo.did"))
        #expect(tooMany.status == 1)
        #expect(tooMany.error == "error: 3 arguments (command line) for a method that takes 2\n")
    }

    @Test func aMethodTheDidFileLacksIsAUsageError() throws {
        let folder = try Folder(["echo.did": Self.echoDid])
        defer { folder.remove() }
        let run = try icp("call", "ryjl3-tyaaa-aaaaa-aaaba-cai", "nope", "--candid", folder.path("echo.did"))
        #expect(run.status == 64)
        #expect(run.error == "error: \(folder.path("echo.did")) has no method nope; its methods: echo\n")
        let unreadable = try icp("call", "ryjl3-tyaaa-aaaaa-aaaba-cai", "echo", "--candid", folder.path("absent.did"))
        #expect(unreadable.status == 66)
    }

    @Test func theRootKeyCanBeGivenByHandAndTheMainnetKeyRefusesALocalReplica() throws {
        try withReplica { replica in
            let echo = try replica.canister("echo")
            let given = try icp(
                "call", echo, "echo", #"("key")"#, "--network", replica.url, "--root-key", replica.rootKeyHex)
            #expect(given.status == 0, "\(given)")
            #expect(given.output == "(\"key\")\n")
            // Without --local or --root-key the answer must chain to mainnet's key: it does not.
            let mainnet = try icp("call", echo, "echo", "--network", replica.url)
            #expect(mainnet.status == 1)
            #expect(mainnet.error.hasPrefix("error: verification failed while calling echo of \(echo): "), "\(mainnet)")
            #expect(
                mainnet.error.contains(
                    "checked against the mainnet root key; for a replica of your own pass --local or --root-key"))
            #expect(!mainnet.error.contains("rejected"))
        }
    }
}
