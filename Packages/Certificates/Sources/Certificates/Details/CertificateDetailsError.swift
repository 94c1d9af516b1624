/// Why a certificate's details could not be read, in words.
public enum CertificateDetailsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The certificate parsed, but extension `name` in it did not.
    case malformedExtension(certificate: String, name: String, reason: String)

    public var description: String {
        switch self {
        case .malformedExtension(let certificate, let name, let reason):
            "the \(name) extension of the certificate for \(certificate) is malformed: \(reason)"
        }
    }
}
