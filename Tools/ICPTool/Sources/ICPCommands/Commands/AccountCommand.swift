import ArgumentParser
import ByteTools
import CommandSupport
import ICPAgent

/// `icp account`: the ICP ledger account identifier of a principal and subaccount.
struct AccountCommand: ICPSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "account",
        abstract: "Prints the ICP ledger account identifier of a principal and subaccount.",
        discussion: """
            The 64 hex digits the ICP ledger and wallets show (CRC-32 and SHA-224 of the \
            principal and the 32-byte subaccount), as `dfx ledger account-id` prints it. The \
            principal is the identity's (--identity), one given as text (--principal), or the \
            anonymous one. --icrc1 prints the ICRC-1 account text instead.

            A subaccount is a number N (0 to 2^64-1, big-endian in the last 8 bytes, as wallets \
            number accounts), or hex: exactly 64 digits, or 0x and at most 64 digits (padded on \
            the left with zeros).

            Examples:
              icp account --identity identity.pem
              icp account --principal ryjl3-tyaaa-aaaaa-aaaba-cai --subaccount 1
              icp account --principal "$P" --subaccount 0x0102 --icrc1
            """
    )

    @OptionGroup var signer: IdentityOptions

    @Option(name: .long, help: ArgumentHelp("The owner as principal text (instead of --identity).", valueName: "text"))
    var principal: String?

    @Option(
        name: .long,
        help: ArgumentHelp("The subaccount: a number, or hex (64 digits, or 0x and up to 64).", valueName: "hex|n"))
    var subaccount: String?

    @Flag(name: .long, help: "Print the ICRC-1 account text (owner-checksum.subaccount) instead.")
    var icrc1 = false

    func validate() throws {
        if principal != nil, signer.identity != nil {
            throw ValidationError("use either --identity or --principal, not both")
        }
        if let principal { _ = try Self.principal(principal) }
        if let subaccount { _ = try Self.subaccount(subaccount) }
    }

    func execute(io: CommandIO) async throws(ICPToolError) {
        let owner: Principal
        if let principal, let parsed = try? Self.principal(principal) {
            owner = parsed
        } else {
            owner = try signer.load(io: io).sender
        }
        let sub = subaccount.flatMap { try? Self.subaccount($0) } ?? .default
        if icrc1 {
            io.write(ICRC1Account(owner: owner, subaccount: sub).description + "\n")
        } else {
            io.write(AccountIdentifier(owner: owner, subaccount: sub).description + "\n")
        }
    }

    static func principal(_ text: String) throws(ValidationError) -> Principal {
        do { return try Principal(text: text) } catch { throw ValidationError("--principal: \(error)") }
    }

    /// A number (index) or hex, as the help describes.
    static func subaccount(_ text: String) throws(ValidationError) -> Subaccount {
        let usage =
            "--subaccount needs a number (0 to 18446744073709551615) or hex (64 digits, or 0x and up to 64 digits), not \"\(text)\""
        if text.hasPrefix("0x") || text.hasPrefix("0X") || text.count == 64 {
            let digits = text.hasPrefix("0x") || text.hasPrefix("0X") ? String(text.dropFirst(2)) : text
            let even = digits.count % 2 == 1 ? "0" + digits : digits
            guard !digits.isEmpty, let bytes = try? Hex.decode(even), bytes.count <= 32 else {
                throw ValidationError(usage)
            }
            // 32 bytes at most, so this cannot fail.
            guard let padded = try? Subaccount(bytes: [UInt8](repeating: 0, count: 32 - bytes.count) + bytes) else {
                throw ValidationError(usage)
            }
            return padded
        }
        guard let index = UInt64(text) else { throw ValidationError(usage) }
        return Subaccount(index: index)
    }
}
