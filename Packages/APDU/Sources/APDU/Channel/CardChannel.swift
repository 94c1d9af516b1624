/// The way card clients talk to a card, whatever carries the APDUs: a reader through PC/SC
/// (`PCSCCard` in the PCSC module), an emulated card in this process (`InProcessCardChannel`), or
/// a wrapper that adds behaviour such as logging (`LoggingCardChannel`).
///
/// Two primitives keep implementations small and let every client get the same guarantees:
/// - `withExchange` runs synchronous exchanges on a thread that may block, so a slow card never
///   holds a thread of the cooperative pool, and the exchanges of one call (a command and the GET
///   RESPONSE rounds it needs, say) are never interleaved with another task's;
/// - `withTransaction` makes a multi-APDU operation exclusive, against other tasks of this process
///   and, over PC/SC, against other processes too.
///
/// Most callers use the conveniences built on them: `transmit(_:handling:)` for one command and
/// `transmit(raw:)` for bytes passed through untouched.
public protocol CardChannel: Sendable {
    /// Runs `body`, which exchanges APDUs with the card through the given `CardExchange`, and
    /// returns its result. Waits while another task holds a transaction on this channel.
    func withExchange<Result: Sendable>(_ body: @escaping @Sendable (CardExchange) throws -> Result) async throws
        -> Result

    /// Runs `body` as one transaction: until it returns, no other task (and, over PC/SC, no other
    /// process) exchanges APDUs with the card. Exchanges made from inside `body` (and from its child
    /// tasks) are part of the transaction, and transactions nest.
    func withTransaction<Result: Sendable>(_ body: () async throws -> Result) async throws -> Result
}

extension CardChannel {
    /// Sends `command` and returns the card's answer, with the T=0 artefacts `handling` asks for
    /// resolved: `61xx` answered with GET RESPONSE rounds whose data is joined, `6Cxx` answered by
    /// sending the command again with the length the card asked for. A status word other than
    /// 9000 is returned, not thrown; `ResponseAPDU.requireSuccess()` turns it into an error.
    public func transmit(_ command: CommandAPDU, handling: ArtefactHandling = .standard) async throws -> ResponseAPDU {
        try await withExchange { exchange in
            try exchange.transmit(command, handling: handling)
        }
    }

    /// Sends `command` as it is and returns the card's bytes as they are: no artefact handling,
    /// no parsing.
    public func transmit(raw command: [UInt8]) async throws -> [UInt8] {
        try await withExchange { exchange in
            try exchange.transmit(command)
        }
    }
}
