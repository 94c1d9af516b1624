import StreamFraming

// framingDecode: MB/s of a stream of 1 KB frames behind four-byte big-endian lengths, as a socket
// delivers it (64 KB reads), cut back into frames by the incremental decoder; the bytes counted
// are the stream's, prefixes included.

private let frameBody = 1_024
private let framesPerStream = 4_096
private let readSize = 65_536

private func framingDecode() -> (() -> UInt64)? {
    let framing = LengthPrefixedFraming(prefix: .fourBytes(.big))
    var stream: [UInt8] = []
    for index in 0..<framesPerStream {
        let body = [UInt8](repeating: UInt8(truncatingIfNeeded: index), count: frameBody)
        guard let encoded = try? framing.encode(body) else { return nil }
        stream += encoded
    }
    let reads = stride(from: 0, to: stream.count, by: readSize).map { stream[$0..<min($0 + readSize, stream.count)] }
    return {
        var decoder = framing.makeDecoder()
        var checksum: UInt64 = 0
        for read in reads {
            decoder.append(read)
            while let frame = try? decoder.nextFrame() {
                checksum &+= UInt64(frame.count) &+ UInt64(frame[0])
            }
        }
        return (try? decoder.finish()) == nil ? 0 : checksum
    }
}

/// The stream's size in bytes: the frames and their four-byte prefixes.
private let streamBytes = framesPerStream * (frameBody + 4)

func streamFramingBenchmarks() -> [Benchmark] {
    [Benchmark(name: "StreamFraming.decode", bytes: streamBytes) { framingDecode() }]
}
