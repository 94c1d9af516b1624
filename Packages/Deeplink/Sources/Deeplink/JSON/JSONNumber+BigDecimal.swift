import BigNum

extension JSONNumber {
    /// Plain notation with exactly `value.scale` fraction digits (`1.0000`), never an exponent.
    public init(_ value: BigDecimal) {
        // BigDecimal writes `-?digits(.digits)?`, which is always a JSON number token.
        self = JSONNumber(text: value.description) ?? JSONNumber(0)
    }

    /// The exact value. Exponents are applied by moving the decimal point; an exponent whose size
    /// would exceed BigDecimal's scale limit gives nil rather than unbounded work.
    public var decimalValue: BigDecimal? {
        let bytes = Array(text.utf8)
        let exponentIndex = bytes.firstIndex(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") })
        let mantissaText = String(decoding: bytes[..<(exponentIndex ?? bytes.endIndex)], as: UTF8.self)
        guard let mantissa = try? BigDecimal(parsing: mantissaText) else { return nil }
        guard let exponentIndex else { return mantissa }
        var exponentText = String(decoding: bytes[(exponentIndex + 1)...], as: UTF8.self)
        if exponentText.hasPrefix("+") { exponentText.removeFirst() }
        guard exponentText.utf8.count <= 6, let exponent = Int(exponentText),
            abs(exponent) <= BigDecimal.maxScale
        else { return nil }
        return exponent >= 0
            ? try? mantissa.movingPointRight(by: exponent) : try? mantissa.movingPointLeft(by: -exponent)
    }
}
