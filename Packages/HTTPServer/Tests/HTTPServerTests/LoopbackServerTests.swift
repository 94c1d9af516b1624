import Foundation
import HTTPServerTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The scripted server: replays, records, waits, trickles, stops.
@Suite struct LoopbackServerTests {
    @Test func replaysResponsesThen404AndRecordsRequests() async throws {
        let server = try LoopbackServer(responses: [.json("{\"a\":1}", status: 201, headers: [("X-One", "1")])])
        defer { server.stop() }
        let session = URLSession(configuration: .ephemeral)
        var request = URLRequest(
            url: server.baseURL.appendingPathComponent("items").appending(queryItems: [
                URLQueryItem(name: "q", value: "a b")
            ]))
        request.httpMethod = "POST"
        request.httpBody = Data("body".utf8)
        request.setValue("yes", forHTTPHeaderField: "X-Test")
        let (data, response) = try await session.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        #expect(http.statusCode == 201)
        #expect(http.value(forHTTPHeaderField: "X-One") == "1")
        #expect(String(decoding: data, as: UTF8.self) == "{\"a\":1}")
        let (_, second) = try await session.data(from: server.baseURL)
        #expect((second as? HTTPURLResponse)?.statusCode == 404)
        let recorded = try #require(server.requests.first)
        #expect(recorded.method == "POST")
        #expect(recorded.path == "/items")
        #expect(recorded.query == "q=a%20b")
        #expect(recorded.header("x-test") == "yes")
        #expect(recorded.bodyText == "body")
        #expect(server.requests.count == 2)
    }

    @Test func stopCutsAScriptedDelayShort() async throws {
        let server = try LoopbackServer { _ in ScriptedResponse(delay: .seconds(30)) }
        let task = Task { try await URLSession(configuration: .ephemeral).data(from: server.baseURL) }
        while server.requests.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
        let start = ContinuousClock.now
        server.stop()
        #expect(ContinuousClock.now - start < .seconds(1))
        _ = await task.result
    }

    @Test func aTrickledBodyArrivesWhole() async throws {
        let server = try LoopbackServer(responses: [
            ScriptedResponse(body: Data("abc".utf8), byteInterval: .milliseconds(1), closesConnection: true)
        ])
        defer { server.stop() }
        let (data, response) = try await URLSession(configuration: .ephemeral).data(from: server.baseURL)
        #expect(String(decoding: data, as: UTF8.self) == "abc")
        #expect((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Connection") == "close")
    }
}
