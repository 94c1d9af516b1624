import BigInt
import BigNum

/// An EOS asset: a signed 64-bit amount of base units and a symbol, written `"1.3100 EOS"`.
///
/// The number of fraction digits in the text *is* the precision, as in eosio's
/// `asset::from_string`, and the amount is limited to ±(2^62 − 1) like eosio's `asset::is_amount_within_range`.
public struct EOSAsset: Sendable, CustomStringConvertible {
    /// Largest magnitude of ``amount``: 2^62 − 1.
    public static let maxAmount: Int64 = (1 << 62) - 1

    /// Base units (`1.3100 EOS` is 13100).
    public let amount: Int64
    /// The token.
    public let symbol: EOSSymbol
    /// The same asset as an `Amount` of the symbol's currency (``EOSSymbol/currency``).
    public let amountValue: Amount

    /// - Throws: ``EOSAssetError/amountOutOfRange(_:)``.
    public init(amount: Int64, symbol: EOSSymbol) throws(EOSAssetError) {
        // The symbol's currency limits amounts to ±maxAmount, so building the Amount is the range
        // check (the only way Amount(baseUnits:currency:) fails without a denomination).
        do {
            amountValue = try Amount(baseUnits: BigInt(amount), currency: symbol.currency)
        } catch {
            throw .amountOutOfRange(String(amount))
        }
        self.amount = amount
        self.symbol = symbol
    }

    /// Parses `"<number> <CODE>"`: the number has exactly one space before the code and its
    /// fraction digits set the precision (`"1.3100 EOS"` is `4,EOS`, `"5 EOS"` is `0,EOS`).
    ///
    /// - Throws: ``EOSAssetError`` naming the position of the problem.
    public init<S: StringProtocol>(parsing text: S) throws(EOSAssetError) {
        let text = Substring(text)
        let utf8 = text.utf8
        guard let space = utf8.firstIndex(of: UInt8(ascii: " ")) else {
            throw .invalidFormat("expected \"<number> <CODE>\"", position: text.utf8.count)
        }
        let numberText = text[..<space]
        guard !numberText.isEmpty else { throw .number(.missingDigit(position: 0)) }
        let value: BigDecimal
        do {
            value = try BigDecimal(parsing: numberText)
        } catch {
            throw .number(error)
        }
        let codePosition = utf8.distance(from: utf8.startIndex, to: space) + 1
        try EOSSymbol.validate(code: text[utf8.index(after: space)...], positionOffset: codePosition)
        guard value.scale <= EOSSymbol.maxPrecision else { throw .invalidPrecision(value.scale) }
        let symbol = try EOSSymbol(checkedCode: String(text[utf8.index(after: space)...]), precision: value.scale)
        try self.init(exactly: value.significand, symbol: symbol)
    }

    /// Converts an `Amount` of an EOS token currency (``BigNum/Currency/eos(_:)``).
    ///
    /// - Throws: ``EOSAssetError/notAnEOSAmount(currency:)``, ``EOSAssetError/amountOutOfRange(_:)``.
    public init(_ amount: Amount) throws(EOSAssetError) {
        guard let symbol = amount.currency.eosSymbol else {
            throw .notAnEOSAmount(currency: amount.currency.identifier)
        }
        try self.init(exactly: amount.baseUnits, symbol: symbol)
    }

    private init(exactly baseUnits: BigInt, symbol: EOSSymbol) throws(EOSAssetError) {
        // Beyond Int64 the text may be a thousand digits long: quote it the way amounts do.
        guard let amount = Int64(exactly: baseUnits) else {
            throw .amountOutOfRange(AmountError.excerpt(baseUnits.description))
        }
        try self.init(amount: amount, symbol: symbol)
    }

    /// The amount as a decimal with `precision` fraction digits.
    public var decimalValue: BigDecimal {
        amountValue.value
    }

    /// `"1.3100 EOS"`.
    public var description: String { "\(decimalValue) \(symbol.code)" }

    /// Sum of two assets of the same symbol.
    ///
    /// - Throws: ``EOSAssetError/symbolMismatch(_:_:)``, ``EOSAssetError/amountOutOfRange(_:)``.
    public func adding(_ other: EOSAsset) throws(EOSAssetError) -> EOSAsset {
        guard symbol == other.symbol else { throw .symbolMismatch(symbol.description, other.symbol.description) }
        // Both magnitudes are below 2^62, so the sum cannot overflow Int64; the range check catches the rest.
        return try EOSAsset(amount: amount + other.amount, symbol: symbol)
    }

    /// Difference of two assets of the same symbol.
    ///
    /// - Throws: ``EOSAssetError/symbolMismatch(_:_:)``, ``EOSAssetError/amountOutOfRange(_:)``.
    public func subtracting(_ other: EOSAsset) throws(EOSAssetError) -> EOSAsset {
        guard symbol == other.symbol else { throw .symbolMismatch(symbol.description, other.symbol.description) }
        return try EOSAsset(amount: amount - other.amount, symbol: symbol)
    }

    // MARK: Binary form

    /// eosio's 16-byte serialization: amount as little-endian int64, then the raw symbol as little-endian uint64.
    public var serialized: [UInt8] {
        amount.bytes(endianness: .little) + symbol.rawValue.bytes(endianness: .little)
    }

    /// Reads eosio's 16-byte serialization at the reader's offset.
    ///
    /// - Throws: ``EOSAssetError/bytes(_:)`` on short input, or the symbol and range errors.
    public init(from reader: inout ByteReader) throws(EOSAssetError) {
        // Read from a copy (the storage is shared, not copied) so a rejected asset consumes nothing.
        var cursor = reader
        let amount: Int64
        let raw: UInt64
        do throws(ByteReaderError) {
            amount = try cursor.readInteger(Int64.self, endian: .little)
            raw = try cursor.readInteger(UInt64.self, endian: .little)
        } catch {
            throw .bytes(error)
        }
        try self.init(amount: amount, symbol: try EOSSymbol(rawValue: raw))
        reader = cursor
    }
}

extension EOSAsset: Hashable {
    /// Amount and symbol; ``amountValue`` follows from them.
    public static func == (lhs: EOSAsset, rhs: EOSAsset) -> Bool {
        lhs.amount == rhs.amount && lhs.symbol == rhs.symbol
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(amount)
        hasher.combine(symbol)
    }
}

extension EOSAsset: TextCodable {
    /// Codable as `"1.3100 EOS"`.
    public init(text: String) throws(EOSAssetError) {
        try self.init(parsing: text)
    }
}
