import CBOR
import Foundation
import Testing

/// Compiles and checks the example in Packages/CBOR/README.md; the region between the markers
/// must stay identical to the README's code block (a workspace check compares them).
@Suite struct ReadmeExampleTests {
    @Test func readmeExample() throws {
        // README-EXAMPLE-BEGIN
        struct Content: Codable, Equatable {
            var requestType = "call"
            var canisterId: Data
            var methodName: String
            var arg: Data
            var sender: Data
            var ingressExpiry: UInt64
            var nonce: Data?
        }
        struct Envelope: Codable, Equatable {
            var content: Content
            var senderPubkey: Data
            var senderSig: Data
        }
        let envelope = Envelope(
            content: Content(
                canisterId: Data([0, 0, 0, 0, 0, 0, 0, 2, 1, 1]), methodName: "greet",
                arg: Data("DIDL\0\u{1}\u{71}\u{5}world".utf8), sender: Data([4]),
                ingressExpiry: 1_700_000_000_000_000_000),
            senderPubkey: Data(repeating: 0xaa, count: 44), senderSig: Data(repeating: 0xbb, count: 64))

        var encoder = CBOREncoder(options: CBOREncodingOptions(deterministic: true, selfDescribe: true))
        encoder.keyEncodingStrategy = .convertToSnakeCase  // requestType -> request_type
        let bytes = try encoder.encode(envelope)  // d9 d9 f7 a3 67 63 6f 6e ...

        let value = try CBOR(decoding: bytes)  // generic tree, tag 55799 stripped
        let method = value["content"]?["method_name"]  // "greet"
        let diagnostic = value.description  // {"content": {"arg": h'4449...

        var decoder = CBORDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let decoded = try decoder.decode(Envelope.self, from: bytes)

        let hostile: [UInt8] = [0x9b, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x00]  // 2^64-1 items?
        var message = ""
        do { _ = try CBOR(decoding: hostile) } catch { message = error.description }  // a CBORDecodingError
        // "unexpected end of input at byte offset 10: expected 18446744073709551615 array item(s), ..."
        // README-EXAMPLE-END

        #expect(Array(bytes.prefix(5)) == [0xd9, 0xd9, 0xf7, 0xa3, 0x67])
        #expect(method == "greet")
        #expect(diagnostic.hasPrefix("{\"content\": {\"arg\": h'4449444c000171"))
        #expect(diagnostic.contains("\"request_type\": \"call\""))
        #expect(decoded == envelope)
        #expect(
            message
                == "unexpected end of input at byte offset 10: expected 18446744073709551615 array item(s), but only 1 byte(s) remain after the head"
        )
    }
}
