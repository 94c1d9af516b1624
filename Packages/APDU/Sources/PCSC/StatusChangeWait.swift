import CPCSCLite
import Foundation
import Synchronization

/// The name pcsc-lite gives the pseudo-reader whose state changes when readers come and go.
let plugAndPlayReaderName = #"\\?PnP?\Notification"#

/// One blocking `SCardGetStatusChange`, run on its own thread and PC/SC context.
///
/// pcsc-lite holds a context's lock for as long as a call on it blocks, so a wait on a shared
/// context would hold up every transmission on it; and `SCardCancel` cancels whatever blocks on a
/// context, so a shared context would let one cancellation end unrelated waits. Task cancellation
/// calls `SCardCancel` on the private context. The wait is cut into slices of at most
/// `cancellationSlice` so that a cancellation arriving just before the call starts blocking (which
/// `SCardCancel` cannot see) still ends the wait soon.
struct StatusChangeWait: Sendable {
    static let cancellationSlice: Duration = .milliseconds(250)

    let scope: PCSCContext.Scope
    /// Reader names with the state the caller last saw (`0` = unaware: report at once).
    let readers: [(name: String, currentState: UInt32)]
    /// nil waits until something changes.
    let timeout: Duration?

    func run() async throws -> [ReaderStatus] {
        let context = try PCSCContext(scope: scope)
        let cancelled = Mutex(false)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<[ReaderStatus], any Error>) in
                let thread = Thread {
                    // Named from inside, where it reaches the system thread (at most 15 bytes).
                    Thread.current.name = "PC/SC waits"
                    continuation.resume(with: Result { try blockingWait(on: context, cancelled: cancelled) })
                }
                thread.start()
            }
        } onCancel: {
            cancelled.withLock { $0 = true }
            SCardCancel(context.handle)
        }
    }

    private func blockingWait(on context: PCSCContext, cancelled: borrowing Mutex<Bool>) throws -> [ReaderStatus] {
        let names = readers.map { strdup($0.name) }
        defer { names.forEach { free($0) } }
        var states = zip(names, readers).map { name, reader -> SCARD_READERSTATE in
            var state = SCARD_READERSTATE()
            state.szReader = UnsafePointer(name)
            state.dwCurrentState = DWORD(reader.currentState)
            return state
        }
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + $0 }
        while true {
            if cancelled.withLock({ $0 }) { throw CancellationError() }
            var slice = Self.cancellationSlice
            if let deadline {
                let remaining = deadline - clock.now
                if remaining < slice { slice = max(.zero, remaining) }
            }
            let milliseconds = DWORD(
                slice.components.seconds * 1000 + slice.components.attoseconds / 1_000_000_000_000_000)
            let result = SCardGetStatusChange(context.handle, milliseconds, &states, DWORD(states.count))
            if result == SCARD_S_SUCCESS { return states.map(Self.status) }
            if result == SCARD_E_CANCELLED, cancelled.withLock({ $0 }) { throw CancellationError() }
            if result == SCARD_E_TIMEOUT {
                if let deadline, clock.now >= deadline {
                    throw PCSCError(.timeout, function: "SCardGetStatusChange", reader: readers.first?.name)
                }
                continue
            }
            try check(result, "SCardGetStatusChange", reader: readers.count == 1 ? readers[0].name : nil)
        }
    }

    private static func status(_ state: SCARD_READERSTATE) -> ReaderStatus {
        var state = state
        let atrLength = min(Int(state.cbAtr), Int(MAX_ATR_SIZE))
        let atr = withUnsafeBytes(of: &state.rgbAtr) { Array($0.prefix(atrLength)) }
        let event = UInt32(truncatingIfNeeded: state.dwEventState)
        return ReaderStatus(
            reader: String(cString: state.szReader),
            flags: ReaderStateFlags(rawValue: event & 0xFFFF),
            eventCount: Int(event >> 16),
            answerToReset: atr
        )
    }
}
