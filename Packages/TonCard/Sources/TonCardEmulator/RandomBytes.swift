import CryptoPrimitives

/// The card's secure random source (sault, seeds), with the emulator's typed error.
enum RandomBytes {
    static func make(count: Int) throws(TonCardEmulatorError) -> [UInt8] {
        do {
            return try SecureRandom.bytes(count: count)
        } catch {
            throw .randomSourceFailed
        }
    }
}
