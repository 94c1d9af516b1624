import APDU
import CPCSCLite
import Dispatch
import Synchronization

/// A connection to the card in one reader, and a `CardChannel` to it.
///
/// Every PC/SC call on the connection runs on the connection's own serial queue, so a slow card
/// (a signature can take a second) blocks that queue and never a thread of the cooperative pool,
/// and the exchanges of one `withExchange` call are never interleaved with another task's.
/// `withTransaction` adds a PC/SC transaction, which keeps other processes out too.
///
/// When the card is pulled out or reset, calls fail with a `PCSCError` whose `needsReconnect` is
/// true, until `reconnect` is called after the card is back (the card then starts afresh, so
/// select the application again).
public final class PCSCCard: CardChannel, @unchecked Sendable {
    // @unchecked: `receiveBuffer` is only touched by work on `queue`, which is serial; everything
    // else is immutable or behind `connection`.

    public let reader: String
    public let shareMode: ShareMode
    private let context: PCSCContext
    private let queue: DispatchQueue
    private let gate = CardAccessGate()
    private let connection: Mutex<Connection>
    /// Room for the longest extended response (65,536 data bytes and the status word) plus what
    /// pcsc-lite's MAX_BUFFER_SIZE_EXTENDED allows for protocol bytes, so SCardTransmit never
    /// answers "insufficient buffer".
    private let receiveBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 65_548, alignment: 1)

    private struct Connection {
        var handle: SCARDHANDLE
        var activeProtocol: CardProtocols
        var isOpen: Bool
    }

    private init(
        context: PCSCContext, reader: String, share: ShareMode, handle: SCARDHANDLE, activeProtocol: CardProtocols,
        queue: DispatchQueue
    ) {
        self.context = context
        self.reader = reader
        self.shareMode = share
        self.queue = queue
        self.connection = Mutex(Connection(handle: handle, activeProtocol: activeProtocol, isOpen: true))
    }

    static func connect(context: PCSCContext, reader: String, share: ShareMode, protocols: CardProtocols)
        async throws(PCSCError) -> PCSCCard
    {
        let queue = DispatchQueue(label: "PC/SC card \(reader)")
        let result: Result<(SCARDHANDLE, CardProtocols), PCSCError> = await withCheckedContinuation { continuation in
            queue.async {
                var handle: SCARDHANDLE = 0
                var active: DWORD = 0
                let result = SCardConnect(
                    context.handle, reader, share.rawValue, DWORD(protocols.rawValue), &handle, &active)
                continuation.resume(
                    returning: Result { () throws(PCSCError) in
                        try check(result, "SCardConnect", reader: reader)
                        return (handle, CardProtocols(rawValue: UInt32(truncatingIfNeeded: active)))
                    })
            }
        }
        let (handle, active) = try result.get()
        return PCSCCard(
            context: context, reader: reader, share: share, handle: handle, activeProtocol: active, queue: queue)
    }

    deinit {
        let connection = connection.withLock { $0 }
        if connection.isOpen { SCardDisconnect(connection.handle, DWORD(SCARD_LEAVE_CARD)) }
        receiveBuffer.deallocate()
    }

    /// The protocol the card and reader settled on (empty for a `.direct` connection).
    public var activeProtocol: CardProtocols {
        connection.withLock { $0.activeProtocol }
    }

    // MARK: CardChannel

    public func withExchange<Result: Sendable>(_ body: @escaping @Sendable (CardExchange) throws -> Result) async throws
        -> Result
    {
        try await gate.withExclusiveAccess {
            try await onQueue { handle, active in
                try body(
                    CardExchange { command in try self.transmitOnQueue(command, handle: handle, protocol: active) })
            }
        }
    }

    /// A transaction that leaves the card as it is at the end.
    public func withTransaction<Result: Sendable>(_ body: () async throws -> Result) async throws -> Result {
        try await withTransaction(endingWith: .leave, body)
    }

    /// Runs `body` inside a PC/SC transaction (`SCardBeginTransaction` … `SCardEndTransaction`):
    /// other processes wait to use the card until it ends, and other tasks of this process wait too.
    /// `disposition` says what happens to the card at the end (`.reset` wipes its session state).
    /// A nested call joins the outer transaction.
    public func withTransaction<Result: Sendable>(
        endingWith disposition: Disposition, _ body: () async throws -> Result
    ) async throws -> Result {
        if gate.isHeldByCurrentTask { return try await body() }
        return try await gate.withExclusiveAccess {
            try await onQueue { handle, _ in
                try check(SCardBeginTransaction(handle), "SCardBeginTransaction", reader: self.reader)
            }
            let result: Result
            do {
                result = try await body()
            } catch {
                // The body's error is the one to report; ending may fail too (card removed).
                _ = try? await onQueue { handle, _ in SCardEndTransaction(handle, disposition.rawValue) }
                throw error
            }
            try await onQueue { handle, _ in
                try check(SCardEndTransaction(handle, disposition.rawValue), "SCardEndTransaction", reader: self.reader)
            }
            return result
        }
    }

    // MARK: Connection management

    /// Re-establishes the connection after the card was reset or removed and put back, and returns
    /// the protocol now active. `initialization` `.leave` only resynchronises; `.reset` and
    /// `.unpower` also restart the card.
    @discardableResult
    public func reconnect(
        share: ShareMode? = nil, protocols: CardProtocols = .any, initialization: Disposition = .leave
    ) async throws -> CardProtocols {
        try await gate.withExclusiveAccess {
            try await onQueue { handle, _ in
                var active: DWORD = 0
                let result = SCardReconnect(
                    handle, (share ?? self.shareMode).rawValue, DWORD(protocols.rawValue), initialization.rawValue,
                    &active
                )
                try check(result, "SCardReconnect", reader: self.reader)
                let protocols = CardProtocols(rawValue: UInt32(truncatingIfNeeded: active))
                self.connection.withLock { $0.activeProtocol = protocols }
                return protocols
            }
        }
    }

    /// Ends the connection; later calls throw `CardProtocolError.channelClosed`. Disconnecting
    /// twice is harmless.
    public func disconnect(_ disposition: Disposition = .leave) async throws {
        try await gate.withExclusiveAccess {
            let handle = connection.withLock { connection -> SCARDHANDLE? in
                guard connection.isOpen else { return nil }
                connection.isOpen = false
                return connection.handle
            }
            guard let handle else { return }
            let result: LONG = await withCheckedContinuation { continuation in
                queue.async { continuation.resume(returning: SCardDisconnect(handle, disposition.rawValue)) }
            }
            try check(result, "SCardDisconnect", reader: reader)
        }
    }

    /// The card's state as pcscd sees it through this connection, with its ATR.
    public func status() async throws -> CardStatus {
        try await onQueue { handle, _ in
            var names = [CChar](repeating: 0, count: 1024)
            var namesLength = DWORD(names.count)
            var state: DWORD = 0
            var active: DWORD = 0
            var atr = [UInt8](repeating: 0, count: Int(MAX_ATR_SIZE))
            var atrLength = DWORD(atr.count)
            let result = SCardStatus(handle, &names, &namesLength, &state, &active, &atr, &atrLength)
            try check(result, "SCardStatus", reader: self.reader)
            return CardStatus(
                readerNames: PCSCContext.multiString(names.prefix(Int(namesLength))),
                state: UInt32(truncatingIfNeeded: state),
                activeProtocol: CardProtocols(rawValue: UInt32(truncatingIfNeeded: active)),
                answerToReset: Array(atr.prefix(Int(atrLength)))
            )
        }
    }

    /// Sends a control command to the reader (`SCardControl`), e.g. to read its feature TLVs
    /// (`code` built with `PCSCCard.controlCode(_:)`).
    public func control(code: UInt32, data: [UInt8] = []) async throws -> [UInt8] {
        try await onQueue { handle, _ in
            var returned: DWORD = 0
            let result = data.withUnsafeBytes { input in
                SCardControl(
                    handle, DWORD(code), input.baseAddress, DWORD(input.count),
                    self.receiveBuffer.baseAddress, DWORD(self.receiveBuffer.count), &returned
                )
            }
            try check(result, "SCardControl", reader: self.reader)
            return Array(self.receiveBuffer.prefix(Int(returned)))
        }
    }

    /// The control code pcsc-lite builds with `SCARD_CTL_CODE(function)`.
    public static func controlCode(_ function: UInt32) -> UInt32 {
        0x4200_0000 + function
    }

    /// Reads a reader or card attribute (`SCardGetAttrib`).
    public func attribute(_ attribute: PCSCAttribute) async throws -> [UInt8] {
        try await onQueue { handle, _ in
            // pcsc-lite refuses attribute buffers larger than its MAX_BUFFER_SIZE.
            var length = DWORD(MAX_BUFFER_SIZE)
            let result = SCardGetAttrib(
                handle, DWORD(attribute.rawValue), self.receiveBuffer.baseAddress?.assumingMemoryBound(to: UInt8.self),
                &length
            )
            try check(result, "SCardGetAttrib", reader: self.reader)
            return Array(self.receiveBuffer.prefix(Int(length)))
        }
    }

    // MARK: Queue work

    /// Runs `work` on the connection's queue with the current handle and protocol.
    private func onQueue<Value: Sendable>(_ work: @escaping @Sendable (SCARDHANDLE, CardProtocols) throws -> Value)
        async throws -> Value
    {
        try await withCheckedThrowingContinuation { continuation in
            queue.async {
                let connection = self.connection.withLock { $0 }
                guard connection.isOpen else {
                    continuation.resume(throwing: CardProtocolError.channelClosed)
                    return
                }
                continuation.resume(with: Result { try work(connection.handle, connection.activeProtocol) })
            }
        }
    }

    private func transmitOnQueue(_ command: [UInt8], handle: SCARDHANDLE, protocol active: CardProtocols) throws
        -> [UInt8]
    {
        var received = DWORD(receiveBuffer.count)
        let result = command.withUnsafeBufferPointer { send in
            withUnsafePointer(to: Self.protocolControl(for: active)) { pci in
                SCardTransmit(
                    handle, pci, send.baseAddress, DWORD(send.count), nil,
                    receiveBuffer.baseAddress?.assumingMemoryBound(to: UInt8.self), &received
                )
            }
        }
        try check(result, "SCardTransmit", reader: reader)
        return Array(receiveBuffer.prefix(Int(received)))
    }

    /// The protocol control information pcsc-lite expects for the active protocol; the C macros
    /// `SCARD_PCI_T0`/`SCARD_PCI_T1` do not import into Swift, their globals do.
    private static func protocolControl(for active: CardProtocols) -> SCARD_IO_REQUEST {
        if active.contains(.t1) { return g_rgSCardT1Pci }
        if active.contains(.raw) { return g_rgSCardRawPci }
        return g_rgSCardT0Pci
    }
}

/// What `PCSCCard.status()` reports.
public struct CardStatus: Sendable, Hashable {
    public let readerNames: [String]
    /// pcsc-lite's card state bits (`SCARD_PRESENT`, `SCARD_POWERED`, `SCARD_SPECIFIC` …).
    public let state: UInt32
    public let activeProtocol: CardProtocols
    public let answerToReset: [UInt8]
}

/// A reader or card attribute for `PCSCCard.attribute(_:)`: `class << 16 | tag`, as the
/// `SCARD_ATTR_VALUE` macro builds them.
public struct PCSCAttribute: Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init(class attributeClass: UInt32, tag: UInt32) { self.rawValue = attributeClass << 16 | tag }

    /// `SCARD_ATTR_ATR_STRING`: the card's ATR.
    public static let answerToReset = PCSCAttribute(class: 9, tag: 0x0303)
    /// `SCARD_ATTR_VENDOR_NAME`.
    public static let vendorName = PCSCAttribute(class: 1, tag: 0x0100)
    /// `SCARD_ATTR_MAXINPUT`: the longest command the reader accepts.
    public static let maximumInput = PCSCAttribute(class: 7, tag: 0xA007)
    /// `SCARD_ATTR_DEVICE_FRIENDLY_NAME`.
    public static let friendlyName = PCSCAttribute(class: 0x7FFF, tag: 0x0003)
}
