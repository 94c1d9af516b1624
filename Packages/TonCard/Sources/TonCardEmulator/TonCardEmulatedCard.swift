import APDU
import Synchronization
import TonCardProtocol

/// The TON Labs security card in Swift: the TON wallet applet and the CoinManager as
/// `toncard-operations.md` describes them, behind APDU's `EmulatedCard` so it serves in-process
/// tests (`InProcessCardChannel`) and pcscd through vpcd alike.
///
/// All state sits behind one lock: a reader delivers APDUs one at a time but from any thread.
/// With a state file configured, every APDU that changed persistent state rewrites it atomically,
/// so the "card" survives a restart of its host.
public final class TonCardEmulatedCard: EmulatedCard {
    private struct Guarded: Sendable {
        var machine: CardMachine
        var faults = FaultInjection()
        var lastStateFileError: TonCardEmulatorError?
    }

    private let guarded: Mutex<Guarded>
    /// The configuration the card was created with.
    public let configuration: TonCardEmulatorConfiguration

    /// A card provisioned by `configuration`, or — when its state file exists — the card saved there
    /// (the provisioning fields are then ignored, spec §9.6).
    ///
    /// - Throws: ``TonCardEmulatorError`` for a malformed configuration, an unreadable state file
    ///   or a failing random source.
    public init(configuration: TonCardEmulatorConfiguration = TonCardEmulatorConfiguration())
        throws(TonCardEmulatorError)
    {
        let state: PersistentCardState
        if let path = configuration.stateFilePath, StateFile.exists(path: path) {
            state = try StateFile.load(path: path)
        } else {
            state = try FactoryProvisioning.initialState(for: configuration)
            if let path = configuration.stateFilePath { try StateFile.save(state, path: path) }
        }
        self.configuration = configuration
        guarded = Mutex(Guarded(machine: CardMachine(state: state, configuration: configuration)))
    }

    /// A card provisioned from the `TONCARD_EMU_*` environment variables (spec §9.6).
    ///
    /// - Throws: ``TonCardEmulatorError``, naming a malformed variable without its value.
    public convenience init(environment: [String: String]) throws(TonCardEmulatorError) {
        try self.init(configuration: TonCardEmulatorConfiguration(environment: environment))
    }

    public var answerToReset: [UInt8] { CardIdentity.answerToReset }

    public func reset() {
        guarded.withLock { $0.machine.reset() }
    }

    public func respond(to command: [UInt8]) -> [UInt8] {
        guarded.withLock { guarded in
            if guarded.faults.isRemoved() { return [] }
            if let forced = guarded.faults.forcedResponse() { return forced }
            let before = guarded.machine.state
            let response = guarded.machine.respond(to: command)
            if guarded.machine.state != before, let path = configuration.stateFilePath {
                do throws(TonCardEmulatorError) {
                    try StateFile.save(guarded.machine.state, path: path)
                    guarded.lastStateFileError = nil
                } catch {
                    // The card already acted; the host learns of the lost write through this property.
                    guarded.lastStateFileError = error
                }
            }
            return guarded.faults.responseLost() ? [] : response.bytes
        }
    }

    /// The card's counters and flags, without secrets.
    public var status: TonCardEmulatorStatus {
        guarded.withLock { TonCardEmulatorStatus($0.machine.state) }
    }

    /// The last failure to write the state file, nil after a successful write.
    public var lastStateFileError: TonCardEmulatorError? {
        guarded.withLock { $0.lastStateFileError }
    }

    /// Writes the whole persistent state to `path` (atomically, mode 0600).
    ///
    /// - Throws: ``TonCardEmulatorError/stateFile(path:reason:)``.
    public func save(to path: String) throws(TonCardEmulatorError) {
        let state = guarded.withLock { $0.machine.state }
        try StateFile.save(state, path: path)
    }

    /// Test hook: replaces the current sault, e.g. with `00 01 … 1F` so the example APDUs of spec
    /// §1.1 verify. The card itself never takes a sault from outside.
    ///
    /// - Throws: ``TonCardEmulatorError/invalidConfiguration(variable:expected:)`` unless 32 bytes.
    public func setSaultForTesting(_ sault: [UInt8]) throws(TonCardEmulatorError) {
        guard sault.count == TonCardLimits.saultLength else {
            throw .invalidConfiguration(variable: "sault", expected: "32 bytes")
        }
        guarded.withLock { $0.machine.state.sault = sault }
    }

    /// Fault injection: the next `count` APDUs are answered with `statusWord` and not run.
    public func failNextCommands(_ count: Int, with statusWord: UInt16) {
        guarded.withLock {
            $0.faults.forcedStatusWord = count > 0 ? statusWord : nil
            $0.faults.forcedCount = max(count, 0)
        }
    }

    /// Fault injection: the next `count` commands run, but their responses are lost (empty answers).
    public func loseNextResponses(_ count: Int) {
        guarded.withLock { $0.faults.lostResponses = max(count, 0) }
    }

    /// Fault injection: after `count` more APDUs the card "leaves the reader": later commands are not
    /// run and get an empty answer, until ``reinsert()``.
    public func removeAfter(apdus count: Int) {
        guarded.withLock { $0.faults.apdusUntilRemoval = max(count, 0) }
    }

    /// Ends a simulated removal and powers the card up again (selection lost, as on insertion).
    public func reinsert() {
        guarded.withLock {
            $0.faults.apdusUntilRemoval = nil
            $0.machine.reset()
        }
    }
}
