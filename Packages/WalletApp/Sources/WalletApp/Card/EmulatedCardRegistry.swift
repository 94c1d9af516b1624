import APDU
import Foundation
import Synchronization
import TonCardEmulator

/// The emulated cards of this process, one per state file: two connectors on the same file share
/// one card (and one channel, whose lock keeps their transactions apart) instead of each loading
/// the file and overwriting the other's changes. Cards are held weakly: once nothing uses the card
/// of a file, the next connector loads the file again.
enum EmulatedCardRegistry {
    private struct Entry {
        weak var card: TonCardEmulatedCard?
        weak var channel: InProcessCardChannel?
    }

    private static let cards = Mutex<[String: Entry]>([:])

    /// The card of `stateFile` and the channel to it: the live ones when this process has them,
    /// else a card made from `configuration` (loaded from the file when it exists).
    static func open(
        stateFile: String, configuration: TonCardEmulatorConfiguration
    ) throws(CardWalletError) -> (card: TonCardEmulatedCard, channel: InProcessCardChannel) {
        let key = URL(fileURLWithPath: stateFile).standardizedFileURL.path
        return try cards.withLock {
            cards throws(CardWalletError) -> (card: TonCardEmulatedCard, channel: InProcessCardChannel) in
            if let card = cards[key]?.card {
                if let channel = cards[key]?.channel { return (card, channel) }
                let channel = InProcessCardChannel(card: card)
                cards[key] = Entry(card: card, channel: channel)
                return (card, channel)
            }
            // Entries of cards that are gone are dropped, so the table stays as small as the live set.
            cards = cards.filter { $0.value.card != nil }
            let card: TonCardEmulatedCard
            do throws(TonCardEmulatorError) {
                card = try TonCardEmulatedCard(configuration: configuration)
            } catch {
                throw .emulatorUnavailable(details: error.description)
            }
            let channel = InProcessCardChannel(card: card)
            cards[key] = Entry(card: card, channel: channel)
            return (card, channel)
        }
    }
}
