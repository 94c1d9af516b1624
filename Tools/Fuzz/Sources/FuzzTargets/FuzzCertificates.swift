import Certificates
import Dispatch
import FuzzSupport
import SwiftASN1
import X509

/// A trust root for the CMS half: any signature the input carries is checked against it and, not
/// being signed by it, must be refused with a `SignedDataError` rather than crash.
private let verifier = SignedDataVerifier(trustRoots: [])

/// Runs an async check to its end from libFuzzer's thread, which is not one of Swift
/// concurrency's, so blocking it on a semaphore starves nothing. A `Task`, not a detached one: it
/// inherits the replay test's task-local violation collector (`FuzzViolations`), which a
/// detached task would not see, so its `fuzzExpect` would crash the test run.
private func runToEnd(_ body: @escaping @Sendable () async -> Void) {
    let done = DispatchSemaphore(value: 0)
    Task {
        await body()
        done.signal()
    }
    done.wait()
}

/// `CertificateLoader` on PEM and DER, and `SignedDataVerifier` on the input as an attached and as
/// a detached CMS signature with no trust root.
public enum FuzzCertificates: FuzzTarget {
    public static let name = "fuzz-certificates"

    public static func run(_ bytes: [UInt8]) {
        // PEM or DER: what loads is readable, pins, and its DER loads back as the same certificate.
        if let certificates = try? CertificateLoader.certificates(from: bytes) {
            fuzzExpect(!certificates.isEmpty, "a load returned no certificate without an error")
            for certificate in certificates {
                _ = try? CertificateDetails(certificate)
                _ = SPKIPin(of: certificate)
                var serializer = DER.Serializer()
                guard (try? serializer.serialize(certificate)) != nil else { continue }
                let again = try? CertificateLoader.certificate(der: serializer.serializedBytes)
                fuzzExpect(
                    again == certificate, "a loaded certificate's DER does not load back as the same certificate")
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
    }
}
