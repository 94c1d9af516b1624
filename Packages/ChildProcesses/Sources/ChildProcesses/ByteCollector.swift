import Subprocess
import Synchronization

/// Bytes a child wrote on one stream, appended as they arrive and readable meanwhile; with a
/// limit, only the newest `limit` bytes are kept (a service may run for hours).
final class ByteCollector: Sendable {
    private let bytes = Mutex<[UInt8]>([])
    private let limit: Int?

    init(limit: Int? = nil) {
        self.limit = limit
    }

    /// Reads `stream` to its end (or until reading fails), passing each chunk to `onChunk`.
    func drain(_ stream: SubprocessOutputSequence, onChunk: (@Sendable ([UInt8]) -> Void)? = nil) async {
        do {
            for try await buffer in stream {
                let chunk = buffer.withUnsafeBytes { Array($0) }
                append(chunk)
                onChunk?(chunk)
            }
        } catch {
            // A read that failed ends what there is to collect; the child's status still says how it ended.
        }
    }

    func append(_ chunk: [UInt8]) {
        bytes.withLock { bytes in
            bytes.append(contentsOf: chunk)
            if let limit, bytes.count > limit { bytes.removeFirst(bytes.count - limit) }
        }
    }

    var contents: [UInt8] { bytes.withLock { $0 } }
    var text: String { String(decoding: contents, as: UTF8.self) }
}
