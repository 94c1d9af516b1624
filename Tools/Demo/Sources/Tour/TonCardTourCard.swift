import APDU
import Foundation
import PCSC
import TonCard
import TonCardEmulator
import TonCardReaders
import VirtualCard

/// The card the "TON card" step talks to, in the first of these places that is there:
/// 1. the reader named by TONCARD_VIRTUAL_CARD_READER (pcsc-services.sh with PCSC_SERVICES_CARD=toncard
///    serves a factory TON card there);
/// 2. vpcd's second reader, "Virtual PCD 00 01", with the emulator served into it from this
///    process: the client then reaches it through pcscd like any card (`make demo` keeps the
///    first reader for the APDU step's DiagnosticCard);
/// 3. the emulator in this process behind `InProcessCardChannel`, so the step runs anywhere.
/// ``close()`` disconnects and takes the served card out of the reader again.
struct TonCardTourCard {
    static let spareReader = "Virtual PCD 00 01"
    static let sparePort: UInt16 = 35964
    /// SLIP-10's test-vector-1 seed, so the public key is the spec's §9.7 pk(0).
    static let seed: [UInt8] = Array(0...15)
    /// Bounds every wait for pcscd to notice the card (it polls readers every ~0.4 s).
    static let eventTimeout: Duration = .seconds(10)

    let channel: any CardChannel
    /// Where the card is, in words.
    let place: String
    let answerToReset: [UInt8]
    /// Whether the emulator was configured here with ``seed`` (a card served by someone else
    /// may have any seed).
    let seedIsKnown: Bool
    private let pcscCard: PCSCCard?
    private let host: VirtualCardHost?
    /// Whether this session holds ``SpareReaderGate``.
    private let holdsSpareReader: Bool
    /// pcscd, for a card this step served into the spare reader: it can be pulled out again.
    private let context: PCSCContext?

    static func open() async throws -> TonCardTourCard {
        let environment = ProcessInfo.processInfo.environment
        if let reader = environment["TONCARD_VIRTUAL_CARD_READER"] {
            // Named explicitly: any problem with it is an error, not a reason to fall back.
            let context = try PCSCContext()
            let status = try await context.waitForCard(in: reader, timeout: eventTimeout)
            let card = try await context.connect(to: reader)
            return TonCardTourCard(
                channel: card, place: "\"\(reader)\" through pcscd (TONCARD_VIRTUAL_CARD_READER)",
                answerToReset: status.answerToReset, seedIsKnown: false, pcscCard: card, host: nil,
                holdsSpareReader: false, context: nil)
        }
        let emulator = try TonCardEmulatedCard(configuration: TonCardEmulatorConfiguration(seed: seed))
        // Under `make demo`/`make test` (PCSC_VIRTUAL_CARD_READER set) pcscd runs with vpcd, and a
        // problem reaching it is an error; elsewhere the reason is printed and the step runs in process.
        let servicesRequired = environment["PCSC_VIRTUAL_CARD_READER"] != nil
        await SpareReaderGate.shared.acquire()
        switch await spareReaderContext() {
        case .success(let context):
            let host = VirtualCardHost(card: emulator, port: sparePort)
            do {
                // The client waits for a card first (TonCardReaderSelection's invitation), and the
                // card is put in the empty reader while it waits.
                let waiting = Task {
                    try await TonCardReaderSelection.connect(
                        context: context, reader: spareReader, waitingUpTo: eventTimeout, operation: .getTonAppletState)
                }
                do {
                    try host.insert()
                } catch {
                    waiting.cancel()
                    _ = try? await waiting.value
                    throw error
                }
                let card = try await waiting.value
                let status = try await context.status(of: [spareReader])[0]
                return TonCardTourCard(
                    channel: card,
                    place:
                        "\"\(spareReader)\" through pcscd (the emulator served to vpcd from this process, inserted while the client waited for a card)",
                    answerToReset: status.answerToReset, seedIsKnown: true, pcscCard: card, host: host,
                    holdsSpareReader: true, context: context)
            } catch {
                host.remove()
                await SpareReaderGate.shared.release()
                throw error
            }
        case .failure(let reason):
            await SpareReaderGate.shared.release()
            if servicesRequired { throw reason }
            return TonCardTourCard(
                channel: InProcessCardChannel(card: emulator),
                place: "in process (\(reason.description); `make demo` starts pcscd with vpcd)",
                answerToReset: emulator.answerToReset, seedIsKnown: true, pcscCard: nil, host: nil,
                holdsSpareReader: false, context: nil)
        }
    }

    /// Takes a card this step served out of the reader, as a person pulling it would, and returns
    /// once pcscd has seen it go; false (nothing done) for a card this step does not control.
    func pullOut() async throws -> Bool {
        guard let host, let context else { return false }
        host.remove()
        _ = try await context.waitForCardRemoval(from: Self.spareReader, timeout: Self.eventTimeout)
        return true
    }

    /// Disconnects and, for a card this step served, takes it out of the reader.
    func close() async {
        try? await pcscCard?.disconnect()
        host?.remove()
        if holdsSpareReader { await SpareReaderGate.shared.release() }
    }

    /// Why the spare reader cannot be used.
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// A context whose pcscd has vpcd's spare reader, empty; or why not.
    private static func spareReaderContext() async -> Result<PCSCContext, Unavailable> {
        let context: PCSCContext
        do {
            context = try PCSCContext()
        } catch {
            return .failure(Unavailable(description: "pcscd is not reachable: \(error)"))
        }
        guard let readers = try? context.readers(), readers.contains(spareReader) else {
            return .failure(
                Unavailable(description: "pcscd has no reader \"\(spareReader)\" (is vsmartcard-vpcd installed?)"))
        }
        // Another process's session there, or this one's card from a moment ago that pcscd has
        // not yet seen leave (it polls), gets a bounded wait to end.
        guard let status = try? await context.waitForCardRemoval(from: spareReader, timeout: eventTimeout),
            !status.isCardPresent
        else {
            return .failure(Unavailable(description: "\"\(spareReader)\" already holds another card"))
        }
        return .success(context)
    }
}
