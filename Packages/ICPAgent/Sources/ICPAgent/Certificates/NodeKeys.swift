import CryptoPrimitives

extension HashTree {
    /// The public keys of `subnet`'s nodes, `subnet/<id>/node/<node>/public_key`, by node id: what
    /// a query reply's node signatures are checked against (``QueryResponse/verifySignatures(requestID:nodeKeys:)``).
    ///
    /// - Throws: ``CertificateError/nodeKeysUnavailable(subnet:)`` when the tree does not reveal
    ///   the subnet's node list, or ``CertificateError/malformedValue(path:reason:)`` for a node id
    ///   that is not a principal or a key that is not an Ed25519 key in DER.
    public func nodeKeys(of subnet: Principal) throws(CertificateError) -> [Principal: [UInt8]] {
        let listPath = [Array("subnet".utf8), subnet.bytes, Array("node".utf8)]
        guard case .found(let list) = lookupSubtree(listPath) else { throw .nodeKeysUnavailable(subnet: subnet) }
        var keys: [Principal: [UInt8]] = [:]
        for label in list.childLabels {
            let keyPath = listPath + [label, Array("public_key".utf8)]
            guard let node = try? Principal(bytes: label) else {
                throw .malformedValue(path: pathText(listPath + [label]), reason: "the node id is not a principal")
            }
            let key = try value(at: keyPath, optional: false) ?? []
            do {
                _ = try Ed25519.Signing.PublicKey(derRepresentation: key)
            } catch {
                throw .malformedValue(path: pathText(keyPath), reason: "not an Ed25519 key in DER: \(error)")
            }
            keys[node] = key
        }
        guard !keys.isEmpty else { throw .nodeKeysUnavailable(subnet: subnet) }
        return keys
    }
}

extension VerifiedCertificate {
    /// The node keys of `subnet` in the verified tree; see ``HashTree/nodeKeys(of:)``.
    public func nodeKeys(of subnet: Principal) throws(CertificateError) -> [Principal: [UInt8]] {
        try certificate.tree.nodeKeys(of: subnet)
    }
}
