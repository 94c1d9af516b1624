import Foundation
import HTTPServer
import HTTPServerTesting
import HTTPTypes
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Requests within the limits: answered, kept alive, streamed, pipelined.
@Suite struct ServingTests {
    /// Echoes method, target, `X-Note` and the body's length, and counts what it saw.
    static let echo = ClosureResponder { request in
        let note = request.headerFields[HTTPField.Name("X-Note")!] ?? "-"
        return .text("\(request.method.rawValue) \(request.target) \(note) \(request.body.count)")
    }

    @Test func answersRequestsOnOneKeptAliveConnection() async throws {
        let server = try await HTTPServer.start(responder: Self.echo)
        defer { Task { await server.stop() } }
        let session = URLSession(configuration: .ephemeral)
        for index in 0..<5 {
            var request = URLRequest(url: server.baseURL.appendingPathComponent("item/\(index)"))
            request.setValue("n\(index)", forHTTPHeaderField: "X-Note")
            let (data, response) = try await session.data(for: request)
            #expect((response as? HTTPURLResponse)?.statusCode == 200)
            #expect(String(decoding: data, as: UTF8.self) == "GET /item/\(index) n\(index) 0")
        }
        #expect(server.connectionCount == 1)
        #expect(server.baseURL.absoluteString == "http://127.0.0.1:\(server.port)")
    }

    @Test func readsContentLengthAndChunkedBodies() async throws {
        let server = try await HTTPServer.start(responder: Self.echo)
        let client = try RawHTTPConnection(port: server.port)
        client.send("POST /a?x=1 HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\n\r\nhello")
        client.send("POST /b HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n")
        client.send("5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n")
        let answers = await client.readToEnd()
        client.close()
        await server.stop()
        #expect(answers.contains("POST /a?x=1 - 5"))
        #expect(answers.contains("POST /b - 11"))
        #expect(answers.contains("Connection: close"))
    }

    @Test func answersPipelinedRequestsInOrder() async throws {
        let server = try await HTTPServer.start { request in
            // The first answer is the slowest: order must come from the server, not from timing.
            if request.path == "/1" { try? await Task.sleep(for: .milliseconds(50)) }
            return .text("answer \(request.path)")
        }
        let client = try RawHTTPConnection(port: server.port)
        client.send(
            "GET /1 HTTP/1.1\r\nHost: h\r\n\r\nGET /2 HTTP/1.1\r\nHost: h\r\n\r\nGET /3 HTTP/1.1\r\nHost: h\r\n\r\n")
        let answers = await client.read(until: "answer /", times: 3)
        client.close()
        await server.stop()
        let order = ["answer /1", "answer /2", "answer /3"].map { answers.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
    }

    @Test func responseToHeadCarriesNoBody() async throws {
        let server = try await HTTPServer.start { _ in .text("twelve bytes") }
        let client = try RawHTTPConnection(port: server.port)
        client.send("HEAD / HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n")
        let answer = await client.readToEnd()
        client.close()
        await server.stop()
        #expect(answer.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(answer.lowercased().contains("content-length: 12\r\n"))
        #expect(answer.hasSuffix("\r\n\r\n"))
    }

    @Test func streamsBodiesOfUnknownLengthChunked() async throws {
        let server = try await HTTPServer.start { _ in
            ServerResponse(
                body: .streamed(length: nil) { writer in
                    for part in ["one ", "two ", "three"] { try await writer.write(Array(part.utf8)) }
                })
        }
        let (data, response) = try await URLSession(configuration: .ephemeral).data(from: server.baseURL)
        await server.stop()
        #expect(String(decoding: data, as: UTF8.self) == "one two three")
        #expect((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Transfer-Encoding") == "chunked")
    }

    @Test func aBodyThatFailsBreaksTheConnectionOff() async throws {
        struct Broken: Error {}
        let server = try await HTTPServer.start { _ in
            ServerResponse(body: .streamed(length: 64) { _ in throw Broken() })
        }
        let client = try RawHTTPConnection(port: server.port)
        client.send("GET / HTTP/1.1\r\nHost: h\r\n\r\n")
        let answer = await client.readToEnd()
        client.close()
        await server.stop()
        #expect(answer.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(answer.hasSuffix("\r\n\r\n"), "the head came, then the connection ended")
    }

    @Test func withoutKeepAliveEveryConnectionServesOneRequest() async throws {
        let server = try await HTTPServer.start(limits: HTTPServerLimits(keepAlive: false), responder: Self.echo)
        let client = try RawHTTPConnection(port: server.port)
        client.send("GET /1 HTTP/1.1\r\nHost: h\r\n\r\nGET /2 HTTP/1.1\r\nHost: h\r\n\r\n")
        let answer = await client.readToEnd()
        client.close()
        await server.stop()
        #expect(answer.contains("GET /1 - 0"))
        #expect(!answer.contains("GET /2"))
        #expect(answer.contains("Connection: close"))
    }

    @Test func expectContinueGetsAnInterimAnswer() async throws {
        let server = try await HTTPServer.start(responder: Self.echo)
        let client = try RawHTTPConnection(port: server.port)
        client.send("PUT /up HTTP/1.1\r\nHost: h\r\nExpect: 100-continue\r\nContent-Length: 3\r\n\r\n")
        let interim = await client.read(until: "\r\n\r\n")
        client.send("abc")
        let final = await client.read(until: "PUT /up - 3")
        client.close()
        await server.stop()
        #expect(interim.hasPrefix("HTTP/1.1 100 Continue\r\n"))
        #expect(final.contains("200 OK"))
    }

    @Test func stopCancelsRespondersAndClosesConnections() async throws {
        let started = AsyncStream<Void>.makeStream()
        let server = try await HTTPServer.start { _ in
            started.continuation.yield()
            // Held until cancelled: only stop() ends it.
            await untilCancelled()
            return .text("never")
        }
        let client = try RawHTTPConnection(port: server.port)
        client.send("GET / HTTP/1.1\r\nHost: h\r\n\r\n")
        for await _ in started.stream { break }
        let start = ContinuousClock.now
        await server.stop()
        #expect(await client.readToEnd() == "")
        client.close()
        #expect(ContinuousClock.now - start < .seconds(2))
        #expect(throws: RawHTTPConnection.Failure.self) { try RawHTTPConnection(port: server.port) }
    }

    @Test func aPortInUseIsATypedError() async throws {
        let first = try await HTTPServer.start(responder: Self.echo)
        defer { Task { await first.stop() } }
        await #expect(throws: HTTPServerError.self) {
            _ = try await HTTPServer.start(port: first.port, responder: Self.echo)
        }
    }
}
