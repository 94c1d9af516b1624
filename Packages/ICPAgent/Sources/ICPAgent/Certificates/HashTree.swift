import ByteTools
import CBOR
import CryptoPrimitives

/// The certified state tree, or the part of it a certificate reveals (interface specification,
/// "Certificate"): forks, labelled subtrees, leaves with values, and pruned branches of which
/// only the hash is known.
public indirect enum HashTree: Sendable, Hashable {
    case empty
    case fork(HashTree, HashTree)
    case labeled([UInt8], HashTree)
    case leaf([UInt8])
    case pruned([UInt8])

    /// The deepest tree accepted: the state tree is a few dozen levels deep; anything near this
    /// is hostile.
    public static let maximumDepth = 128

    /// Reads the CBOR form (`[0]`, `[1, l, r]`, `[2, label, t]`, `[3, value]`, `[4, hash]`).
    ///
    /// - Throws: ``CertificateError/malformedHashTree(_:)`` naming what is wrong and where: an
    ///   unknown node tag, a node of the wrong size, a pruned hash that is not 32 bytes, labels of
    ///   one level out of order, a tree deeper than ``maximumDepth``.
    public init(cbor: CBOR) throws(CertificateError) {
        self = try Self.read(cbor, depth: 0, path: "tree")
        try checkLabelOrder(path: "tree", depth: 0)
    }

    private static func read(_ cbor: CBOR, depth: Int, path: String) throws(CertificateError) -> HashTree {
        guard depth < maximumDepth else { throw .malformedHashTree("\(path): deeper than \(maximumDepth) levels") }
        guard case .array(let items) = cbor.untagged, let first = items.first, case .unsigned(let tag) = first else {
            throw .malformedHashTree("\(path): not an array starting with a node tag")
        }
        func bytes(_ index: Int, _ what: String) throws(CertificateError) -> [UInt8] {
            guard case .bytes(let value) = items[index] else {
                throw .malformedHashTree("\(path): the \(what) is not a byte string")
            }
            return value
        }
        switch (tag, items.count) {
        case (0, 1): return .empty
        case (1, 3):
            return .fork(
                try read(items[1], depth: depth + 1, path: path + ".0"),
                try read(items[2], depth: depth + 1, path: path + ".1"))
        case (2, 3):
            let label = try bytes(1, "label")
            return .labeled(label, try read(items[2], depth: depth + 1, path: path + "/" + printable(label)))
        case (3, 2): return .leaf(try bytes(1, "leaf value"))
        case (4, 2):
            let hash = try bytes(1, "pruned hash")
            guard hash.count == 32 else {
                throw .malformedHashTree("\(path): a pruned hash of \(hash.count) bytes, not 32")
            }
            return .pruned(hash)
        default:
            throw .malformedHashTree("\(path): node tag \(tag) with \(items.count - 1) field(s)")
        }
    }

    /// Labels under one node (its forks flattened) must be strictly increasing.
    private func checkLabelOrder(path: String, depth: Int) throws(CertificateError) {
        var previous: [UInt8]?
        for node in flattenedForks {
            guard case .labeled(let label, let subtree) = node else { continue }
            if let previous, !previous.lexicographicallyPrecedes(label) {
                throw .malformedHashTree(
                    "\(path): label \(printable(label)) does not come after \(printable(previous))")
            }
            previous = label
            try subtree.checkLabelOrder(path: path + "/" + printable(label), depth: depth + 1)
        }
    }

    /// The root hash the certificate signs, with the specification's domain separators.
    public var digest: [UInt8] {
        switch self {
        case .empty: return SHA256.hash(data: DomainSeparator.hashTreeEmpty).bytes
        case .fork(let left, let right):
            return SHA256.hash(data: DomainSeparator.hashTreeFork + left.digest + right.digest).bytes
        case .labeled(let label, let subtree):
            return SHA256.hash(data: DomainSeparator.hashTreeLabeled + label + subtree.digest).bytes
        case .leaf(let value): return SHA256.hash(data: DomainSeparator.hashTreeLeaf + value).bytes
        case .pruned(let hash): return hash
        }
    }

    /// The nodes below this one with its forks taken apart, left to right.
    var flattenedForks: [HashTree] {
        var result: [HashTree] = []
        var stack: [HashTree] = [self]
        while let node = stack.popLast() {
            switch node {
            case .empty: continue
            case .fork(let left, let right):
                stack.append(right)
                stack.append(left)
            default: result.append(node)
            }
        }
        return result
    }
}

/// A label for messages: text when it is printable ASCII, hex otherwise.
func printable(_ label: [UInt8]) -> String {
    if !label.isEmpty, label.allSatisfy({ $0 >= 0x20 && $0 < 0x7f }) { return String(decoding: label, as: UTF8.self) }
    return "0x" + Hex.encode(label)
}
