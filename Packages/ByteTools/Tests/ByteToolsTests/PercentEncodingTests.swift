import ByteTools
import ByteToolsTesting
import Testing

@Suite struct PercentEncodingTests {
    @Test("strict encoding escapes everything but ALPHA / DIGIT / -._~, in upper-case hex")
    func strictEncoding() {
        #expect(PercentEncoding.encode("abcXYZ019-._~") == "abcXYZ019-._~")
        #expect(PercentEncoding.encode("a b/c?d#e&f=g+h;i") == "a%20b%2Fc%3Fd%23e%26f%3Dg%2Bh%3Bi")
        #expect(PercentEncoding.encode("é€😀") == "%C3%A9%E2%82%AC%F0%9F%98%80")
        #expect(PercentEncoding.encode("") == "")
        #expect(PercentEncoding.encode("%") == "%25")
    }

    @Test("form encoding writes a space as +, keeps *, escapes ~ (WHATWG)")
    func formEncoding() {
        #expect(PercentEncoding.formEncode("a b*c~d+e&f") == "a+b*c%7Ed%2Be%26f")
        #expect(PercentEncoding.formEncode("é") == "%C3%A9")
    }

    @Test("decoding takes either hex case and + as a space only in form mode")
    func decoding() throws {
        #expect(try PercentEncoding.decode("a%2fb%2Fc+d", plusAsSpace: true) == Array("a/b/c d".utf8))
        #expect(try PercentEncoding.decode("a+b", plusAsSpace: false) == Array("a+b".utf8))
        #expect(try PercentEncoding.decode("%FF%00", plusAsSpace: false) == [0xFF, 0x00])
    }

    @Test(
        "a % without two hex digits is refused at its byte offset",
        arguments: [
            ("%", 0), ("%7", 0), ("ab%zz", 2), ("%41%4", 3), ("é%g1", 2),
        ])
    func badEscapes(text: String, offset: Int) {
        #expect(throws: PercentDecodingError.invalidEscape(offset: offset)) {
            try PercentEncoding.decode(text, plusAsSpace: true)
        }
        #expect(PercentDecodingError.invalidEscape(offset: offset).description.contains("byte \(offset)"))
    }

    @Test("encode then decode gives the bytes back, for random text")
    func roundTrip() throws {
        var random = SplitMix64(seed: 7)
        let alphabet = Array("aZ09-._~ /?#&=+%é€😀")
        for _ in 0..<500 {
            let count = Int(random.next() % 24)
            let text = String((0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
            #expect(try PercentEncoding.decode(PercentEncoding.encode(text), plusAsSpace: true) == Array(text.utf8))
            #expect(try PercentEncoding.decode(PercentEncoding.formEncode(text), plusAsSpace: true) == Array(text.utf8))
        }
    }
}
