/// PKCS#8 PrivateKeyInfo / OneAsymmetricKey (RFC 5208, RFC 5958), the `PRIVATE KEY` PEM label:
/// `SEQUENCE { version INTEGER (0|1), AlgorithmIdentifier, privateKey OCTET STRING,
/// [0] attributes OPTIONAL, [1] publicKey OPTIONAL }`.
///
/// The public key is read both as RFC 5958's IMPLICIT BIT STRING (`81 21 00 …`) and as the
/// EXPLICIT form (`A1 23 03 21 00 …`) that ring, and so early dfx versions, wrote for Ed25519.
struct PKCS8PrivateKeyInfo {
    let algorithm: ASN1ObjectIdentifier
    let curve: ASN1ObjectIdentifier?
    let privateKey: [UInt8]
    let privateKeyOffset: Int
    let publicKey: [UInt8]?

    init(algorithm: ASN1ObjectIdentifier, curve: ASN1ObjectIdentifier?, privateKey: [UInt8]) {
        self.algorithm = algorithm
        self.curve = curve
        self.privateKey = privateKey
        self.privateKeyOffset = 0
        self.publicKey = nil
    }

    init(derEncoded der: [UInt8]) throws(DERError) {
        var document = DERReader(der)
        var body = try document.read(DERTag.sequence, field: "PrivateKeyInfo").reader
        try document.expectEnd(field: "PrivateKeyInfo")
        let versionOffset = body.offset
        let version = try body.readSmallInteger(field: "PrivateKeyInfo.version")
        guard version == 0 || version == 1 else {
            throw .unexpectedValue(
                field: "PrivateKeyInfo.version", detail: "version \(version), expected 0 or 1", offset: versionOffset)
        }
        var algorithmIdentifier = try body.read(DERTag.sequence, field: "PrivateKeyInfo.privateKeyAlgorithm").reader
        algorithm = try algorithmIdentifier.readObjectIdentifier(field: "PrivateKeyInfo.privateKeyAlgorithm.algorithm")
        if algorithmIdentifier.peekTag() == DERTag.objectIdentifier {
            curve = try algorithmIdentifier.readObjectIdentifier(field: "PrivateKeyInfo.privateKeyAlgorithm.namedCurve")
        } else {
            _ = try algorithmIdentifier.readOptional(
                DERTag.null, field: "PrivateKeyInfo.privateKeyAlgorithm.parameters")
            curve = nil
        }
        try algorithmIdentifier.expectEnd(field: "PrivateKeyInfo.privateKeyAlgorithm")
        let key = try body.read(DERTag.octetString, field: "PrivateKeyInfo.privateKey")
        privateKey = key.contents
        privateKeyOffset = key.contentOffset
        _ = try body.readOptional(DERTag.contextConstructed(0), field: "PrivateKeyInfo.attributes")
        if let implicit = try body.readOptional(DERTag.contextPrimitive(1), field: "PrivateKeyInfo.publicKey") {
            publicKey = try DERReader.bitStringBytes(of: implicit, field: "PrivateKeyInfo.publicKey").bytes
        } else if let explicit = try body.readOptional(DERTag.contextConstructed(1), field: "PrivateKeyInfo.publicKey")
        {
            var reader = explicit.reader
            publicKey = try reader.readBitStringBytes(field: "PrivateKeyInfo.publicKey").bytes
            try reader.expectEnd(field: "PrivateKeyInfo.publicKey")
        } else {
            publicKey = nil
        }
        try body.expectEnd(field: "PrivateKeyInfo")
    }

    /// Version 0 (PKCS#8 v1) without a public key: the form OpenSSL, Python and dfx all read.
    var derEncoded: [UInt8] {
        let algorithmIdentifier =
            curve.map {
                DERWriter.sequence(DERWriter.objectIdentifier(algorithm), DERWriter.objectIdentifier($0))
            } ?? DERWriter.sequence(DERWriter.objectIdentifier(algorithm))
        return DERWriter.sequence(DERWriter.integer(0), algorithmIdentifier, DERWriter.octetString(privateKey))
    }
}
