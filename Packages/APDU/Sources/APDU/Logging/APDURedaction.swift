/// Decides which parts of an APDU exchange may be written to a log. A PIN, a password or key
/// material must never reach a log, yet the header and status word of the same exchange are what
/// one needs to debug a card conversation; so data fields are replaced by their length.
///
/// The rule sees the command bytes and answers which data to hide. Rules combine with `+`: the
/// result hides everything either rule hides. Card clients add rules for their proprietary
/// commands (the TON card's PIN and password commands, for instance).
public struct APDURedaction: Sendable {
    /// The parts of one exchange to hide.
    public struct Parts: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The command's data field (Lc and Le stay visible).
        public static let commandData = Parts(rawValue: 1)
        /// The response's data (the status word stays visible).
        public static let responseData = Parts(rawValue: 2)
        public static let all: Parts = [.commandData, .responseData]
    }

    private let rule: @Sendable ([UInt8]) -> Parts

    /// A rule from the command bytes to the parts to hide.
    public init(_ rule: @escaping @Sendable (_ command: [UInt8]) -> Parts) {
        self.rule = rule
    }

    /// The parts of the exchange that starts with `command` to hide.
    public func parts(toHideFor command: [UInt8]) -> Parts {
        rule(command)
    }

    /// Hides `parts` for every command of an instruction in `instructions`; with `classes` given,
    /// only for commands of those classes (channel bits included as sent).
    public static func instructions(_ instructions: Set<UInt8>, classes: Set<UInt8>? = nil, hide parts: Parts)
        -> APDURedaction
    {
        APDURedaction { command in
            guard command.count >= 4, instructions.contains(command[1]) else { return [] }
            if let classes, !classes.contains(command[0]) { return [] }
            return parts
        }
    }

    /// ISO 7816-4's commands that carry reference data (PINs, passwords) in the clear, for
    /// interindustry classes: VERIFY (20), CHANGE REFERENCE DATA (24), DISABLE (26) and ENABLE (28)
    /// VERIFICATION REQUIREMENT, RESET RETRY COUNTER (2C). Their data is hidden.
    public static let referenceData = APDURedaction { command in
        guard command.count >= 4, command[0] & 0x80 == 0 else { return [] }
        return [0x20, 0x24, 0x26, 0x28, 0x2C].contains(command[1]) ? .commandData : []
    }

    /// Hides every data field: only headers, lengths and status words are logged.
    public static let allData = APDURedaction { _ in .all }

    /// Hides nothing: for exchanges known to carry no secrets.
    public static let nothing = APDURedaction { _ in [] }

    /// Hides what either rule hides.
    public static func + (lhs: APDURedaction, rhs: APDURedaction) -> APDURedaction {
        APDURedaction { command in lhs.parts(toHideFor: command).union(rhs.parts(toHideFor: command)) }
    }
}
