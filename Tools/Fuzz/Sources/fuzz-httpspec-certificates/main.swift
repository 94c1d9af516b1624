import Dispatch
import FuzzSupport
import HTTPSpecCertificates
import SwiftASN1
import X509

/// A trust root for the CMS half: any signature the input carries is checked against it and, not
/// being signed by it, must be refused with a `SignedDataError` rather than crash.
let verifier = SignedDataVerifier(trustRoots: [])

/// Runs an async check to its end from libFuzzer's thread, which is not one of Swift
/// concurrency's, so blocking it on a semaphore starves nothing.
func runToEnd(_ body: @escaping @Sendable () async -> Void) {
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        await body()
        done.signal()
    }
    done.wait()
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = fuzzBytes(start, count)
    // PEM or DER: what loads is readable, pins, and its DER loads back as the same certificate.
    if let certificates = try? CertificateLoader.certificates(from: bytes) {
        fuzzExpect(!certificates.isEmpty, "a load returned no certificate without an error")
        for certificate in certificates {
            _ = try? CertificateDetails(certificate)
            _ = SPKIPin(of: certificate)
            var serializer = DER.Serializer()
            guard (try? serializer.serialize(certificate)) != nil else { continue }
            let again = try? CertificateLoader.certificate(der: serializer.serializedBytes)
            fuzzExpect(again == certificate, "a loaded certificate's DER does not load back as the same certificate")
        }
    }
    // CMS SignedData, attached and detached: nothing is trusted, so nothing may verify.
    runToEnd {
        if (try? await verifier.verifyAttached(bytes)) != nil {
            fuzzExpect(false, "an attached signature verified with no trust root")
        }
        if (try? await verifier.verifyDetached(bytes, content: Array("signed content\n".utf8))) != nil {
            fuzzExpect(false, "a detached signature verified with no trust root")
        }
    }
    return 0
}
