import Deeplink
import DeeplinkVerification

/// What became of a login POSTed to the server: verified (who signed, as which permission) or
/// refused (which check said no). Both carry the body as received.
public enum LoginOutcome: Sendable, Hashable {
    case verified(VerifiedSigner, body: LoginBody)
    case refused(LoginVerificationError, body: LoginBody)

    /// The signer of a verified login, else nil.
    public var signer: VerifiedSigner? {
        if case .verified(let signer, _) = self { return signer }
        return nil
    }

    /// Why a refused login was refused, else nil.
    public var refusal: LoginVerificationError? {
        if case .refused(let error, _) = self { return error }
        return nil
    }

    public var body: LoginBody {
        switch self {
        case .verified(_, let body), .refused(_, let body): return body
        }
    }
}
