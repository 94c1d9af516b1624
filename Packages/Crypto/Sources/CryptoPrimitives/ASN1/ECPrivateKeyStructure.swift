/// SEC1 / RFC 5915 ECPrivateKey, what `openssl ecparam -genkey` and dfx write as `EC PRIVATE KEY`:
/// `SEQUENCE { version INTEGER (1), privateKey OCTET STRING, [0] parameters OPTIONAL, [1] publicKey BIT STRING OPTIONAL }`.
struct ECPrivateKeyStructure {
    let privateKey: [UInt8]
    let privateKeyOffset: Int
    let curve: ASN1ObjectIdentifier?
    let publicKey: [UInt8]?

    init(privateKey: [UInt8], curve: ASN1ObjectIdentifier?, publicKey: [UInt8]?) {
        self.privateKey = privateKey
        self.privateKeyOffset = 0
        self.curve = curve
        self.publicKey = publicKey
    }

    init(derEncoded der: [UInt8], baseOffset: Int = 0) throws(DERError) {
        var document = DERReader(der, baseOffset: baseOffset)
        var body = try document.read(DERTag.sequence, field: "ECPrivateKey").reader
        try document.expectEnd(field: "ECPrivateKey")
        let versionOffset = body.offset
        let version = try body.readSmallInteger(field: "ECPrivateKey.version")
        guard version == 1 else {
            throw .unexpectedValue(
                field: "ECPrivateKey.version", detail: "version \(version), expected 1", offset: versionOffset)
        }
        let key = try body.read(DERTag.octetString, field: "ECPrivateKey.privateKey")
        privateKey = key.contents
        privateKeyOffset = key.contentOffset
        if let parameters = try body.readOptional(DERTag.contextConstructed(0), field: "ECPrivateKey.parameters") {
            var reader = parameters.reader
            curve = try reader.readObjectIdentifier(field: "ECPrivateKey.parameters.namedCurve")
            try reader.expectEnd(field: "ECPrivateKey.parameters")
        } else {
            curve = nil
        }
        if let wrapped = try body.readOptional(DERTag.contextConstructed(1), field: "ECPrivateKey.publicKey") {
            var reader = wrapped.reader
            publicKey = try reader.readBitStringBytes(field: "ECPrivateKey.publicKey").bytes
            try reader.expectEnd(field: "ECPrivateKey.publicKey")
        } else {
            publicKey = nil
        }
        try body.expectEnd(field: "ECPrivateKey")
    }

    var derEncoded: [UInt8] {
        var parts = [DERWriter.integer(1), DERWriter.octetString(privateKey)]
        if let curve {
            parts.append(DERWriter.element(DERTag.contextConstructed(0), DERWriter.objectIdentifier(curve)))
        }
        if let publicKey {
            parts.append(DERWriter.element(DERTag.contextConstructed(1), DERWriter.bitString(publicKey)))
        }
        return DERWriter.element(DERTag.sequence, parts.flatMap { $0 })
    }
}
