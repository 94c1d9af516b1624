import Deeplink
import DeeplinkVerification

/// What became of a login POSTed to the server: verified (who signed, as which permission),
/// refused (which check said no), or verified but not bound (the server's ``AccountBindings``
/// said which MYKEY binding code applies). All carry the body as received.
public enum LoginOutcome: Sendable, Hashable {
    case verified(VerifiedSigner, body: LoginBody)
    case refused(LoginVerificationError, body: LoginBody)
    /// The signature is good, but the account and the login's app user could not be bound; the
    /// wallet was answered with the error's code (10006, 10008–10010).
    case bindingRefused(BindingError, signer: VerifiedSigner, body: LoginBody)

    /// The signer of a login that verified and was bound (or needed no binding), else nil.
    public var signer: VerifiedSigner? {
        if case .verified(let signer, _) = self { return signer }
        return nil
    }

    /// Why a refused login was refused, else nil.
    public var refusal: LoginVerificationError? {
        if case .refused(let error, _) = self { return error }
        return nil
    }

    /// Why a verified login was not bound, else nil.
    public var bindingRefusal: BindingError? {
        if case .bindingRefused(let error, _, _) = self { return error }
        return nil
    }

    public var body: LoginBody {
        switch self {
        case .verified(_, let body), .refused(_, let body), .bindingRefused(_, _, let body): return body
        }
    }
}
