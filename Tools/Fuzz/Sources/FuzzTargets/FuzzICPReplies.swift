import FuzzSupport
import ICPAgent

/// The request a reply answers, for the signed-message computation.
private let requestID = RequestID(of: .map(["request_type": .text("query"), "method_name": .text("whoami")]))

/// `QueryResponse`, `CallResponse`, `ReadStateResponse` and `ReplicaStatus` on reply bodies; no
/// query reply verifies without node keys.
public enum FuzzICPReplies: FuzzTarget {
    public static let name = "fuzz-icp-replies"

    public static func run(_ bytes: [UInt8]) {
        // A replica's reply bodies: each reader accepts its shape or throws ReplyError, nothing else.
        if let query = try? QueryResponse(cbor: bytes) {
            _ = query.signedMessage(requestID: requestID, timestamp: query.signatures.first?.timestamp ?? 0)
            // No node keys: an accepted reply is never verified without them.
            fuzzExpect(
                (try? query.verifySignatures(requestID: requestID, nodeKeys: [:])) == nil,
                "a query reply verified against no node keys")
            if case .rejected(let rejection) = query.outcome { _ = rejection.description }
        }
        if case .rejected(let rejection)? = try? CallResponse(cbor: bytes) { _ = rejection.description }
        if let readState = try? ReadStateResponse(cbor: bytes) { _ = try? Certificate(cbor: readState.certificate) }
        if let status = try? ReplicaStatus(cbor: bytes), let key = status.rootKey {
            _ = try? RootKey(derRepresentation: key)
        }
    }
}
