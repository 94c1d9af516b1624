import FuzzSupport

/// Every fuzz target's body, which the seed replay test runs one by one. The test also checks
/// that these names are exactly the `fuzz-*` executables under Sources/, so an executable whose
/// target is missing here fails it instead of going unreplayed.
public enum FuzzTargetRegistry {
    public static let all: [any FuzzTarget.Type] = [
        FuzzCBORDecode.self,
        FuzzCandidDecode.self,
        FuzzCandidDecodeTyped.self,
        FuzzCandidText.self,
        FuzzDIDParse.self,
        FuzzAPDU.self,
        FuzzTLV.self,
        FuzzHTTPSpecResponse.self,
        FuzzHTTPSpecFraming.self,
        FuzzHTTPSpecCertificates.self,
        FuzzICPCertificate.self,
        FuzzICPReplies.self,
        FuzzICPHashTree.self,
        FuzzICPLedger.self,
        FuzzICPReplica.self,
        FuzzTonCardResponses.self,
        FuzzTonCardEmulator.self,
        FuzzTonCardStateFile.self,
        FuzzDeeplinkURL.self,
        FuzzDeeplinkCallback.self,
        FuzzEOSSignature.self,
    ]
}
