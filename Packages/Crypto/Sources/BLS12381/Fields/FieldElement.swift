/// What the curve formulas need from a coordinate field, so G1 (over Fp) and G2 (over Fp2)
/// share one implementation of the Jacobian group law. Specialised per field in release builds.
protocol FieldElement: Sendable, Equatable {
    static var zero: Self { get }
    static var one: Self { get }
    var isZero: Bool { get }
    static func + (a: Self, b: Self) -> Self
    static func - (a: Self, b: Self) -> Self
    static func * (a: Self, b: Self) -> Self
    static prefix func - (a: Self) -> Self
    var squared: Self { get }
    var doubled: Self { get }
    var inverse: Self { get }
}

extension Fp: FieldElement {}
extension Fp2: FieldElement {}
