import Deeplink
import FuzzSupport

/// The QR reader's clock: requests with `expired` before it are refused, later ones read.
private let now: Int64 = 1_700_000_000

/// A request the package read must survive its own writers: its SimpleWallet URL, its QR text
/// and its JSON each read back as the same request (§2.0 builder, §1a, §1c).
private func expectRoundTrips(_ request: DeeplinkRequest, from source: String) {
    let url = request.simpleWalletURL
    fuzzExpect(
        (try? SimpleWalletURL.parse(url)) == request,
        "\(source): the request's SimpleWallet URL does not read back as the request:\n\(url)")
    let qr = request.qrPayload
    fuzzExpect(
        (try? QRPayload.parse(qr, now: now)) == request,
        "\(source): the request's QR text does not read back as the request:\n\(qr)")
    let json = request.jsonText
    fuzzExpect(
        (try? DeeplinkRequest(json: json)) == request,
        "\(source): the request's JSON does not read back as the request:\n\(json)")
    // Written once more, the text is the same: the builder is deterministic (§2.0).
    fuzzExpect(
        (try? SimpleWalletURL.parse(url))?.simpleWalletURL == url,
        "\(source): the URL changes when written again:\n\(url)")
}

/// `SimpleWalletURL.parse` and `QRPayload.parse`: an accepted request survives its own writers, and
/// an accepted QR request is not expired.
public enum FuzzDeeplinkURL: FuzzTarget {
    public static let name = "fuzz-deeplink-url"

    public static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        if let request = try? SimpleWalletURL.parse(text) {
            expectRoundTrips(request, from: "SimpleWalletURL.parse")
        }
        if let request = try? QRPayload.parse(text, now: now) {
            expectRoundTrips(request, from: "QRPayload.parse")
            if let expired = request.common.expired {
                fuzzExpect(expired >= now, "QRPayload.parse accepted an expired request")
            }
        }
    }
}
