import Foundation
import HTTPServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Compiles and runs the example in Packages/HTTPServer/README.md; the region between the
/// markers must stay identical to the README's code block (a workspace check compares them).
@Suite struct ReadmeExampleTests {
    @Test func readmeExample() async throws {
        // README-EXAMPLE-BEGIN
        let limits = HTTPServerLimits(maxBodyBytes: 64 * 1024, maxConnections: 16)
        let server = try await HTTPServer.start(port: 0, limits: limits) { request in
            guard request.method == .post else { return .text("POST only", status: .methodNotAllowed) }
            return .json("{\"received\":\(request.body.count)}")
        }
        var post = URLRequest(url: server.baseURL.appendingPathComponent("upload"))
        post.httpMethod = "POST"
        post.httpBody = Data("hello".utf8)
        let (body, _) = try await URLSession.shared.data(for: post)
        print(String(decoding: body, as: UTF8.self))  // {"received":5}
        await server.stop()
        // README-EXAMPLE-END
        #expect(String(decoding: body, as: UTF8.self) == "{\"received\":5}")
    }
}
