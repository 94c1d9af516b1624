import APDU
import Foundation
import PCSC
import Testing
import VirtualCard

/// Where the PC/SC tests find their readers, and what they do when there is no pcscd.
///
/// `make test` runs the tests through Tools/VirtualCardHost/pcsc-services.sh, which starts pcscd
/// (with vsmartcard's vpcd driver: readers "Virtual PCD 00 00" and "… 00 01") and a
/// virtual-card-host process serving a `DiagnosticCard` in the first reader, and then sets
/// PCSC_VIRTUAL_CARD_READER. With it set, every problem is a failure. Without it (a plain
/// `swift test`) the tests still run when a pcscd with vpcd happens to be there, and are skipped,
/// saying why, when not.
enum PCSCTestEnvironment {
    /// The reader holding the card of the virtual-card-host process.
    static let hostedReaderFromEnvironment = ProcessInfo.processInfo.environment["PCSC_VIRTUAL_CARD_READER"]
    /// vpcd's second reader, which the tests fill and empty themselves with an in-process host.
    static let spareReader = "Virtual PCD 00 01"
    static let sparePort: UInt16 = 35964
    /// Bounds every wait for pcscd to notice a card event (it polls readers every ~0.4 s).
    static let eventTimeout: Duration = .seconds(10)

    static var servicesRequired: Bool { hostedReaderFromEnvironment != nil }

    /// A context to the running pcscd, or the test is skipped with the reason.
    static func context() throws -> PCSCContext {
        do {
            return try PCSCContext()
        } catch {
            if servicesRequired { throw error }
            try Test.cancel(
                "pcscd is not reachable (\(error)). `make test` installs and starts it with a virtual reader; that needs root."
            )
        }
    }

    /// The reader with the hosted DiagnosticCard, or the test is skipped with the reason.
    static func hostedReader() throws -> String {
        guard let reader = hostedReaderFromEnvironment else {
            try Test.cancel(
                "no virtual-card-host is running: run the tests through `make test`, which starts pcscd and the host (PCSC_VIRTUAL_CARD_READER is unset)."
            )
        }
        return reader
    }

    /// A context whose pcscd has vpcd's spare reader, or the test is skipped with the reason.
    static func contextWithSpareReader() throws -> PCSCContext {
        let context = try context()
        let readers = try context.readers()
        if !readers.contains(spareReader) {
            if servicesRequired { Issue.record("pcscd has no reader \"\(spareReader)\"; readers: \(readers)") }
            try Test.cancel("pcscd has no \"\(spareReader)\" (is vsmartcard-vpcd installed?); readers: \(readers)")
        }
        return context
    }
}

/// SELECT of the DiagnosticCard's application.
let selectDiagnosticCard = try! CommandAPDU(
    cla: 0x00, ins: 0xA4, p1: 0x04, p2: 0x00, data: DiagnosticCard.applicationIdentifier)

/// The value of `operation`, or a failure if it takes longer than `limit`: a lost event fails the
/// test instead of hanging the run.
func within<T: Sendable>(_ limit: Duration, _ operation: @escaping @Sendable () async throws -> T) async throws -> T {
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await Task.sleep(for: limit)
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let value = first else {
            throw TimedOut(limit: limit)
        }
        return value
    }
}

struct TimedOut: Error, CustomStringConvertible {
    let limit: Duration
    var description: String { "gave up after \(limit)" }
}
