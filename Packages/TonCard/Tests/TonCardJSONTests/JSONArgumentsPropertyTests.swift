import Foundation
import Testing
import TonCard
import TonCardJSON

/// Whatever strings an app passes, every answer is one well-formed JSON object with a `status`,
/// and nothing traps: random text (digits, hex, Unicode, quotes, control characters, long runs)
/// through every argument-taking call of the JSON layer.
@Suite("The JSON layer on arbitrary string arguments")
struct JSONArgumentsPropertyTests {
    static let alphabet: [Character] = Array("0123456789abcdefABCDEFxyz -+\"\\/\n\t\u{0}é🙂")

    @Test("every answer parses as a JSON object with status ok or fail")
    func arbitraryArguments() async throws {
        let api = try await JSONHarness.activated().api
        var generator = SystemRandomNumberGenerator()
        var seen: Set<String> = []
        for round in 0..<120 {
            let length = [0, 1, 2, 4, 24, 64, 65, 300, 379, 2_000][round % 10]
            // Round 0 is an hd index the card accepts, so both outcomes are always exercised.
            let text =
                round == 0
                ? "1" : String((0..<length).map { _ in Self.alphabet.randomElement(using: &generator) ?? "0" })
            let answers: [String] = [
                await Self.answer { () async throws(TonCardJSONFailure) in try await api.verifyPin(pin: text) },
                await Self.answer { () async throws(TonCardJSONFailure) in try await api.getPublicKey(hdIndex: text) },
                await Self.answer { () async throws(TonCardJSONFailure) in try await api.sign(data: text, hdIndex: "1")
                },
                await Self.answer { () async throws(TonCardJSONFailure) in try await api.getHmac(index: text) },
                await Self.answer { () async throws(TonCardJSONFailure) in
                    try await api.checkAvailableVolForNewKey(keySize: text)
                },
                await Self.answer { () async throws(TonCardJSONFailure) in
                    try await api.getKeyFromKeyChain(keyHmac: text)
                },
                await Self.answer { () async throws(TonCardJSONFailure) in
                    try await api.isKeyForHmacExist(serialNumber: text)
                },
                await Self.answer { () async throws(TonCardJSONFailure) in
                    try await api.setDeviceLabel(deviceLabel: text)
                },
                await Self.answer { () async throws(TonCardJSONFailure) in
                    try await api.createKeyForHmac(authenticationPassword: text, commonSecret: text, serialNumber: text)
                },
            ]
            for answer in answers {
                let object = try #require(
                    try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any],
                    "not an object: \(answer)")
                let status = try #require(object["status"] as? String)
                #expect(status == "ok" || status == "fail")
                seen.insert(status)
            }
        }
        #expect(seen == ["ok", "fail"])
    }

    /// The JSON a call answers, whether it resolved or rejected.
    static func answer(_ call: () async throws(TonCardJSONFailure) -> String) async -> String {
        do {
            return try await call()
        } catch {
            return error.json
        }
    }
}
