import CQRencode

/// The error-correction level of a QR symbol: how much of it can be damaged and still read.
///
/// SimpleWallet QR requests use ``medium`` (the project's inferred rule), the default everywhere
/// in this module.
public enum QRErrorCorrection: String, Sendable, Hashable, CaseIterable {
    /// Level L: about 7 % of the codewords can be restored.
    case low
    /// Level M: about 15 % of the codewords can be restored.
    case medium
    /// Level Q: about 25 % of the codewords can be restored.
    case quartile
    /// Level H: about 30 % of the codewords can be restored.
    case high

    /// The level's one-letter name from ISO/IEC 18004 (`L`, `M`, `Q`, `H`).
    public var letter: Character {
        switch self {
        case .low: "L"
        case .medium: "M"
        case .quartile: "Q"
        case .high: "H"
        }
    }

    /// The most bytes a byte-mode symbol of this level holds (version 40, ISO/IEC 18004 table 7).
    ///
    /// Inputs longer than this are rejected before libqrencode sees them, so an oversized payload
    /// costs no encoder allocation at all.
    public var maximumByteCount: Int {
        switch self {
        case .low: 2953
        case .medium: 2331
        case .quartile: 1663
        case .high: 1273
        }
    }

    /// The libqrencode constant for this level.
    var cLevel: QRecLevel {
        switch self {
        case .low: QR_ECLEVEL_L
        case .medium: QR_ECLEVEL_M
        case .quartile: QR_ECLEVEL_Q
        case .high: QR_ECLEVEL_H
        }
    }
}
