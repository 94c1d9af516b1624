/// The decoded request samples of the spec (§2.1–§2.4), from MK-and's source comments.
enum SpecSamples {
    static let login =
        #"{"action":"login","callback":"","dappIcon":"https://bihu.com/favicon.ico","dappName":"币乎","loginMemo":"备注信息","loginUrl":"http://172.16.11.168:8086/api/login/callback","protocol":"SimpleWallet","uuID":"dhsajkhdasjkhdklsah","version":"1.0"}"#

    static let transfer =
        #"{"action":"transfer","amount":1,"callback":"","contract":"eosio.token","dappData":"memo","dappIcon":"https://bihu.com/favicon.ico","dappName":"币乎","desc":"描述信息","from":"kddkkdskkkss","precision":4,"protocol":"SimpleWallet","symbol":"EOS","to":"zerochlworld","version":"1.0"}"#

    static let transaction =
        #"{"action":"transaction","actions":[{"account":"eosio","data":{"payer":"kddkkdskkkss","quant":"1.0000 EOS","receiver":"kddkkdskkkss"},"info":"购买ram","name":"buyram"},{"account":"eosio.token","data":{"from":"kddkkdskkkss","memo":"测试测试","quantity":"0.0001 EOS","to":"zerochlworld"},"info":"转账到某某某","name":"transfer"}],"callback":"","dappIcon":"https://bihu.com/favicon.ico","dappName":"币乎","desc":"合约方法总描述","protocol":"SimpleWallet","version":"1.0"}"#

    static let sign =
        #"{"action":"sign","callback":"","dappIcon":"https://bihu.com/favicon.ico","dappName":"币乎","message":"你好你好，这里需要签名","protocol":"SimpleWallet","signUrl":"http://172.16.11.168:8086/api/login/callback","version":"1.0"}"#

    static let all = [login, transfer, transaction, sign]

    /// Java `URLEncoder.encode(_, "utf-8")` as MK-and uses it: form encoding (space → `+`),
    /// `*` left alone, lowercase hex as in the spec's samples.
    static func javaFormEncode(_ text: String) -> String {
        var output = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "*"),
                UInt8(ascii: "_"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: " "):
                output += "+"
            default:
                let hex = String(byte, radix: 16)
                output += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return output
    }
}
