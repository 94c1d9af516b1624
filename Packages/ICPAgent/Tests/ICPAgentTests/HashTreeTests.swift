import ByteTools
import CBOR
import ICPAgent
import Testing

/// VECTORS.md §7: the interface specification's example tree, whole and pruned.
@Suite struct HashTreeTests {
    static let full =
        "8301830183024161830183018302417882034568656c6c6f810083024179820345776f726c6483024162820344676f6f648301830241638100830241648203476d6f726e696e67"
    static let pruned =
        "83018301830241618301820458201b4feff9bef8131788b0c9dc6dbad6e81e524249c879e9f10f71ce3749f5a63883024179820345776f726c6483024162820458207b32ac0c6ba8ce35ac82c255fc7906f7fc130dab2a090f80fe12f9c2cae83ba6830182045820ec8324b8a1f1ac16bd2e806edba78006479c9877fed4eb464a25485465af601d830241648203476d6f726e696e67"

    func tree(_ text: String) throws -> HashTree { try HashTree(cbor: try CBOR(decoding: hex(text))) }

    @Test func bothFormsHaveTheSpecificationsRootHash() throws {
        #expect(
            Hex.encode(try tree(Self.full).digest) == "eb5c5b2195e62d996b84c9bcc8259d19a83786a2f59e0878cec84c811f669aa0"
        )
        #expect(
            Hex.encode(try tree(Self.pruned).digest)
                == "eb5c5b2195e62d996b84c9bcc8259d19a83786a2f59e0878cec84c811f669aa0")
    }

    @Test func lookupsTellFoundAbsentUnknownAndErrorApart() throws {
        let pruned = try tree(Self.pruned)
        #expect(pruned.lookup("a", "a") == .unknown)
        #expect(pruned.lookup("a", "y") == .found(Array("world".utf8)))
        #expect(pruned.lookup("aa") == .absent)
        #expect(pruned.lookup("ax") == .absent)
        #expect(pruned.lookup("b") == .unknown)
        #expect(pruned.lookup("bb") == .unknown)
        #expect(pruned.lookup("d") == .found(Array("morning".utf8)))
        #expect(pruned.lookup("e") == .absent)
        let full = try tree(Self.full)
        #expect(full.lookup("a", "x") == .found(Array("hello".utf8)))
        #expect(full.lookup("c") == .absent)  // an empty subtree: nothing there
        #expect(full.lookup("a") == .error)  // a path that ends at a node
        #expect(full.lookup("0") == .absent)  // before the first label
        #expect(full.childLabels == [Array("a".utf8), Array("b".utf8), Array("c".utf8), Array("d".utf8)])
    }

    @Test(arguments: [
        ("82", "not an array starting with a node tag"),  // [2] too short for labeled
        ("8105", "node tag 5"),  // unknown tag
        ("820443010203", "a pruned hash of 3 bytes"),  // short hash
        ("83024161820342", "the leaf value is not a byte string"),  // malformed leaf
        // fork(labeled "b", labeled "a"): out of order
        ("830183024162820340830241618203 40".replacingOccurrences(of: " ", with: ""), "does not come after"),
        ("a0", "not an array"),
    ])
    func malformedTreesNameTheProblem(_ input: String, _ fragment: String) {
        do {
            let value = try CBOR(decoding: hex(input))
            _ = try HashTree(cbor: value)
            Issue.record("\(input) was accepted")
        } catch let error as CertificateError {
            #expect(
                error.description.contains(fragment) || error.description.contains("malformed hash tree"), "\(error)")
        } catch {
            // Not CBOR at all is the CBOR decoder's typed error.
            #expect(error is CBORDecodingError, "\(error)")
        }
    }

    @Test func deepTreesAreRefusedNotRecursedInto() throws {
        var value = CBOR.array([.unsigned(3), .bytes([1])])
        for _ in 0..<200 { value = .array([.unsigned(2), .bytes([0x61]), value]) }
        #expect(throws: CertificateError.self) { try HashTree(cbor: value) }
    }
}

/// Writing trees: the CBOR form round-trips real trees byte for byte, and built trees answer
/// every lookup and decode again (labels in order).
@Suite struct HashTreeBuildingTests {
    @Test func theSpecificationsTreesEncodeToTheirOwnBytes() throws {
        for text in [HashTreeTests.full, HashTreeTests.pruned] {
            let bytes = hex(text)
            #expect(try HashTree(cbor: try CBOR(decoding: bytes)).cbor.encoded() == bytes)
        }
    }

    @Test(arguments: ["ivg37_time", "ivg37_delegated_v2", "224od_subnet", "uzr34_node_keys", "o3ow2_subnet_key"])
    func mainnetTreesEncodeToTheirOwnCBOR(_ name: String) throws {
        let certificate = try CBOR(decoding: try Fixtures.certificate(name)).untagged
        let tree = try #require(certificate["tree"])
        #expect(try HashTree(cbor: tree).cbor == tree)
    }

    @Test func aBuiltTreeAnswersEveryLookup() throws {
        let leaves: [(path: [[UInt8]], value: [UInt8])] = [
            ([Array("time".utf8)], [0x80, 0x01]),
            ([Array("request_status".utf8), [0xab], Array("status".utf8)], Array("replied".utf8)),
            ([Array("request_status".utf8), [0xab], Array("reply".utf8)], [0x44, 0x49, 0x44, 0x4c, 0, 0]),
            ([Array("request_status".utf8), [0x01], Array("status".utf8)], Array("done".utf8)),
            ([Array("canister".utf8), [0, 0, 0, 0, 0, 0, 0, 1, 1, 1], Array("certified_data".utf8)], []),
        ]
        let tree = HashTree(leaves: leaves)
        for leaf in leaves { #expect(tree.lookup(leaf.path) == .found(leaf.value)) }
        #expect(tree.lookup("request_status") == .error)
        #expect(tree.lookup([Array("request_status".utf8), [0xac], Array("status".utf8)]) == .absent)
        #expect(tree.lookup("subnet") == .absent)
        #expect(tree.childLabels == ["canister", "request_status", "time"].map { Array($0.utf8) })
        // Its CBOR decodes again: every level's labels are in order.
        let again = try HashTree(cbor: try CBOR(decoding: try tree.cbor.encoded()))
        #expect(again == tree)
        #expect(again.digest == tree.digest)
    }

    @Test func edgeCasesOfBuilding() {
        #expect(HashTree(leaves: []) == .empty)
        #expect(HashTree(leaves: []).lookup("time") == .absent)
        // One path a prefix of another: the longer one is what the tree holds.
        let tree = HashTree(leaves: [([Array("a".utf8)], [1]), ([Array("a".utf8), Array("b".utf8)], [2])])
        #expect(tree.lookup("a", "b") == .found([2]))
        #expect(tree.lookup("a") == .error)
        // The same path twice: one of the values, never both.
        let twice = HashTree(leaves: [([Array("t".utf8)], [1]), ([Array("t".utf8)], [2])])
        #expect(twice.lookup("t") == .found([1]))
    }
}
