import Certificates
import Foundation
import HTTPSpec
import PinnedTLS
import TLSTesting
import Testing

/// Which chains the transport accepts for which pins, against a real TLS server.
@Suite struct PinVerificationTests {
    let pki = TestPKI.shared

    @Test func acceptsTheServerWhenTheLeafKeyIsPinned() async throws {
        let transport = try PinnedTLSTransport(pins: pins(pki.leaf))
        let response = try await withServer([pki.leaf, pki.intermediate]) { server in
            try await transport.send(get(server.baseURL.appendingPathComponent("hello")), timeout: .seconds(10))
        }
        #expect(response.status == 200)
        #expect(response.text.hasPrefix("GET /hello 0 "))
    }

    @Test func acceptsAValidChainUpToAPinnedIntermediate() async throws {
        let transport = try PinnedTLSTransport(pins: pins(pki.intermediate))
        let response = try await withServer([pki.leaf, pki.intermediate]) { server in
            try await transport.send(get(server.baseURL), timeout: .seconds(10))
        }
        #expect(response.status == 200)
    }

    @Test func acceptsAValidChainUpToAPinnedRoot() async throws {
        let transport = try PinnedTLSTransport(pins: pins(pki.root))
        let response = try await withServer([pki.leaf, pki.intermediate, pki.root]) { server in
            try await transport.send(get(server.baseURL), timeout: .seconds(10))
        }
        #expect(response.status == 200)
    }

    @Test func acceptsAnAddressTheLeafNamesAsAnIPAddress() async throws {
        let transport = try PinnedTLSTransport(pins: pins(pki.intermediate))
        let response = try await withServer([pki.leaf, pki.intermediate]) { server in
            try await transport.send(get(URL(string: "https://127.0.0.1:\(server.port)/")!), timeout: .seconds(10))
        }
        #expect(response.status == 200)
    }

    @Test func refusesAWrongPinAndSendsNothing() async throws {
        let transport = try PinnedTLSTransport(pins: PinSet(anyOf: [unrelatedPin()]))
        let (error, reachedServer) = try await withServer([pki.leaf, pki.intermediate]) { server in
            let request = ClientRequest(method: .post, url: server.baseURL, body: Data("secret".utf8))
            let error = await httpError { try await transport.send(request, timeout: .seconds(10)) }
            return (error, server.requests)
        }
        let refusal = try #require(error)
        #expect(refusal.isPinnedTLSRefusal)
        // The refusal names the keys the server presented, so a rotated key can be diagnosed.
        let reason = try #require(refusal.transportReason)
        #expect(reason.contains(SPKIPin(of: pki.leaf.certificate).description))
        #expect(reason.contains(SPKIPin(of: pki.intermediate.certificate).description))
        #expect(reachedServer.isEmpty)
    }

    @Test func refusesASelfSignedChainWithoutItsPin() async throws {
        let transport = try PinnedTLSTransport(pins: pins(pki.leaf, pki.intermediate))
        let error = try await withServer([pki.selfSignedLeaf]) { server in
            await httpError { try await transport.send(get(server.baseURL), timeout: .seconds(10)) }
        }
        #expect(error?.isPinnedTLSRefusal == true)
        #expect(error?.transportReason?.contains("no certificate of the chain carries a pinned key") == true)
    }

    @Test func acceptsASelfSignedLeafWhoseKeyIsPinned() async throws {
        let transport = try PinnedTLSTransport(pins: pins(pki.selfSignedLeaf))
        let response = try await withServer([pki.selfSignedLeaf]) { server in
            try await transport.send(get(server.baseURL), timeout: .seconds(10))
        }
        #expect(response.status == 200)
    }

    @Test func refusesAnExpiredLeafUnderAPinnedIntermediate() async throws {
        let transport = try PinnedTLSTransport(pins: pins(pki.intermediate))
        let error = try await withServer([pki.expiredLeaf, pki.intermediate]) { server in
            await httpError { try await transport.send(get(server.baseURL), timeout: .seconds(10)) }
        }
        #expect(error?.isPinnedTLSRefusal == true)
        #expect(error?.transportReason?.contains("is not validly issued under it") == true)
    }

    @Test func refusesAnExpiredPinnedLeafUnlessTheCallerOptsOut() async throws {
        let strict = try PinnedTLSTransport(pins: pins(pki.expiredLeaf))
        let lenient = try PinnedTLSTransport(
            pins: pins(pki.expiredLeaf),
            options: PinnedTLSOptions(trust: PinnedTrustPolicy(checksLeafValidityPeriod: false)))
        let (error, response) = try await withServer([pki.expiredLeaf, pki.intermediate]) { server in
            let error = await httpError { try await strict.send(get(server.baseURL), timeout: .seconds(10)) }
            return (error, try await lenient.send(get(server.baseURL), timeout: .seconds(10)))
        }
        #expect(error?.isPinnedTLSRefusal == true)
        #expect(error?.transportReason?.contains("the leaf") == true)
        #expect(response.status == 200)
    }

    @Test func refusesALeafForAnotherNameUnderAPinnedIntermediate() async throws {
        let transport = try PinnedTLSTransport(pins: pins(pki.intermediate))
        let error = try await withServer([pki.otherNameLeaf, pki.intermediate]) { server in
            await httpError { try await transport.send(get(server.baseURL), timeout: .seconds(10)) }
        }
        #expect(error?.isPinnedTLSRefusal == true)
    }

    @Test func refusesAPinnedLeafForAnotherNameUnlessTheCallerOptsOut() async throws {
        let strict = try PinnedTLSTransport(pins: pins(pki.otherNameLeaf))
        let lenient = try PinnedTLSTransport(
            pins: pins(pki.otherNameLeaf), options: PinnedTLSOptions(trust: PinnedTrustPolicy(checksServerName: false)))
        let (error, response) = try await withServer([pki.otherNameLeaf]) { server in
            let error = await httpError { try await strict.send(get(server.baseURL), timeout: .seconds(10)) }
            return (error, try await lenient.send(get(server.baseURL), timeout: .seconds(10)))
        }
        #expect(error?.isPinnedTLSRefusal == true)
        #expect(response.status == 200)
    }

    /// The pinned intermediate is public: a server sending it after a leaf it did not sign
    /// must not pass.
    @Test func refusesALeafThatMerelyClaimsThePinnedIntermediateAsIssuer() async throws {
        let transport = try PinnedTLSTransport(pins: pins(pki.intermediate))
        let error = try await withServer([pki.forgedLeaf, pki.intermediate]) { server in
            await httpError { try await transport.send(get(server.baseURL), timeout: .seconds(10)) }
        }
        #expect(error?.isPinnedTLSRefusal == true)
    }
}
