import ByteTools
import TonCardProtocol

/// How an emulated card is provisioned (spec §9.6). Every field has the spec's default, so
/// `TonCardEmulatorConfiguration()` is a factory card with the README's activation data.
public struct TonCardEmulatorConfiguration: Sendable, Equatable {
    /// The state an emulated card starts in when no state file is loaded.
    public enum InitialState: String, Sendable, Equatable {
        /// State 27 as shipped: B1, ECS and SN set from the activation data, FINISH_PERS done.
        case factory
        /// State 07 with nothing set: tests send 91/94/96/90 themselves.
        case blank
    }

    /// Activation password P, 128 bytes.
    public var password: [UInt8]
    /// Common secret CS, 32 bytes.
    public var commonSecret: [UInt8]
    /// IV, 16 bytes.
    public var iv: [UInt8]
    /// The seed GENERATE_SEED stores (16...64 bytes); nil = 64 fresh random bytes each time.
    public var seed: [UInt8]?
    public var initialState: InitialState
    /// Where the persistent state lives across restarts; nil = memory only.
    public var stateFilePath: String?

    /// The README's activation data (spec §1.1).
    public static let defaultPassword: [UInt8] =
        (try? Hex.decode(
            "F4B072E1DF2DB7CF6CD0CD681EC5CD2D071458D278E6546763CBB4860F8082FE14418C8A8A55E2106CBC6CB1174F4BA6D827A26A2D205F99B7E00401DA4C15ACC943274B92258114B5E11C16DA64484034F93771547FBE60DA70E273E6BD64F8A4201A9913B386BCA55B6678CFD7E7E68A646A7543E9E439DD5B60B9615079FE"
        )) ?? []
    /// The README's common secret.
    public static let defaultCommonSecret: [UInt8] =
        (try? Hex.decode(
            "7256EFE7A77AFC7E9088266EF27A93CB01CD9432E0DB66D600745D506EE04AC4"
        )) ?? []
    /// The README's IV.
    public static let defaultIV: [UInt8] = (try? Hex.decode("1A550F4B413D0E971C28293F9183EA8A")) ?? []

    public init(
        password: [UInt8] = Self.defaultPassword,
        commonSecret: [UInt8] = Self.defaultCommonSecret,
        iv: [UInt8] = Self.defaultIV,
        seed: [UInt8]? = nil,
        initialState: InitialState = .factory,
        stateFilePath: String? = nil
    ) {
        self.password = password
        self.commonSecret = commonSecret
        self.iv = iv
        self.seed = seed
        self.initialState = initialState
        self.stateFilePath = stateFilePath
    }

    /// From the `TONCARD_EMU_*` variables of spec §9.6; unset variables keep their defaults.
    ///
    /// - Throws: ``TonCardEmulatorError/invalidConfiguration(variable:expected:)`` naming the
    ///   first malformed variable, never echoing its value.
    public init(environment: [String: String]) throws(TonCardEmulatorError) {
        self.init()
        if let text = environment["TONCARD_EMU_PASSWORD"] {
            password = try Self.hex(
                text, variable: "TONCARD_EMU_PASSWORD", lengths: 128...128, expected: "256 hex digits")
        }
        if let text = environment["TONCARD_EMU_COMMON_SECRET"] {
            commonSecret = try Self.hex(
                text, variable: "TONCARD_EMU_COMMON_SECRET", lengths: 32...32, expected: "64 hex digits")
        }
        if let text = environment["TONCARD_EMU_IV"] {
            iv = try Self.hex(text, variable: "TONCARD_EMU_IV", lengths: 16...16, expected: "32 hex digits")
        }
        if let text = environment["TONCARD_EMU_SEED"] {
            seed = try Self.hex(text, variable: "TONCARD_EMU_SEED", lengths: 16...64, expected: "32 to 128 hex digits")
        }
        if let text = environment["TONCARD_EMU_INITIAL"] {
            guard let value = InitialState(rawValue: text) else {
                throw .invalidConfiguration(variable: "TONCARD_EMU_INITIAL", expected: "factory or blank")
            }
            initialState = value
        }
        if let text = environment["TONCARD_EMU_STATE_FILE"] {
            guard !text.isEmpty else {
                throw .invalidConfiguration(variable: "TONCARD_EMU_STATE_FILE", expected: "a file path")
            }
            stateFilePath = text
        }
    }

    private static func hex(_ text: String, variable: String, lengths: ClosedRange<Int>, expected: String)
        throws(TonCardEmulatorError) -> [UInt8]
    {
        guard let bytes = (try? Hex.decode(text)), lengths.contains(bytes.count) else {
            throw .invalidConfiguration(variable: variable, expected: expected)
        }
        return bytes
    }
}
