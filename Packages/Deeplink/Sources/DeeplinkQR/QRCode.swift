/// A QR symbol (model 2) of some text, encoded in 8-bit byte mode by libqrencode.
///
/// The symbol is a plain value: the module matrix is copied out of libqrencode and its C
/// structure freed before the initialiser returns, so a `QRCode` owns no C memory and can be
/// shared freely across tasks.
///
/// ```swift
/// let code = try QRCode(text: #"{"action":"login","protocol":"SimpleWallet"}"#)
/// let banner = code.terminalText()   // for a terminal
/// let image = code.svg()              // for a web page
/// ```
public struct QRCode: Sendable, Hashable {
    /// The symbol's version, 1 through 40: the smallest that holds the text at ``errorCorrection``.
    public let version: Int
    /// The number of modules on each side, `17 + 4 × version` (the quiet zone not included).
    public let size: Int
    /// The error-correction level the symbol was made with.
    public let errorCorrection: QRErrorCorrection
    /// The modules row by row, `size × size` of them; `true` is a dark module.
    ///
    /// Kept flat rather than as nested arrays so a symbol is one allocation.
    let modules: [Bool]

    /// Encodes the UTF-8 bytes of `text` in byte mode, in the smallest version that holds them.
    ///
    /// - Parameters:
    ///   - text: The payload, e.g. a SimpleWallet request's JSON (spec §1c).
    ///   - errorCorrection: The level; SimpleWallet QR requests use `.medium`.
    /// - Throws: ``QRCodeError/emptyInput`` for an empty text, ``QRCodeError/dataTooLarge(byteCount:maximum:errorCorrection:)``
    ///   for more bytes than the level's version 40 holds (2331 at level M).
    public init(text: String, errorCorrection: QRErrorCorrection = .medium) throws(QRCodeError) {
        try self.init(bytes: Array(text.utf8), errorCorrection: errorCorrection)
    }

    /// Encodes `bytes` in byte mode, in the smallest version that holds them.
    ///
    /// Byte mode carries any bytes, NUL included, so binary payloads work as well as text.
    public init(bytes: [UInt8], errorCorrection: QRErrorCorrection = .medium) throws(QRCodeError) {
        let symbol = try QREncoder.encode(bytes, errorCorrection: errorCorrection)
        self.version = symbol.version
        self.size = symbol.size
        self.modules = symbol.modules
        self.errorCorrection = errorCorrection
    }

    /// Whether the module at `row`, `column` (both from 0, top left) is dark.
    ///
    /// Positions outside the symbol are light, as the quiet zone around it is, so renderers can
    /// ask about the quiet zone without bounds checks of their own and bad indices never trap.
    public func isDark(row: Int, column: Int) -> Bool {
        guard row >= 0, row < size, column >= 0, column < size else { return false }
        return modules[row * size + column]
    }

    /// The modules as rows of `size` values each, top to bottom; `true` is a dark module.
    public var rows: [[Bool]] {
        (0..<size).map { row in Array(modules[(row * size)..<((row + 1) * size)]) }
    }
}
