/// X.509 SubjectPublicKeyInfo (RFC 5280 §4.1.2.7), the "DER public key" that ICP principals hash:
/// `SEQUENCE { SEQUENCE { algorithm OID, parameters OPTIONAL }, subjectPublicKey BIT STRING }`.
struct SubjectPublicKeyInfo {
    let algorithm: ASN1ObjectIdentifier
    /// The curve OID for EC keys; nil when the parameters are absent.
    let curve: ASN1ObjectIdentifier?
    let keyBytes: [UInt8]

    init(algorithm: ASN1ObjectIdentifier, curve: ASN1ObjectIdentifier?, keyBytes: [UInt8]) {
        self.algorithm = algorithm
        self.curve = curve
        self.keyBytes = keyBytes
    }

    init(derEncoded der: [UInt8]) throws(DERError) {
        var document = DERReader(der)
        var outer = try document.read(DERTag.sequence, field: "SubjectPublicKeyInfo").reader
        try document.expectEnd(field: "SubjectPublicKeyInfo")
        var algorithmIdentifier = try outer.read(DERTag.sequence, field: "AlgorithmIdentifier").reader
        algorithm = try algorithmIdentifier.readObjectIdentifier(field: "algorithm")
        if algorithmIdentifier.peekTag() == DERTag.objectIdentifier {
            curve = try algorithmIdentifier.readObjectIdentifier(field: "namedCurve")
        } else {
            curve = nil
        }
        try algorithmIdentifier.expectEnd(field: "AlgorithmIdentifier")
        keyBytes = try outer.readBitStringBytes(field: "subjectPublicKey").bytes
        try outer.expectEnd(field: "SubjectPublicKeyInfo")
    }

    var derEncoded: [UInt8] {
        let algorithmIdentifier =
            curve.map {
                DERWriter.sequence(DERWriter.objectIdentifier(algorithm), DERWriter.objectIdentifier($0))
            } ?? DERWriter.sequence(DERWriter.objectIdentifier(algorithm))
        return DERWriter.sequence(algorithmIdentifier, DERWriter.bitString(keyBytes))
    }
}
