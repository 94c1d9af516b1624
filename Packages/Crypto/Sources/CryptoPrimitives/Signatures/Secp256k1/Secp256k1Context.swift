@preconcurrency import CSecp256k1

/// The one libsecp256k1 context every secp256k1 operation uses.
///
/// `@unchecked Sendable` because `OpaquePointer` is not Sendable. The invariant that makes it
/// safe: the context is created and randomised once in `init`, and afterwards only passed to
/// functions that take it as `const secp256k1_context *`, which libsecp256k1 documents as safe
/// to share between threads.
final class Secp256k1Context: @unchecked Sendable {
    let pointer: OpaquePointer

    /// nil only if libsecp256k1 could not allocate its context; operations then throw
    /// ``CryptoBackendError/callFailed(function:)``.
    static let shared: Secp256k1Context? = Secp256k1Context()

    private init?() {
        guard let created = secp256k1_context_create(UInt32(SECP256K1_CONTEXT_NONE)) else { return nil }
        pointer = created
        // Blinding against timing and power side channels; without randomness the context
        // still works, just without this extra protection, so a failure here is not fatal.
        if var seed = try? SecureRandom.bytes(count: 32) {
            _ = secp256k1_context_randomize(created, &seed)
            for index in seed.indices { seed[index] = 0 }
        }
    }

    deinit {
        secp256k1_context_destroy(pointer)
    }

    static func get() throws(CryptoBackendError) -> OpaquePointer {
        guard let context = shared else { throw .callFailed(function: "secp256k1_context_create") }
        return context.pointer
    }
}
