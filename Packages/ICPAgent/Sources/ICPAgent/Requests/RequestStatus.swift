import BigNum
import ByteTools

/// Where a call stands, as the state tree says under `request_status/<request id>` (interface
/// specification, "Request status"): a call is polled until it is replied, rejected or done.
public enum RequestStatus: Sendable, Hashable {
    /// The replica has the call but has not started it.
    case received
    /// The canister is executing it.
    case processing
    /// The method's Candid-encoded results.
    case replied([UInt8])
    /// The canister or the system refused.
    case rejected(Rejection)
    /// Replied or rejected long enough ago that the answer has been removed.
    case done
}

extension HashTree {
    /// The status of `request` in this tree; nil when the tree proves the replica has none (not
    /// received yet, or forgotten).
    ///
    /// - Throws: ``CertificateError/pathPruned(_:)`` when the tree hides the status (or the reply
    ///   or reject of a finished call), so that neither a value nor its absence is proven;
    ///   ``CertificateError/malformedValue(path:reason:)`` for a status that is not one of the
    ///   five, a reject code that is not a LEB128 number, text that is not UTF-8.
    public func requestStatus(of request: RequestID) throws(CertificateError) -> RequestStatus? {
        let base = [Array("request_status".utf8), request.bytes]
        guard let status = try text(at: base + [Array("status".utf8)], optional: true) else { return nil }
        switch status {
        case "received": return .received
        case "processing": return .processing
        case "done": return .done
        case "replied":
            let path = base + [Array("reply".utf8)]
            return .replied(try value(at: path, optional: false) ?? [])
        case "rejected":
            let codePath = base + [Array("reject_code".utf8)]
            let codeBytes = try value(at: codePath, optional: false) ?? []
            var reader = ByteReader(codeBytes)
            guard let code = try? LEB128.decode(UInt64.self, from: &reader), reader.isAtEnd else {
                throw .malformedValue(path: pathText(codePath), reason: "the reject code is not a LEB128 number")
            }
            let message = try text(at: base + [Array("reject_message".utf8)], optional: false) ?? ""
            let errorCode = try text(at: base + [Array("error_code".utf8)], optional: true)
            return .rejected(Rejection(code: code, message: message, errorCode: errorCode))
        default:
            throw .malformedValue(path: pathText(base + [Array("status".utf8)]), reason: "unknown status \"\(status)\"")
        }
    }

    /// The leaf at `path`: nil when provably absent and `optional`.
    func value(at path: [[UInt8]], optional: Bool) throws(CertificateError) -> [UInt8]? {
        switch lookup(path) {
        case .found(let bytes): return bytes
        case .absent where optional: return nil
        case .absent: throw .malformedValue(path: pathText(path), reason: "absent")
        case .unknown: throw .pathPruned(pathText(path))
        case .error: throw .malformedValue(path: pathText(path), reason: "a subtree where a value must be")
        }
    }

    /// The UTF-8 text at `path`: nil when provably absent and `optional`.
    func text(at path: [[UInt8]], optional: Bool) throws(CertificateError) -> String? {
        guard let bytes = try value(at: path, optional: optional) else { return nil }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .malformedValue(path: pathText(path), reason: "not UTF-8 text")
        }
        return text
    }
}

extension VerifiedCertificate {
    /// The status of `request` in the verified tree; see ``HashTree/requestStatus(of:)``.
    public func requestStatus(of request: RequestID) throws(CertificateError) -> RequestStatus? {
        try certificate.tree.requestStatus(of: request)
    }
}

/// A path for messages: labels joined by `/`, each as text when printable, hex otherwise.
func pathText(_ path: [[UInt8]]) -> String {
    path.map(printable).joined(separator: "/")
}
