import CQRencode

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one place that calls libqrencode: checks the input, encodes, copies the matrix out and
/// frees the C symbol.
enum QREncoder {
    /// What a successful encode yields, already out of C memory.
    struct Symbol {
        let version: Int
        let size: Int
        let modules: [Bool]
    }

    /// Encodes `bytes` in 8-bit byte mode at `level`, letting libqrencode choose the smallest version.
    static func encode(_ bytes: [UInt8], errorCorrection level: QRErrorCorrection) throws(QRCodeError) -> Symbol {
        // Checked here, not left to libqrencode, so the error says which limit was hit and an
        // oversized payload costs no encoder work or allocation.
        guard !bytes.isEmpty else { throw .emptyInput }
        guard bytes.count <= level.maximumByteCount else {
            throw .dataTooLarge(byteCount: bytes.count, maximum: level.maximumByteCount, errorCorrection: level)
        }

        // errno is thread-local, so clearing and reading it around the call is safe under concurrency.
        errno = 0
        // Version 0 asks libqrencode for the smallest version that fits. QRcode_encodeData (not the
        // string functions) because byte mode must carry any byte, NUL included.
        let pointer = bytes.withUnsafeBufferPointer { buffer in
            // `buffer.baseAddress` is non-nil: `bytes` is not empty (checked above).
            QRcode_encodeData(Int32(buffer.count), buffer.baseAddress, 0, level.cLevel)
        }
        guard let pointer else { throw error(forErrno: errno, byteCount: bytes.count, level: level) }
        defer { QRcode_free(pointer) }

        let symbol = pointer.pointee
        let size = Int(symbol.width)
        let version = Int(symbol.version)
        // A symbol libqrencode returns always has these; checked so a broken library cannot make
        // this module read out of bounds.
        guard (1...40).contains(version), size == 17 + 4 * version, let data = symbol.data else {
            throw .encoderFailed(errno: 0)
        }
        // Each byte describes one module; bit 0 is its colour (1 = dark), the other bits say which
        // kind of module it is (finder, timing, data...), which no renderer needs.
        let modules = UnsafeBufferPointer(start: data, count: size * size).map { $0 & 1 == 1 }
        return Symbol(version: version, size: size, modules: modules)
    }

    /// Maps the errno libqrencode set when it returned NULL to a typed error.
    private static func error(forErrno code: Int32, byteCount: Int, level: QRErrorCorrection) -> QRCodeError {
        switch code {
        case ERANGE:
            // Unreachable while maximumByteCount matches libqrencode's table, kept so a disagreement
            // still reads as "too large" rather than as an unknown failure.
            .dataTooLarge(byteCount: byteCount, maximum: level.maximumByteCount, errorCorrection: level)
        case ENOMEM:
            .outOfMemory
        case EINVAL where byteCount == 0:
            .emptyInput
        default:
            .encoderFailed(errno: code)
        }
    }
}
