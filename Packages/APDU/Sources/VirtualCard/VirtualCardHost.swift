import APDU
import Foundation
import Logging
import Synchronization

/// Puts an `EmulatedCard` into a reader of a real pcscd, through vsmartcard's vpcd driver: the
/// host connects to vpcd's TCP port (35963 for "Virtual PCD 00 00", 35964 for "… 00 01" in
/// Debian's configuration) and answers its messages — power on/off, reset, ATR requests, APDUs —
/// from the card. For pcscd and every PC/SC client, the card is then in the reader.
///
/// Connected means inserted: `insert()` and `remove()` drive card events for tests, and
/// `serve(until:)` keeps the card inserted for a long-running host process, reconnecting when
/// pcscd restarts.
public final class VirtualCardHost: Sendable {
    public let card: any EmulatedCard
    public let host: String
    public let port: UInt16
    private let logger: Logger
    private let session: Mutex<Session?>

    /// One connection to vpcd and the thread serving it.
    private final class Session: Sendable {
        let socket: VPCDSocket
        /// Left when the serving thread ends; every `remove()` waiting on it wakes.
        let serving = DispatchGroup()
        init(socket: VPCDSocket) {
            self.socket = socket
            serving.enter()
        }
    }

    public init(card: any EmulatedCard, host: String = "127.0.0.1", port: UInt16 = 35963, logger: Logger? = nil) {
        self.card = card
        self.host = host
        self.port = port
        self.logger = logger ?? Logger(label: "VirtualCard", factory: { _ in SwiftLogNoOpLogHandler() })
        self.session = Mutex(nil)
    }

    /// Whether the card is connected to vpcd now.
    public var isInserted: Bool {
        session.withLock { $0 != nil }
    }

    /// Connects to vpcd and serves the card on a thread of its own until `remove()` or until vpcd
    /// goes away. pcscd notices the card at its next poll of the reader (within ~0.4 s); wait for it
    /// with `PCSCContext.waitForCard`.
    public func insert() throws(VirtualCardError) {
        // Checked before connecting too: a connection made and dropped at once would look to
        // vpcd like a card inserted and pulled.
        guard !isInserted else { throw .alreadyInserted }
        let socket = try VPCDSocket(host: host, port: port)
        let newSession = Session(socket: socket)
        let inserted = session.withLock { current -> Bool in
            guard current == nil else { return false }
            current = newSession
            return true
        }
        guard inserted else { throw .alreadyInserted }
        logger.info("card inserted: connected to vpcd at \(host):\(port)")
        let thread = Thread { [self] in
            // Named from inside, where it reaches the system thread (at most 15 bytes).
            Thread.current.name = "vpcd card \(port)"
            let reason = serveFrames(on: socket)
            logger.info("card removed: \(reason)")
            session.withLock { current in
                if current === newSession { current = nil }
            }
            newSession.serving.leave()
        }
        thread.start()
    }

    /// Disconnects from vpcd and returns once the serving thread has stopped; pcscd reports the
    /// reader empty at its next poll. Does nothing when the card is not inserted.
    public func remove() {
        guard let current = session.withLock({ $0 }) else { return }
        current.socket.shutdownConnection()
        // The serving thread wakes from its blocked receive at once; the bound only guards against a
        // card whose `respond` never returns.
        _ = current.serving.wait(timeout: .now() + 5)
    }

    /// Keeps the card inserted until `shouldStop` returns true: serves, and when vpcd is not there
    /// or goes away (pcscd not started yet, or restarted), tries again every `retryInterval`.
    /// Blocks the calling thread; for host processes.
    public func serve(retryInterval: Duration = .milliseconds(200), until shouldStop: @Sendable () -> Bool = { false })
    {
        var lastFailure: VirtualCardError?
        while !shouldStop() {
            do {
                let socket = try VPCDSocket(host: host, port: port)
                lastFailure = nil
                logger.info("card inserted: connected to vpcd at \(host):\(port)")
                let reason = serveFrames(on: socket)
                logger.info("card removed: \(reason)")
            } catch {
                if error != lastFailure { logger.notice("waiting for vpcd: \(error)") }
                lastFailure = error
                Thread.sleep(
                    forTimeInterval: Double(retryInterval.components.seconds) + Double(
                        retryInterval.components.attoseconds) / 1e18)
            }
        }
    }

    /// Answers vpcd until the connection ends; returns why it ended.
    private func serveFrames(on socket: VPCDSocket) -> String {
        do {
            while let frame = try socket.receiveFrame() {
                if let reply = reply(to: frame) { try socket.sendFrame(reply) }
            }
            return "vpcd closed the connection"
        } catch {
            return String(describing: error)
        }
    }

    /// vpcd's one-byte control messages: 0 power off, 1 power on, 2 reset, 4 "send the ATR";
    /// only the last expects an answer. Anything longer is a command APDU.
    private func reply(to frame: [UInt8]) -> [UInt8]? {
        switch frame.count {
        case 0:
            return nil
        case 1:
            switch frame[0] {
            case 0x00: card.powerOff()
            case 0x01, 0x02: card.reset()
            case 0x04: return card.answerToReset
            default: logger.warning("unknown vpcd control byte \(frame[0])")
            }
            return nil
        default:
            let response = card.respond(to: frame)
            // A response vpcd cannot frame becomes "no precise diagnosis" instead of a dropped card.
            return response.count <= Int(UInt16.max) && response.count >= 2 ? response : [0x6F, 0x00]
        }
    }
}
