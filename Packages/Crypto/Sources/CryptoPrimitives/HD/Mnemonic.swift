import Foundation

/// A BIP-39 mnemonic with the English word list: entropy + checksum as 12–24 words, and the
/// 64-byte seed (PBKDF2-HMAC-SHA512, 2,048 rounds, salt "mnemonic" + passphrase) that BIP-32 and
/// SLIP-10 derive keys from. The same phrase gives the same seed as dfx, Trezor and bip-utils.
///
/// The phrase is secret: `description`, `debugDescription` and reflection show only the word count.
public struct Mnemonic: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The number of words, which fixes the entropy size (12 words = 128 bits ... 24 = 256).
    public enum WordCount: Int, Sendable, CaseIterable {
        case twelve = 12, fifteen = 15, eighteen = 18, twentyOne = 21, twentyFour = 24

        var entropyByteCount: Int { rawValue * 4 / 3 }
    }

    /// The 2,048 words of the BIP-39 English list, in order.
    public static var englishWordList: [String] { BIP39EnglishWordList.words }

    /// The words, lower-case.
    public let words: [String]
    /// The entropy the words encode (16–32 bytes).
    public let entropy: [UInt8]

    /// The words joined by single spaces: the normalised phrase the seed is computed from.
    public var phrase: String { words.joined(separator: " ") }

    /// A fresh random mnemonic.
    ///
    /// - Throws: ``MnemonicError/backend(_:)`` if the random source fails.
    public init(wordCount: WordCount = .twelve) throws(MnemonicError) {
        let entropy: [UInt8]
        do { entropy = try SecureRandom.bytes(count: wordCount.entropyByteCount) } catch { throw .backend(error) }
        try self.init(entropy: entropy)
    }

    /// The mnemonic that encodes `entropy`.
    ///
    /// - Throws: ``MnemonicError/invalidEntropyLength(_:)`` unless 16, 20, 24, 28 or 32 bytes.
    public init<Bytes: Collection>(entropy: Bytes) throws(MnemonicError) where Bytes.Element == UInt8 {
        let bytes = Array(entropy)
        guard [16, 20, 24, 28, 32].contains(bytes.count) else { throw .invalidEntropyLength(bytes.count) }
        // Append the first ENT/32 bits of SHA-256(entropy), then cut into 11-bit word indices.
        let checksumBits = bytes.count * 8 / 32
        let bits = Self.bits(of: bytes) + Self.bits(of: SHA256.hash(data: bytes).bytes).prefix(checksumBits)
        words = stride(from: 0, to: bits.count, by: 11).map { start in
            BIP39EnglishWordList.words[bits[start..<(start + 11)].reduce(0) { $0 << 1 | ($1 ? 1 : 0) }]
        }
        self.entropy = bytes
    }

    /// Parses and checks a phrase. Words may be separated by any whitespace and are matched
    /// case-insensitively; the checksum must be right.
    ///
    /// - Throws: ``MnemonicError/invalidWordCount(_:)``, ``MnemonicError/unknownWord(position:)``
    ///   (first unknown word, 1-based) or ``MnemonicError/invalidChecksum``.
    public init(phrase: String) throws(MnemonicError) {
        let candidates = phrase.split(whereSeparator: { $0.isWhitespace })
        guard WordCount(rawValue: candidates.count) != nil else { throw .invalidWordCount(candidates.count) }
        var indices: [Int] = []
        for (position, candidate) in candidates.enumerated() {
            guard let index = BIP39EnglishWordList.indices[candidate.lowercased()] else {
                throw .unknownWord(position: position + 1)
            }
            indices.append(index)
        }
        var bits: [Bool] = []
        for index in indices {
            for shift in stride(from: 10, through: 0, by: -1) { bits.append(index >> shift & 1 == 1) }
        }
        let checksumBits = bits.count / 33
        let entropyBits = bits.count - checksumBits
        let entropy = stride(from: 0, to: entropyBits, by: 8).map { start in
            bits[start..<(start + 8)].reduce(UInt8(0)) { $0 << 1 | ($1 ? 1 : 0) }
        }
        let expected = Self.bits(of: SHA256.hash(data: entropy).bytes).prefix(checksumBits)
        guard Array(bits[entropyBits...]) == Array(expected) else { throw .invalidChecksum }
        words = indices.map { BIP39EnglishWordList.words[$0] }
        self.entropy = entropy
    }

    /// Whether `phrase` is a valid English BIP-39 mnemonic.
    public static func isValid(_ phrase: String) -> Bool {
        (try? Mnemonic(phrase: phrase)) != nil
    }

    /// The 64-byte BIP-39 seed. The passphrase (the "25th word") is NFKD-normalised as BIP-39
    /// requires, so composed and decomposed forms of the same text give the same seed.
    public func seed(passphrase: String = "") -> [UInt8] {
        let password = Array(phrase.decomposedStringWithCompatibilityMapping.utf8)
        let salt = Array(("mnemonic" + passphrase).decomposedStringWithCompatibilityMapping.utf8)
        // 2,048 rounds and 64 bytes are within PBKDF2's limits, so this cannot throw.
        let key = try? PBKDF2<SHA512>.deriveKey(from: password, salt: salt, rounds: 2_048, outputByteCount: 64)
        return key?.withUnsafeBytes { Array($0) } ?? []
    }

    private static func bits(of bytes: [UInt8]) -> [Bool] {
        bytes.flatMap { byte in (0..<8).map { byte >> (7 - $0) & 1 == 1 } }
    }

    public var description: String { "Mnemonic(\(words.count) words, redacted)" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: ["wordCount": words.count], displayStyle: .struct) }
}
