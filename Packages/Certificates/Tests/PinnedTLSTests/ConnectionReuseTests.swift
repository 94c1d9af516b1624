import Certificates
import Foundation
import HTTPSpec
import PinnedTLS
import TLSTesting
import Testing

/// Connections kept between requests: reused within a transport, never across transports.
@Suite struct ConnectionReuseTests {
    let pki = TestPKI.shared

    @Test func reusesItsConnectionForTheNextRequests() async throws {
        let transport = try PinnedTLSTransport(pins: pins(pki.intermediate))
        let (statuses, connections, requests) = try await withServer([pki.leaf, pki.intermediate]) { server in
            var statuses: [Int] = []
            for path in ["a", "b", "c"] {
                let response = try await transport.send(
                    get(server.baseURL.appendingPathComponent(path)), timeout: .seconds(10))
                statuses.append(response.status.code)
            }
            return (statuses, server.connectionCount, server.requests.map(\.target))
        }
        #expect(statuses == [200, 200, 200])
        #expect(requests == ["/a", "/b", "/c"])
        #expect(connections == 1)
    }

    @Test func opensAConnectionPerRequestWhenReuseIsOff() async throws {
        let transport = try PinnedTLSTransport(
            pins: pins(pki.leaf), options: PinnedTLSOptions(reusesConnections: false))
        let connections = try await withServer([pki.leaf]) { server in
            for _ in 0..<2 { _ = try await transport.send(get(server.baseURL), timeout: .seconds(10)) }
            return server.connectionCount
        }
        #expect(connections == 2)
    }

    /// A connection passed one transport's pins; another transport, with other pins, makes its
    /// own handshake and is refused.
    @Test func aTransportNeverUsesAnotherTransportsConnection() async throws {
        let accepting = try PinnedTLSTransport(pins: pins(pki.leaf))
        let refusing = try PinnedTLSTransport(pins: PinSet(anyOf: [unrelatedPin()]))
        let (response, error, requests) = try await withServer([pki.leaf, pki.intermediate]) { server in
            let response = try await accepting.send(get(server.baseURL), timeout: .seconds(10))
            let error = await httpError { try await refusing.send(get(server.baseURL), timeout: .seconds(10)) }
            return (response, error, server.requests.count)
        }
        #expect(response.status == 200)
        #expect(error?.isPinnedTLSRefusal == true)
        #expect(requests == 1)
    }

    @Test func runsConcurrentRequestsOnOneTransport() async throws {
        let transport = try PinnedTLSTransport(pins: pins(pki.leaf))
        let bodies = try await withServer([pki.leaf, pki.intermediate]) { server in
            try await withThrowingTaskGroup(of: String.self) { group in
                for index in 0..<4 {
                    let url = server.baseURL.appendingPathComponent("item\(index)")
                    group.addTask { try await transport.send(get(url), timeout: .seconds(10)).text }
                }
                var bodies: [String] = []
                for try await body in group { bodies.append(body) }
                return bodies.sorted()
            }
        }
        #expect(bodies.count == 4)
        #expect(bodies.enumerated().allSatisfy { $1.hasPrefix("GET /item\($0) 0 ") })
    }
}
