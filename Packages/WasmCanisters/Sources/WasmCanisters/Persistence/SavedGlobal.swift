import Foundation
import WasmKit

/// One Wasm global's value in a ``CanisterSnapshot``: numbers by their bits, so floats come back
/// exactly (NaN payloads included).
enum SavedGlobal: Codable, Sendable, Equatable {
    case i32(UInt32)
    case i64(UInt64)
    case f32(UInt32)
    case f64(UInt64)
    case v128(Data)
    /// A reference: not kept, since a function's address means nothing in another process; a
    /// restored canister keeps the module's initial value.
    case reference

    init(_ value: Value) {
        switch value {
        case .i32(let bits): self = .i32(bits)
        case .i64(let bits): self = .i64(bits)
        case .f32(let bits): self = .f32(bits)
        case .f64(let bits): self = .f64(bits)
        case .v128(let vector): self = .v128(Data(vector.bytes))
        case .ref: self = .reference
        }
    }

    /// The value to assign to global `index`, which now holds `current`; nil when it keeps its
    /// value (a reference).
    func value(replacing current: Value, index: Int) throws(CanisterRestoreError) -> Value? {
        switch (self, current) {
        case (.i32(let bits), .i32): return .i32(bits)
        case (.i64(let bits), .i64): return .i64(bits)
        case (.f32(let bits), .f32): return .f32(bits)
        case (.f64(let bits), .f64): return .f64(bits)
        case (.v128(let bytes), .v128):
            guard bytes.count == V128.byteCount else {
                throw .inconsistent("global \(index): a v128 value of \(bytes.count) bytes")
            }
            return .v128(V128(bytes: Array(bytes)))
        case (.reference, .ref): return nil
        default: throw .inconsistent("global \(index): a saved \(kind) for a global of another type")
        }
    }

    private var kind: String {
        switch self {
        case .i32: return "i32"
        case .i64: return "i64"
        case .f32: return "f32"
        case .f64: return "f64"
        case .v128: return "v128"
        case .reference: return "reference"
        }
    }
}
