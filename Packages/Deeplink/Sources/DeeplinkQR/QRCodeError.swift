/// Why a QR symbol could not be made.
public enum QRCodeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text was empty: a QR symbol must carry at least one byte.
    case emptyInput
    /// The text's UTF-8 form is longer than the largest symbol (version 40) of the level holds.
    case dataTooLarge(byteCount: Int, maximum: Int, errorCorrection: QRErrorCorrection)
    /// libqrencode could not allocate memory for the symbol.
    case outOfMemory
    /// libqrencode failed for a reason this module does not expect; `errno` is what it set.
    case encoderFailed(errno: Int32)

    public var description: String {
        switch self {
        case .emptyInput:
            "QR input is empty: a QR symbol must carry at least one byte"
        case let .dataTooLarge(byteCount, maximum, level):
            "QR input is \(byteCount) bytes, more than the \(maximum) bytes a byte-mode symbol "
                + "holds at error-correction level \(level.letter) (version 40)"
        case .outOfMemory:
            "libqrencode ran out of memory while encoding the QR symbol"
        case let .encoderFailed(code):
            "libqrencode failed to encode the QR symbol (errno \(code))"
        }
    }
}
