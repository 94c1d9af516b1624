import BigNum
import CBOR
import Foundation

/// Real-world shapes for the Codable tests: the Internet Computer's request envelope with
/// explicit snake_case coding keys, as an agent would declare it.
struct RequestContent: Codable, Equatable {
    var requestType: String
    var canisterId: Data
    var methodName: String
    var arg: Data
    var sender: Data
    var ingressExpiry: UInt64
    var nonce: Data?

    enum CodingKeys: String, CodingKey {
        case requestType = "request_type"
        case canisterId = "canister_id"
        case methodName = "method_name"
        case arg, sender
        case ingressExpiry = "ingress_expiry"
        case nonce
    }
}

struct RequestEnvelope: Codable, Equatable {
    var content: RequestContent
    var senderPubkey: Data?
    var senderSig: Data?

    enum CodingKeys: String, CodingKey {
        case content
        case senderPubkey = "sender_pubkey"
        case senderSig = "sender_sig"
    }

    static func sample(nonce: Data? = Data([0x01, 0x02])) -> RequestEnvelope {
        RequestEnvelope(
            content: RequestContent(
                requestType: "call",
                canisterId: Data([0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x01, 0x01]),
                methodName: "transfer",
                arg: Data("DIDL\u{0}\u{1}\u{7d}\u{80}\u{ad}\u{e2}\u{4}".utf8),
                sender: Data([0x04]),
                ingressExpiry: 1_712_345_678_000_000_000,
                nonce: nonce),
            senderPubkey: Data((0..<44).map { UInt8($0) }),
            senderSig: Data((0..<64).map { UInt8(255 - $0) }))
    }
}

/// A certificate-like nesting: maps in arrays in maps, enums with associated values, optionals,
/// sets and dictionaries.
struct ReadStateResponse: Codable, Equatable {
    enum Status: String, Codable { case replied, rejected, processing }
    enum Label: Codable, Equatable {
        case leaf(Data)
        case fork(left: Int, right: Int)
        case empty
    }

    var status: Status
    var labels: [Label]
    var times: [String: UInt64]
    var tags: Set<String>
    var nested: [[Int8]]
    var reason: String?
    var ratio: Double
    var small: Float
    var flags: [Bool]
}
