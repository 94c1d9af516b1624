/// Why a BIP-39 mnemonic was rejected. Words are referred to by position (from 1), never
/// quoted: even a misspelt word of a recovery phrase is a secret that must not reach a log.
public enum MnemonicError: Error, Sendable, Hashable, CustomStringConvertible {
    /// BIP-39 phrases have 12, 15, 18, 21 or 24 words.
    case invalidWordCount(Int)
    /// The word at this position (1-based) is not in the English list.
    case unknownWord(position: Int)
    /// The words are all valid but their checksum bits do not match (a wrong or swapped word).
    case invalidChecksum
    /// Entropy must be 16, 20, 24, 28 or 32 bytes.
    case invalidEntropyLength(Int)
    /// The random source failed while generating a mnemonic.
    case backend(CryptoBackendError)

    public var description: String {
        switch self {
        case .invalidWordCount(let count):
            return "a mnemonic has 12, 15, 18, 21 or 24 words, not \(count)"
        case .unknownWord(let position):
            return "word \(position) is not in the BIP-39 English word list"
        case .invalidChecksum:
            return "the mnemonic's checksum does not match: a word is wrong or out of order"
        case .invalidEntropyLength(let count):
            return "mnemonic entropy must be 16, 20, 24, 28 or 32 bytes, not \(count)"
        case .backend(let error):
            return error.description
        }
    }
}
