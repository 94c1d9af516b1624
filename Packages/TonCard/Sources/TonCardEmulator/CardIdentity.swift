import ByteTools
import TonCardProtocol

/// Fixed bytes the emulated card presents (spec §2.1, §3.1).
enum CardIdentity {
    /// `3B 88 80 01 "TONTEST1" 7B`: T=1, so pcscd negotiates the protocol the exact-Le checks need.
    static let answerToReset: [UInt8] = [0x3B, 0x88, 0x80, 0x01, 0x54, 0x4F, 0x4E, 0x54, 0x45, 0x53, 0x54, 0x31, 0x7B]

    /// The CoinManager's FCI (94 bytes), answered to its SELECT.
    static let coinManagerFCI: [UInt8] =
        (try? Hex.decode(
            "6F5C8408A000000151000000A550734A06072A864886FC6B01600C060A2A864886FC6B02020101630906072A864886FC6B03640B06092A864886FC6B040255650B06092B8510864864020103660C060A2B060104012A026E01029F6501FF"
        )) ?? []

    /// GET_APPLET_LIST's answer (FunctionsList.md's example).
    static let appletList: [UInt8] = [
        0x4F, 0x0D, 0x31, 0x31, 0x32, 0x32, 0x33, 0x33, 0x34, 0x34, 0x35, 0x35, 0x36, 0x36, 0x00,
    ]

    /// GET_SE_VERSION's answer ("1008").
    static let seVersion: [UInt8] = [0x10, 0x08]

    /// GET_AVAILABLE_MEMORY's answer: the largest value JavaCard's getAvailableMemory reports.
    static let availableMemory: [UInt8] = [0x7F, 0xFF]
}
