import BigInt
import BigNum

/// An EOS token symbol: a code of 1–7 upper-case letters and a precision (number of fraction
/// digits, 0...18), written `"4,EOS"`. The precision is part of the symbol, so `4,EOS` and
/// `8,EOS` are different tokens.
public struct EOSSymbol: Sendable, CustomStringConvertible {
    /// Largest precision eosio accepts.
    public static let maxPrecision = 18
    /// Longest symbol code eosio accepts.
    public static let maxCodeLength = 7

    /// The code, e.g. `"EOS"`.
    public let code: String
    /// Number of fraction digits.
    public let precision: Int
    /// The token as a BigNum currency (also ``BigNum/Currency/eos(_:)``): a fixed-precision
    /// token identified as `"4,EOS"`, whose amounts stay within ±``EOSAsset/maxAmount``.
    /// Built once here, where the symbol is checked, so that asset conversions need no error path.
    public let currency: Currency

    /// The EOS system token, `4,EOS`, whose currency is BigNum's built-in `Currency.eos`.
    public static let eos = EOSSymbol(code: "EOS", precision: 4, currency: .eos)

    /// - Throws: ``EOSAssetError/invalidSymbolCode(_:position:)``, ``EOSAssetError/invalidPrecision(_:)``.
    public init(code: String, precision: Int) throws(EOSAssetError) {
        try EOSSymbol.validate(code: Substring(code), positionOffset: 0)
        guard precision >= 0, precision <= EOSSymbol.maxPrecision else { throw .invalidPrecision(precision) }
        try self.init(checkedCode: code, precision: precision)
    }

    /// Parses `"<precision>,<CODE>"`, e.g. `"4,EOS"`.
    public init<S: StringProtocol>(parsing text: S) throws(EOSAssetError) {
        let text = Substring(text)
        guard let comma = text.utf8.firstIndex(of: UInt8(ascii: ",")) else {
            throw .invalidFormat("expected \"<precision>,<CODE>\"", position: 0)
        }
        let digits = text.utf8[..<comma]
        guard !digits.isEmpty, digits.count <= 2 else {
            throw .invalidFormat("expected a precision of 1 or 2 digits", position: 0)
        }
        var precision = 0
        for (offset, byte) in digits.enumerated() {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else {
                throw .invalidFormat("expected a digit", position: offset)
            }
            precision = precision * 10 + Int(byte - UInt8(ascii: "0"))
        }
        guard precision <= EOSSymbol.maxPrecision else { throw .invalidPrecision(precision) }
        let codeOffset = digits.count + 1
        let code = text[text.utf8.index(after: comma)...]
        try EOSSymbol.validate(code: code, positionOffset: codeOffset)
        try self.init(checkedCode: String(code), precision: precision)
    }

    /// A symbol whose code and precision passed eosio's rules.
    init(checkedCode code: String, precision: Int) throws(EOSAssetError) {
        let currency: Currency
        do {
            currency = try Currency(token: code, precision: precision, maxBaseUnits: BigUInt(EOSAsset.maxAmount))
        } catch {
            // eosio's rules are stricter than a token currency's (1–16 characters without
            // whitespace, precision within BigDecimal's scale), so this is never reached; were it,
            // the code is what a currency can refuse.
            throw .invalidSymbolCode(code, position: 0)
        }
        self.init(code: code, precision: precision, currency: currency)
    }

    private init(code: String, precision: Int, currency: Currency) {
        self.code = code
        self.precision = precision
        self.currency = currency
    }

    static func validate(code: Substring, positionOffset: Int) throws(EOSAssetError) {
        let utf8 = code.utf8
        for (offset, byte) in utf8.enumerated() {
            guard offset < maxCodeLength else {
                throw .invalidSymbolCode(String(code.prefix(16)), position: positionOffset + offset)
            }
            guard byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") else {
                throw .invalidSymbolCode(String(code.prefix(16)), position: positionOffset + offset)
            }
        }
        guard !utf8.isEmpty else { throw .invalidSymbolCode("", position: positionOffset) }
    }

    /// `"4,EOS"`.
    public var description: String { "\(precision),\(code)" }

    /// The on-chain 64-bit form: precision in the low byte, then the code's letters, first letter lowest.
    public var rawValue: UInt64 {
        var raw: UInt64 = 0
        for (index, byte) in code.utf8.enumerated() {
            raw |= UInt64(byte) << (8 * (index + 1))
        }
        return raw | UInt64(precision)
    }

    /// Decodes the on-chain 64-bit form.
    ///
    /// - Throws: ``EOSAssetError/invalidRawSymbol(_:)``, ``EOSAssetError/invalidPrecision(_:)``.
    public init(rawValue: UInt64) throws(EOSAssetError) {
        let precision = Int(rawValue & 0xff)
        guard precision <= EOSSymbol.maxPrecision else { throw .invalidPrecision(precision) }
        var letters: [UInt8] = []
        var rest = rawValue >> 8
        while rest != 0 {
            let byte = UInt8(truncatingIfNeeded: rest)
            guard byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") else { throw .invalidRawSymbol(rawValue) }
            letters.append(byte)
            rest >>= 8
        }
        guard !letters.isEmpty else { throw .invalidRawSymbol(rawValue) }
        try self.init(checkedCode: String(decoding: letters, as: UTF8.self), precision: precision)
    }
}

extension EOSSymbol: Hashable {
    /// Code and precision; the currency follows from them.
    public static func == (lhs: EOSSymbol, rhs: EOSSymbol) -> Bool {
        lhs.code == rhs.code && lhs.precision == rhs.precision
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(precision)
    }
}

extension EOSSymbol: TextCodable {
    /// Codable as `"4,EOS"`.
    public init(text: String) throws(EOSAssetError) {
        try self.init(parsing: text)
    }
}
