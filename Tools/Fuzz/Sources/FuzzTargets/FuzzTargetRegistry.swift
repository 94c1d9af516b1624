import FuzzSupport

/// Every fuzz target's body: the `fuzz` executable runs the one FUZZ_TARGET names, the seed replay
/// test runs them one by one. The test also checks that these names are exactly the seed folders
/// under Corpus/, so a target without seeds, or seeds without a target, fail it.
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
        FuzzStreamFraming.self,
        FuzzCertificates.self,
        FuzzICPCertificate.self,
        FuzzICPReplies.self,
        FuzzICPHashTree.self,
        FuzzICPLedger.self,
        FuzzICPReplica.self,
        FuzzWasmCanisterInstall.self,
        FuzzCanisterSnapshot.self,
        FuzzTonCardResponses.self,
        FuzzTonCardEmulator.self,
        FuzzTonCardStateFile.self,
        FuzzTonCardRecoveryData.self,
        FuzzDeeplinkURL.self,
        FuzzDeeplinkCallback.self,
        FuzzEOSSignature.self,
        FuzzEd25519Verify.self,
    ]

    /// The target called `name` (`fuzz-cbor-decode`), if there is one.
    public static func target(named name: String) -> (any FuzzTarget.Type)? {
        all.first { $0.name == name }
    }
}
