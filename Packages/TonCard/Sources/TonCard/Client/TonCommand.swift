import ByteTools
import TonCardProtocol

/// One short command APDU as the client builds it, with what error reports and logs need to know
/// about it: its spec name and whether its data is secret (spec §1, §10.0).
struct TonCommand: Sendable, Hashable {
    let cla: UInt8
    let ins: UInt8
    let p1: UInt8
    let p2: UInt8
    let data: [UInt8]
    /// Ne: nil for no Le byte, 1...256 otherwise (256 is sent as `00`).
    let expectedLength: Int?
    /// The spec's instruction name, for `cardInstruction` in errors.
    let name: String
    /// Whether the data field holds a secret and must read `REDACTED` wherever the command is shown.
    let isDataSecret: Bool

    /// The wire bytes: `CLA INS P1 P2 [Lc data] [Le]`, short form only — every command of this
    /// card fits one (spec §1), and the builders keep data within 255 bytes.
    var bytes: [UInt8] {
        var bytes = [cla, ins, p1, p2]
        if !data.isEmpty {
            bytes.append(UInt8(truncatingIfNeeded: data.count))
            bytes.append(contentsOf: data)
        }
        if let expectedLength { bytes.append(UInt8(truncatingIfNeeded: expectedLength)) }
        return bytes
    }

    /// The §10.0 `apdu` text: upper-case hex bytes separated by spaces, the data as one run (or
    /// the word `REDACTED` for secret data), Lc and Le one byte each, nothing trailing.
    var redactedText: String {
        var parts = [cla, ins, p1, p2].map { Hex.encode([$0], uppercase: true) }
        if !data.isEmpty {
            parts.append(Hex.encode([UInt8(truncatingIfNeeded: data.count)], uppercase: true))
            parts.append(isDataSecret ? "REDACTED" : Hex.encode(data, uppercase: true))
        }
        if let expectedLength { parts.append(Hex.encode([UInt8(truncatingIfNeeded: expectedLength)], uppercase: true)) }
        return parts.joined(separator: " ")
    }

    /// A TON applet command (CLA `B0`, P2 `00`), with the Le its instruction requires.
    ///
    /// - Throws: `TonCardError.internalError(.commandConstruction)` when the data cannot fit a
    ///   short APDU (builders validate input first, so this guards an invariant, not user input).
    static func applet(
        _ instruction: TonAppletInstruction, p1: UInt8 = 0x00, data: [UInt8] = [],
        expectedLength: Int? = nil, operation: TonCardOperation
    ) throws(TonCardError) -> TonCommand {
        guard data.count <= 255 else { throw .internalError(.commandConstruction, operation: operation) }
        let le: Int?
        if let expectedLength {
            le = expectedLength
        } else if case .exact(let count) = instruction.responseLength(p1: p1) {
            le = count
        } else {
            le = nil
        }
        return TonCommand(
            cla: TonCardClass.tonWalletApplet, ins: instruction.rawValue, p1: p1, p2: 0x00, data: data,
            expectedLength: le, name: instruction.name, isDataSecret: instruction.hasSecretData(p1: p1))
    }

    /// A CoinManager command (spec §3): reads with Le `00`, writes without Le.
    static func coinManager(_ command: CoinManagerCommand) -> TonCommand {
        let isRead = command.readAttribute != nil
        let isSecret: Bool
        switch command {
        case .generateSeed, .changePin: isSecret = true
        default: isSecret = false
        }
        return TonCommand(
            cla: TonCardClass.coinManager, ins: CoinManagerCommand.instruction, p1: CoinManagerCommand.p1,
            p2: CoinManagerCommand.p2, data: command.data, expectedLength: isRead ? 256 : nil,
            name: command.name, isDataSecret: isSecret)
    }

    /// SELECT of the TON applet ("SEL-TON") or the CoinManager ("SEL-CM"), without Le as the Swift
    /// client sends it.
    static func select(aid: [UInt8], name: String) -> TonCommand {
        TonCommand(
            cla: TonCardClass.interindustry, ins: SelectCommand.instruction, p1: SelectCommand.p1ByName,
            p2: SelectCommand.p2FirstOccurrence, data: aid, expectedLength: nil, name: name, isDataSecret: false)
    }
}

extension TonAppletInstruction {
    /// The commands whose data the spec's redaction table (§10.0) hides: passwords, the encrypted
    /// factory secrets, the PIN, keychain key material and recovery data.
    func hasSecretData(p1: UInt8) -> Bool {
        switch self {
        case .verifyPassword, .setEncryptedPasswordForCardAuthentication, .setEncryptedCommonSecret, .verifyPin:
            return true
        case .addKeyChunk, .changeKeyChunk, .addRecoveryDataPart:
            return ChunkPhase(cardReading: p1) != .end
        default:
            return false
        }
    }
}
