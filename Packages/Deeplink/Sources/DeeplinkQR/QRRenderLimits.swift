/// The bounds renderers clamp their parameters to.
///
/// Renderers take plain `Int`s and never throw, so out-of-range values are clamped rather than
/// trusted: a negative quiet zone or module size would make no sense, and a huge one would
/// overflow the arithmetic or allocate without bound.
enum QRRenderLimits {
    /// The widest quiet zone drawn, in modules (the standard asks for 4).
    static let quietZone = 0...64
    /// The largest SVG module edge, in user units.
    static let moduleSize = 1...1024
}
