import ByteTools

/// An ICRC-1 account: an owner and an optional subaccount, with the standard's textual form
/// (`<owner>` for the default subaccount, `<owner>-<checksum>.<subaccount hex>` otherwise).
public struct ICRC1Account: Sendable, Hashable, CustomStringConvertible {
    public let owner: Principal
    /// `nil` is the default subaccount (all zeros).
    public let subaccount: Subaccount?

    public init(owner: Principal, subaccount: Subaccount? = nil) {
        self.owner = owner
        self.subaccount = subaccount
    }

    /// Whether it is the owner's default account, with or without explicit zeros.
    public var isDefault: Bool { subaccount?.isDefault ?? true }

    /// The textual form (ICRC-1 "TextualEncoding"): the owner alone for the default account;
    /// otherwise the owner, `-`, the base32 CRC-32 of owner and subaccount bytes, `.`, and the
    /// subaccount in hex without leading zeros.
    public var description: String {
        guard let subaccount, !subaccount.isDefault else { return owner.description }
        let hex = Hex.encode(subaccount.bytes)
        let compressed = hex.drop { $0 == "0" }
        return "\(owner)-\(Self.checksum(owner, subaccount)).\(compressed)"
    }

    /// Reads the textual form, refusing every non-canonical spelling the standard rules out.
    ///
    /// - Throws: ``AccountError/invalidICRC1Account(_:reason:)`` naming the rule: an invalid
    ///   owner, a missing or wrong checksum, leading zeros, a default subaccount written out, a
    ///   subaccount longer than 32 bytes.
    public init(text: String) throws(AccountError) {
        func fail(_ reason: String) -> AccountError { .invalidICRC1Account(text, reason: reason) }
        guard let dot = text.lastIndex(of: ".") else {
            do { self.init(owner: try Principal(text: text)) } catch {
                throw fail("the owner is not a valid principal: \(error)")
            }
            return
        }
        let head = text[..<dot]
        let hex = text[text.index(after: dot)...]
        guard let dash = head.lastIndex(of: "-") else { throw fail("no checksum before the '.'") }
        let ownerText = String(head[..<dash])
        let checksum = String(head[head.index(after: dash)...])
        guard !hex.isEmpty else { throw fail("the default subaccount must be omitted, not written as an empty one") }
        guard !hex.hasPrefix("0") else { throw fail("the subaccount has leading zeros") }
        guard hex.count <= 64 else { throw fail("the subaccount is longer than 32 bytes") }
        guard hex.allSatisfy({ $0.isASCII && ($0.isNumber || ("a"..."f").contains($0)) }) else {
            throw fail("the subaccount is not lower-case hex")
        }
        let owner: Principal
        do { owner = try Principal(text: ownerText) } catch {
            throw fail("the owner is not a valid principal: \(error)")
        }
        let padded = String(repeating: "0", count: 64 - hex.count) + hex
        let subaccount: Subaccount
        do { subaccount = Subaccount(unchecked: try Hex.decode(padded)) } catch {
            throw fail("the subaccount is not hex: \(error)")
        }
        guard !subaccount.isDefault else { throw fail("the default subaccount must be omitted") }
        guard checksum == Self.checksum(owner, subaccount) else {
            throw fail("the checksum does not match the owner and subaccount")
        }
        self.init(owner: owner, subaccount: subaccount)
    }

    /// The 7-character base32 CRC-32 of the owner's bytes followed by the subaccount.
    static func checksum(_ owner: Principal, _ subaccount: Subaccount) -> String {
        Base32.encode(CRC32.bigEndianBytes(of: owner.bytes + subaccount.bytes))
    }
}
