import ArgumentParser
import ByteTools
import CommandSupport
import ICPAgent
import JSONValues

/// `icp read-state`: values of the certified state tree, verified.
struct ReadStateCommand: ICPSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "read-state",
        abstract: "Reads paths of the certified state tree through a canister's subnet and prints what they hold.",
        discussion: """
            Sends one read_state request for all paths to the canister's subnet and verifies the \
            certificate before printing a line per path: 'PATH: found VALUE', 'PATH: absent' \
            (the certificate proves there is none), or 'PATH: unknown' (it prunes the path, so \
            it proves neither). A path that leads to a subtree prints every value under it. \
            Values print as quoted text when they are printable UTF-8, else as 0x-hex; time as \
            an ISO 8601 date with nanoseconds.

            Paths are segments separated by '/': '0x…' is bytes in hex; after canister, subnet, \
            canister_ranges or node a segment is a principal's text; after request_status a \
            request id in hex; anything else is UTF-8 text.

            Examples:
              icp read-state ryjl3-tyaaa-aaaaa-aaaba-cai time
              icp read-state "$C" canister/"$C"/module_hash      # C=ryjl3-tyaaa-aaaaa-aaaba-cai
              icp read-state "$CANISTER" subnet --network "$URL" --local
              icp read-state "$CANISTER" request_status/"$REQUEST_ID"/status --json
            """
    )

    /// The most values a subtree prints: a subnet's node list has tens; the limit keeps a
    /// hostile tree from flooding the terminal.
    static let maximumLeaves = 10_000

    @Argument(
        help: ArgumentHelp(
            "The canister whose subnet answers (the request's effective canister).", valueName: "canister"))
    var canister: String

    @Argument(
        help: ArgumentHelp(
            "Paths such as time, subnet, canister/<id>/module_hash, request_status/<hex>/status.", valueName: "path"))
    var paths: [String] = []

    @Flag(name: .long, help: "Print a JSON array with an object per path instead of text.")
    var json = false

    @OptionGroup var replica: ReplicaOptions

    func validate() throws {
        guard CanisterArgument.isValid(canister) else {
            throw ValidationError("the canister is neither a principal nor a system canister's name")
        }
        if paths.isEmpty { throw ValidationError("name at least one path, e.g. time") }
        for path in paths {
            do { _ = try StatePath(parsing: path) } catch { throw ValidationError(error.message) }
        }
    }

    func execute(io: CommandIO) async throws(ICPToolError) {
        let target = try CanisterArgument.principal(canister, for: "the canister")
        var parsed: [StatePath] = []
        for path in paths { parsed.append(try StatePath(parsing: path)) }
        let identity = try replica.signer.load(io: io)
        let connection = try await replica.connect(as: identity)
        let certificate: VerifiedCertificate
        do { certificate = try await connection.agent.readState(target, paths: parsed.map(\.labels)) } catch {
            throw connection.failure(error, doing: "reading the state through \(target)")
        }
        let results = parsed.map { Result(path: $0, tree: certificate.certificate.tree) }
        if json {
            io.write(JSONValue.array(results.map(\.json)).text(.pretty) + "\n")
        } else {
            io.write(results.flatMap(\.lines).joined(separator: "\n") + "\n")
        }
    }

    /// What one path leads to.
    struct Result {
        var path: StatePath
        var outcome: Outcome

        enum Outcome {
            case found([UInt8])
            case subtree(leaves: [(path: StatePath, value: [UInt8])], pruned: Int, truncated: Bool)
            case absent
            case unknown
        }

        init(path: StatePath, tree: HashTree) {
            self.path = path
            switch tree.lookupSubtree(path.labels) {
            case .absent: outcome = .absent
            case .unknown: outcome = .unknown
            case .found(let subtree):
                switch subtree {
                case .leaf(let value): outcome = .found(value)
                case .empty: outcome = .absent
                case .pruned: outcome = .unknown
                case .fork, .labeled:
                    var leaves: [(path: StatePath, value: [UInt8])] = []
                    var pruned = 0
                    var truncated = false
                    Self.collect(subtree, under: path.labels, into: &leaves, pruned: &pruned, truncated: &truncated)
                    outcome = .subtree(leaves: leaves, pruned: pruned, truncated: truncated)
                }
            }
        }

        /// The leaves under `tree` in label order; pruned branches are counted.
        private static func collect(
            _ tree: HashTree, under prefix: [[UInt8]], into leaves: inout [(path: StatePath, value: [UInt8])],
            pruned: inout Int, truncated: inout Bool
        ) {
            guard leaves.count < ReadStateCommand.maximumLeaves else {
                truncated = true
                return
            }
            switch tree {
            case .empty: break
            case .pruned: pruned += 1
            case .leaf(let value): leaves.append((StatePath(labels: prefix), value))
            case .fork(let left, let right):
                collect(left, under: prefix, into: &leaves, pruned: &pruned, truncated: &truncated)
                collect(right, under: prefix, into: &leaves, pruned: &pruned, truncated: &truncated)
            case .labeled(let label, let subtree):
                collect(subtree, under: prefix + [label], into: &leaves, pruned: &pruned, truncated: &truncated)
            }
        }

        var lines: [String] {
            let name = path.description
            switch outcome {
            case .found(let value): return ["\(name): found \(StateValue.show(value, at: path.labels).text)"]
            case .absent: return ["\(name): absent"]
            case .unknown:
                return ["\(name): unknown (pruned from the certificate: neither a value nor its absence is proven)"]
            case let .subtree(leaves, pruned, truncated):
                var summary = "\(name): found a subtree of \(leaves.count) value\(leaves.count == 1 ? "" : "s")"
                if pruned > 0 { summary += ", \(pruned) branch\(pruned == 1 ? "" : "es") pruned" }
                if truncated { summary += ", only the first \(ReadStateCommand.maximumLeaves) shown" }
                return [summary]
                    + leaves.map {
                        "  \($0.path.description): found \(StateValue.show($0.value, at: $0.path.labels).text)"
                    }
            }
        }

        var json: JSONValue {
            var members = [JSONMember("path", .string(path.description))]
            switch outcome {
            case .found(let value):
                members.append(JSONMember("result", .string("found")))
                members += Self.valueMembers(value, at: path.labels)
            case .absent: members.append(JSONMember("result", .string("absent")))
            case .unknown: members.append(JSONMember("result", .string("unknown")))
            case let .subtree(leaves, pruned, truncated):
                members.append(JSONMember("result", .string("subtree")))
                members.append(
                    JSONMember(
                        "values",
                        .array(
                            leaves.map { leaf in
                                .object(
                                    JSONObject(
                                        [JSONMember("path", .string(leaf.path.description))]
                                            + Self.valueMembers(leaf.value, at: leaf.path.labels)))
                            })))
                members.append(JSONMember("prunedBranches", .number(JSONNumber(pruned))))
                members.append(JSONMember("truncated", .bool(truncated)))
            }
            return .object(JSONObject(members))
        }

        /// `hex`, and `text`, `nanoseconds`/`date` or `number` where they apply.
        private static func valueMembers(_ value: [UInt8], at labels: [[UInt8]]) -> [JSONMember] {
            let shown = StateValue.show(value, at: labels)
            var members = [JSONMember("hex", .string(Hex.encode(value)))]
            if let text = shown.utf8 { members.append(JSONMember("text", .string(text))) }
            if let time = shown.time {
                // Nanoseconds exceed 2^53, so they are a string, as in `icp call --output json`.
                members.append(JSONMember("nanoseconds", .string(String(time.nanoseconds))))
                members.append(JSONMember("date", .string(time.date)))
            }
            if let number = shown.number { members.append(JSONMember("number", .number(JSONNumber(number)))) }
            return members
        }
    }
}
