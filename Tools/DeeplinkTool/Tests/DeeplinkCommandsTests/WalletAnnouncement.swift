import Deeplink
import Foundation

/// deeplink-wallet's JSON line, read back.
struct WalletAnnouncement {
    var wallet: URL
    var chain: URL
    var account: String
    var publicKey: String
    var permission: String

    struct Unreadable: Error, CustomStringConvertible {
        var description: String
    }

    init(line: String) throws {
        guard let object = try? JSONValue(parsing: line).objectValue,
            let wallet = object["wallet"]?.stringValue.flatMap(URL.init(string:)),
            let chain = object["chain"]?.stringValue.flatMap(URL.init(string:)),
            let account = object["account"]?.stringValue, let publicKey = object["publicKey"]?.stringValue,
            let permission = object["permission"]?.stringValue, object.count == 5
        else {
            throw Unreadable(description: "not deeplink-wallet's line: \(line)")
        }
        self.wallet = wallet
        self.chain = chain
        self.account = account
        self.publicKey = publicKey
        self.permission = permission
    }
}
