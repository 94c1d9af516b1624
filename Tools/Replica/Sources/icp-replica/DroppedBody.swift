import FlyingFox
import FlyingSocks

/// A response body that fails before its first byte. FlyingFox has then sent the head, and closes
/// the connection on the error: the client sees the connection drop mid-answer, as when a
/// replica's connection breaks after the call was accepted (`--lose-answers`).
struct DroppedBody: AsyncBufferedSequence {
    typealias Element = UInt8

    struct Dropped: Error {}

    struct AsyncIterator: AsyncBufferedIteratorProtocol {
        mutating func next() async throws -> UInt8? { throw Dropped() }
        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? { throw Dropped() }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }

    /// A 200 whose promised body never comes.
    static var response: HTTPResponse {
        HTTPResponse(
            statusCode: .ok, headers: [.contentType: "application/cbor"],
            body: HTTPBodySequence(from: DroppedBody(), count: 64))
    }
}
