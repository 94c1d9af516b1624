import BigInt
import BigNum
import ByteTools
import CBOR
import Foundation

/// An Internet Computer call envelope as an agent declares it.
private struct CallContent: Codable, Equatable {
    var requestType = "call"
    var canisterId: Data
    var methodName: String
    var arg: Data
    var sender: Data
    var ingressExpiry: UInt64
    var nonce: Data?
}

private struct CallEnvelope: Codable, Equatable {
    var content: CallContent
    var senderPubkey: Data
    var senderSig: Data
}

public let cborTour = TourStep(
    name: "CBOR",
    summary: "an IC envelope encoded, printed, decoded; deterministic encoding; hostile input"
) { out in
    out.line("-- An Internet Computer call envelope, encoded with Codable")
    let envelope = CallEnvelope(
        content: CallContent(
            canisterId: Data([0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x01, 0x01]),
            methodName: "greet",
            arg: Data("DIDL\u{0}\u{1}\u{71}\u{5}world".utf8),
            sender: Data([0x04]),
            ingressExpiry: 1_712_345_678_000_000_000,
            nonce: Data([0xde, 0xad, 0xbe, 0xef])),
        senderPubkey: Data((0..<12).map { UInt8($0) }),
        senderSig: Data((0..<16).map { UInt8(0xf0 | $0) }))
    var encoder = CBOREncoder(options: CBOREncodingOptions(selfDescribe: true))
    encoder.keyEncodingStrategy = .convertToSnakeCase
    let bytes = try encoder.encode(envelope)
    out.show("encoded (\(bytes.count) bytes)", hex(Array(bytes.prefix(24))) + " ...")
    out.show("starts with tag 55799", hex(Array(bytes.prefix(3))) + " (self-describe)")

    out.line("-- The same bytes in diagnostic notation (RFC 8949 §8)")
    let value = try CBOR(decoding: bytes)
    for line in value.diagnosticNotation(prettyPrinted: true).split(separator: "\n") {
        out.line("    " + line)
    }
    out.show("value[\"content\"][\"method_name\"]", value["content"]?["method_name"] ?? "missing")
    out.show(
        "parsed back from the text", try CBOR(diagnostic: value.description) == value ? "identical value" : "FAILED")

    out.line("-- Decoded back into the Swift type")
    var decoder = CBORDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let decoded = try decoder.decode(CallEnvelope.self, from: bytes)
    out.show("method, expiry", "\(decoded.content.methodName), \(decoded.content.ingressExpiry)")
    out.show("round trip", decoded == envelope ? "equal to the original" : "FAILED")

    out.line("-- Deterministic encoding (RFC 8949 §4.2.1): keys sorted bytewise")
    let unordered: CBOR = [
        "sender_sig": .bytes([1]), "content": ["nonce": .bytes([2]), "arg": .bytes([3])], "sender_pubkey": .bytes([4]),
    ]
    let shuffled: CBOR = [
        "sender_pubkey": .bytes([4]), "content": ["arg": .bytes([3]), "nonce": .bytes([2])], "sender_sig": .bytes([1]),
    ]
    let deterministic = try unordered.encoded(options: .deterministic)
    out.show("insertion order", hex(try unordered.encoded()))
    out.show("deterministic", hex(deterministic))
    out.show(
        "same for another order", try shuffled.encoded(options: .deterministic) == deterministic ? "yes" : "FAILED")
    out.show("read back as deterministic", try CBOR(decoding: deterministic, options: .deterministic))
    do {
        _ = try CBOR(decoding: try unordered.encoded(), options: .deterministic)
    } catch {
        out.show("insertion order, checked", "error: \(error)")
    }

    out.line("-- Tags: bignums (2/3), dates (1), embedded CBOR (24)")
    let supply = BigUInt(1) << 80
    out.show("2^80", "\(CBOR(bigUInt: supply)) = \(hex(try CBOR(bigUInt: supply).encoded()))")
    out.show("2013-03-21T20:04:00Z", CBOR(epochDateTime: Date(timeIntervalSince1970: 1_363_896_240)))
    out.show("embedded [1, 2]", try CBOR(embedding: [1, 2]))

    out.line("-- Hostile input: typed errors with the byte offset, never a trap")
    let hostile: [(String, [UInt8])] = [
        ("array of 2^64-1 items", [0x9b, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x00]),
        ("byte string cut short", [0x45, 0x01, 0x02]),
        ("duplicate map key", [0xa2, 0x61, 0x61, 0x01, 0x61, 0x61, 0x02]),
        ("break inside a map", [0xa1, 0x00, 0xff]),
        ("invalid UTF-8", [0x62, 0xc3, 0x28]),
        ("257 nested arrays", [UInt8](repeating: 0x81, count: 257) + [0x00]),
    ]
    for (label, input) in hostile {
        do {
            _ = try CBOR(decoding: input)
            out.show(label, "accepted: FAILED")
        } catch {
            out.show(label, "error: \(error)")
        }
    }
}
