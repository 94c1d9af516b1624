import COpenSSL

/// Heap storage for secret bytes (private keys, seeds, symmetric keys) that is wiped when the
/// last reference goes away.
///
/// Swift arrays may be copied and freed without being cleared, so secrets live here instead:
/// one allocation, never resized, never exposed except through scoped pointer access, and
/// cleared with `OPENSSL_cleanse`, which the optimiser cannot remove as a dead store. Copies a
/// caller makes through `rawRepresentation` are the caller's to manage.
final class SecretBytes: @unchecked Sendable {
    // Invariant: written only in `init`; afterwards read-only until `deinit` clears it, so
    // sharing one instance between threads is safe.
    private let storage: UnsafeMutableRawBufferPointer
    /// First byte; never nil because at least one byte is always allocated.
    private let base: UnsafeMutablePointer<UInt8>

    init<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: Swift.max(bytes.count, 1))
        storage = UnsafeMutableRawBufferPointer(start: base, count: Swift.max(bytes.count, 1))
        storage.initializeMemory(as: UInt8.self, repeating: 0)
        _ = storage.initializeMemory(as: UInt8.self, from: bytes)
        count = bytes.count
    }

    /// Lets `body` fill `count` fresh bytes (a derived key written in place, never via an array).
    /// If `body` throws, the partly written bytes are wiped before the error propagates.
    convenience init<Failure: Error>(
        count: Int, initializer body: (UnsafeMutableRawBufferPointer) throws(Failure) -> Void
    ) throws(Failure) {
        self.init(zeroed: Swift.max(count, 0))
        try body(UnsafeMutableRawBufferPointer(rebasing: storage[0..<self.count]))
    }

    private init(zeroed size: Int) {
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: Swift.max(size, 1))
        storage = UnsafeMutableRawBufferPointer(start: base, count: Swift.max(size, 1))
        storage.initializeMemory(as: UInt8.self, repeating: 0)
        count = size
    }

    let count: Int

    func withUnsafeBytes<Result, Failure: Error>(_ body: (UnsafeRawBufferPointer) throws(Failure) -> Result)
        throws(Failure) -> Result
    {
        try body(UnsafeRawBufferPointer(rebasing: storage[0..<count]))
    }

    /// The first byte, for C functions that take a non-null `const unsigned char *` of known length.
    func withUnsafePointer<Result>(_ body: (UnsafePointer<UInt8>) -> Result) -> Result {
        body(UnsafePointer(base))
    }

    /// A plain copy, for APIs that hand the secret to the caller on request.
    var bytes: [UInt8] { withUnsafeBytes { Array($0) } }

    deinit {
        OPENSSL_cleanse(storage.baseAddress, storage.count)
        storage.deallocate()
    }
}
