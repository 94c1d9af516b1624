import Deeplink
import DeeplinkServer
import Foundation
import Testing

/// §5's HTTP rules, sent as raw bytes so nothing between the test and the server tidies them up.
@Suite struct HTTPLimitTests {
    @Test func postWithoutContentLengthIs411() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            let reply = try await RawHTTP.send("POST /login HTTP/1.1\r\nHost: x\r\n\r\n", port: stack.server.port)
            #expect(reply.status == 411)
            #expect(try ServerReply(json: reply.body).code == ReplyCode.unparsable)
            #expect(reply.head.contains("Connection: close"))
        }
    }

    @Test func chunkedPostIs411() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            let reply = try await RawHTTP.send(
                "POST /login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n",
                port: stack.server.port)
            #expect(reply.status == 411)
        }
    }

    @Test func bodyOverTheLimitIs413BeforeItIsRead() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            // Only the head is sent: the answer comes without the server waiting for 64 KiB + 1.
            let reply = try await RawHTTP.send(
                "POST /login HTTP/1.1\r\nHost: x\r\nContent-Length: \(64 * 1024 + 1)\r\n\r\n", port: stack.server.port)
            #expect(reply.status == 413)
            #expect(try ServerReply(json: reply.body).code == ReplyCode.unparsable)
        }
    }

    @Test func bodyAtTheLimitIsRead() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            let padding = String(repeating: " ", count: 64 * 1024 - 40)
            let body = #"{"account":"alice","tx_id":"ff"}"# + padding
            let reply = try await RawHTTP.send(
                "POST /transfer HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)",
                port: stack.server.port)
            #expect(body.utf8.count <= 64 * 1024)
            #expect(reply.status == 200)
            #expect(try ServerReply(json: reply.body) == .success)
        }
    }

    @Test func badContentLengthIs400() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            for length in ["-1", "12abc", "1, 2"] {
                let reply = try await RawHTTP.send(
                    "POST /sign HTTP/1.1\r\nContent-Length: \(length)\r\n\r\n", port: stack.server.port)
                #expect(reply.status == 400, "Content-Length: \(length)")
            }
        }
    }

    @Test func unknownPathIs404AndWrongMethodIs405() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            #expect(try await RawHTTP.send("GET /admin HTTP/1.1\r\n\r\n", port: stack.server.port).status == 404)
            let getLogin = try await RawHTTP.send("GET /login HTTP/1.1\r\n\r\n", port: stack.server.port)
            #expect(getLogin.status == 405)
            #expect(getLogin.head.contains("Allow: POST"))
            let postCallback = try await RawHTTP.send(
                "POST /callback HTTP/1.1\r\nContent-Length: 0\r\n\r\n", port: stack.server.port)
            #expect(postCallback.status == 405)
            #expect(postCallback.head.contains("Allow: GET"))
        }
    }

    @Test func headOverTheLimitIs431() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            let long =
                "GET /callback?key=k&result=1 HTTP/1.1\r\nX-Padding: " + String(repeating: "a", count: 9 * 1024)
                + "\r\n\r\n"
            #expect(try await RawHTTP.send(long, port: stack.server.port).status == 431)
            // A head that never ends is cut at the limit too.
            let endless = "GET /callback HTTP/1.1\r\nX-Padding: " + String(repeating: "b", count: 20 * 1024)
            #expect(try await RawHTTP.send(endless, port: stack.server.port).status == 431)
        }
    }

    @Test func headJustUnderTheLimitIsServed() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            let start = "GET /callback?key=k&result=1 HTTP/1.1\r\nX-Padding: "
            let padding = String(repeating: "a", count: 8 * 1024 - start.utf8.count - 2)
            let reply = try await RawHTTP.send(start + padding + "\r\n\r\n", port: stack.server.port)
            #expect(reply.status == 200)
        }
    }

    @Test func malformedRequestLinesAre400Or505() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            #expect(try await RawHTTP.send("HELLO\r\n\r\n", port: stack.server.port).status == 400)
            #expect(try await RawHTTP.send("GET /callback HTTP/2.0\r\n\r\n", port: stack.server.port).status == 505)
            #expect(try await RawHTTP.send("GET http://evil/ HTTP/1.1\r\n\r\n", port: stack.server.port).status == 400)
            #expect(
                try await RawHTTP.send("GET /callback HTTP/1.1\r\nBad Header: x\r\n\r\n", port: stack.server.port)
                    .status == 400)
        }
    }

    @Test func callbackWithoutAKeyOrWithABadResultIs400() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            #expect(
                try await RawHTTP.send("GET /callback?result=1 HTTP/1.1\r\n\r\n", port: stack.server.port).status == 400
            )
            #expect(
                try await RawHTTP.send("GET /callback?key=k&result=yes HTTP/1.1\r\n\r\n", port: stack.server.port)
                    .status == 400)
        }
    }

    @Test func bindsTheIPv4LoopbackOnly() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            #expect(stack.server.baseURL.host == "127.0.0.1")
            #expect(stack.server.port != 0)
        }
    }
}
