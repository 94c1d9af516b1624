/// Runs `body` over the bytes of any byte collection without copying when the collection is
/// already contiguous (`[UInt8]`, `ArraySlice`, `Data`, `UnsafeRawBufferPointer`...).
///
/// Every public entry point takes `some Collection<UInt8>` so callers can pass whatever they hold;
/// the C libraries want a pointer and a length, and this is the one place that bridges the two.
@inlinable
func withContiguousBytes<Bytes: Collection, Result, Failure: Error>(
    _ bytes: Bytes, _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
) throws(Failure) -> Result where Bytes.Element == UInt8 {
    let outcome: Swift.Result<Result, Failure>? = bytes.withContiguousStorageIfAvailable { buffer in
        do throws(Failure) {
            return .success(try body(UnsafeRawBufferPointer(buffer)))
        } catch {
            return .failure(error)
        }
    }
    if let outcome { return try outcome.get() }
    let copy = Array(bytes)
    let fallback: Swift.Result<Result, Failure> = copy.withUnsafeBytes { buffer in
        do throws(Failure) {
            return .success(try body(buffer))
        } catch {
            return .failure(error)
        }
    }
    return try fallback.get()
}
