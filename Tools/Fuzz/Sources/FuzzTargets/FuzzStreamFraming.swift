import FuzzSupport
import StreamFraming

/// The longest frame the fuzzed decoders accept: small, so oversize announcements and unending
/// lines are reached often.
private let maximumFrameSize = 512

/// Cuts `stream` into reads of `readSize` bytes, feeds them to `framing`'s decoder as a socket
/// reader would (every complete frame taken before the next read) and checks what the decoder
/// promises: frames within the maximum, bounded buffering, and — where the framing writes frames
/// exactly as it reads them — the frames written again are the bytes consumed.
private func check<Format: Framing>(_ framing: Format, _ stream: ArraySlice<UInt8>, readSize: Int, reencodes: Bool) {
    var decoder = framing.makeDecoder()
    var frames: [[UInt8]] = []
    var failed = false
    var offset = stream.startIndex
    reading: while offset < stream.endIndex {
        let end = min(offset + readSize, stream.endIndex)
        decoder.append(stream[offset..<end])
        offset = end
        while true {
            do throws(FramingError) {
                guard let frame = try decoder.nextFrame() else { break }
                fuzzExpect(
                    frame.count <= maximumFrameSize,
                    "a \(frame.count)-byte frame passed a \(maximumFrameSize)-byte maximum")
                frames.append(frame)
            } catch {
                failed = true
                break reading
            }
        }
        // What is left is less than one frame with its prefix or delimiter, plus the last read.
        fuzzExpect(
            decoder.bufferedByteCount <= maximumFrameSize + 16 + readSize,
            "the decoder holds \(decoder.bufferedByteCount) bytes")
    }
    if !failed { _ = try? decoder.finish() }
    guard reencodes else { return }
    var written: [UInt8] = []
    for frame in frames {
        guard let encoded = try? framing.encode(frame) else {
            fuzzExpect(false, "a decoded frame cannot be encoded again")
            return
        }
        written += encoded
    }
    fuzzExpect(stream.starts(with: written), "the decoded frames, written again, are not the bytes they came from")
}

/// Every StreamFraming decoder, fed in reads of 1–64 bytes.
public enum FuzzStreamFraming: FuzzTarget {
    public static let name = "fuzz-stream-framing"

    public static func run(_ bytes: [UInt8]) {
        guard bytes.count >= 2 else { return }
        // The first byte picks the framing, the second the size of the reads; the rest is the stream.
        let choice = bytes[0]
        let readSize = Int(bytes[1] % 64) + 1
        let stream = bytes[2...]
        switch choice % 9 {
        case 0:
            check(
                LengthPrefixedFraming(prefix: .oneByte, maximumFrameSize: maximumFrameSize), stream, readSize: readSize,
                reencodes: true)
        case 1:
            check(
                LengthPrefixedFraming(prefix: .twoBytes(.big), maximumFrameSize: maximumFrameSize), stream,
                readSize: readSize, reencodes: true)
        case 2:
            check(
                LengthPrefixedFraming(prefix: .twoBytes(.little), maximumFrameSize: maximumFrameSize), stream,
                readSize: readSize, reencodes: true)
        case 3:
            check(
                LengthPrefixedFraming(prefix: .fourBytes(.big), maximumFrameSize: maximumFrameSize), stream,
                readSize: readSize, reencodes: true)
        case 4:
            check(
                LengthPrefixedFraming(prefix: .fourBytes(.little), maximumFrameSize: maximumFrameSize), stream,
                readSize: readSize, reencodes: true)
        case 5:
            check(
                LengthPrefixedFraming(prefix: .leb128, maximumFrameSize: maximumFrameSize), stream, readSize: readSize,
                reencodes: true)
        case 6, 7:
            // A delimiter of one to three bytes taken from the stream itself.
            let length = Int(choice / 9 % 3) + 1
            guard stream.count > length,
                let framing = try? DelimiterFraming(
                    delimiter: Array(stream.prefix(length)), maximumFrameSize: maximumFrameSize)
            else { return }
            check(framing, stream.dropFirst(length), readSize: readSize, reencodes: true)
        default:
            // Lines with a CR stripped come back without it, so only the limits are checked.
            let strips = choice / 9 % 2 == 0
            check(
                LineFraming(stripsCarriageReturn: strips, maximumFrameSize: maximumFrameSize), stream,
                readSize: readSize, reencodes: !strips)
        }
    }
}
