import CPCSCLite

/// A connection to the PC/SC resource manager (pcscd): lists readers, watches them, and connects
/// to cards. Thread-safe; release happens when the last reference goes.
///
/// Waits (`waitForCard`, `waitForStatusChange` …) each run on a context and thread of their own,
/// so a wait never delays a transmission and cancelling one wait cancels only that wait.
public final class PCSCContext: Sendable {
    /// How far the context reaches; pcsc-lite treats every scope alike.
    public enum Scope: Sendable {
        case user, system

        var rawValue: DWORD { self == .user ? DWORD(SCARD_SCOPE_USER) : DWORD(SCARD_SCOPE_SYSTEM) }
    }

    let handle: SCARDCONTEXT
    let scope: Scope

    /// Fails with `PCSCErrorCode.noService` when pcscd is not running.
    public init(scope: Scope = .system) throws(PCSCError) {
        var handle: SCARDCONTEXT = 0
        try check(SCardEstablishContext(scope.rawValue, nil, nil, &handle), "SCardEstablishContext")
        self.handle = handle
        self.scope = scope
    }

    deinit {
        SCardReleaseContext(handle)
    }

    /// Whether pcscd still knows this context (it forgets them when it restarts).
    public var isValid: Bool {
        SCardIsValidContext(handle) == SCARD_S_SUCCESS
    }

    /// The names of the readers pcscd knows now; none is an empty list, not an error.
    public func readers() throws(PCSCError) -> [String] {
        // The list can grow between asking for its size and fetching it (a reader plugged in);
        // pcsc-lite then answers "insufficient buffer" and the size is asked again.
        for _ in 0..<4 {
            var length: DWORD = 0
            let sizeResult = SCardListReaders(handle, nil, nil, &length)
            if sizeResult == SCARD_E_NO_READERS_AVAILABLE { return [] }
            try check(sizeResult, "SCardListReaders")
            var buffer = [CChar](repeating: 0, count: Int(length))
            let result = SCardListReaders(handle, nil, &buffer, &length)
            if result == SCARD_E_NO_READERS_AVAILABLE { return [] }
            if result == SCARD_E_INSUFFICIENT_BUFFER { continue }
            try check(result, "SCardListReaders")
            return Self.multiString(buffer.prefix(Int(length)))
        }
        throw PCSCError(.insufficientBuffer, function: "SCardListReaders")
    }

    /// Connects to the card in `reader`. `protocols` are the ones this client accepts; the card
    /// and reader settle on one of them (see `PCSCCard.activeProtocol`).
    public func connect(
        to reader: String, share: ShareMode = .shared, protocols: CardProtocols = .any
    ) async throws(PCSCError) -> PCSCCard {
        try await PCSCCard.connect(context: self, reader: reader, share: share, protocols: protocols)
    }

    /// Splits a PC/SC multi-string (`"A\0B\0\0"`) into its strings. Reader names are UTF-8 and
    /// may contain anything but NUL.
    static func multiString(_ characters: ArraySlice<CChar>) -> [String] {
        characters.split(separator: 0, omittingEmptySubsequences: true).map { name in
            String(decoding: name.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }
}
