import Testing
import TonCard
import TonCardJSON

@Suite("JSON shapes of spec §10.0, rendered from typed values")
struct JSONFormatTests {
    @Test("the default success shape; quotes, backslashes and control characters escaped, / not")
    func message() {
        #expect(TonCardJSONFormat.message("10") == #"{"message":"10","status":"ok"}"#)
        #expect(TonCardJSONFormat.message("a\"b\\c/d\n\u{01}é") == #"{"message":"a\"b\\c/d\n\u0001é","status":"ok"}"#)
    }

    @Test("an input error, the spec's own example, and an internal error without a code")
    func nativeErrors() {
        let pin = TonCardError.invalidInput(.pinLength, operation: .verifyPin)
        #expect(
            TonCardJSONFormat.error(pin)
                == #"{"message":"Pin must be a numeric string of length 4.","status":"fail","code":"30006","errorTypeId":"3","errorType":"Native code fail: incorrect format of input data"}"#
        )
        let internalFault = TonCardError.internalError(.cryptography, operation: .sign)
        #expect(
            TonCardJSONFormat.error(internalFault)
                == #"{"message":"Cryptographic operation failed.","status":"fail","errorTypeId":"1","errorType":"Native code fail: internal error"}"#
        )
        let pcsc = TonCardError.transport(.noReaders, details: "", operation: .getSerialNumber)
        #expect(
            TonCardJSONFormat.error(pcsc)
                == #"{"message":"No smart card reader is available.","status":"fail","code":"210003","errorTypeId":"21","errorType":"Native code fail: PC/SC error"}"#
        )
    }

    @Test("a card error: status word, instruction and the redacted APDU (the spec's example)")
    func cardError() {
        let error = TonCardError.cardStatus(
            TonCardStatusWord(rawValue: 0x6F07), instruction: "VERIFY_PIN", apdu: "B0 A2 00 00 44 REDACTED",
            operation: .verifyPin)
        #expect(
            TonCardJSONFormat.error(error)
                == #"{"message":"Incorrect PIN (from Ton wallet applet).","status":"fail","code":"6F07","errorTypeId":"0","errorType":"Applet fail: card operation error","cardInstruction":"VERIFY_PIN","apdu":"B0 A2 00 00 44 REDACTED"}"#
        )
    }

    @Test("serial numbers: ascending under message, or the original's sentence for none")
    func serialNumbers() throws {
        let first = try SerialNumber(validating: "504394802433901126813236", operation: .getAllSerialNumbers)
        let second = try SerialNumber(validating: "104394802433901126813236", operation: .getAllSerialNumbers)
        #expect(
            TonCardJSONFormat.serialNumbers([first, second])
                == #"{"message":["104394802433901126813236","504394802433901126813236"],"status":"ok"}"#)
        #expect(TonCardJSONFormat.serialNumbers([]) == #"{"message":"HMAC-SHA256 keys are not found.","status":"ok"}"#)
    }
}
