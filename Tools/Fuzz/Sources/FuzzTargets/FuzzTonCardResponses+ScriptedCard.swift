import APDU
import Synchronization

extension FuzzTonCardResponses {
    /// A card whose every answer comes from the fuzzer's input, so the client meets hostile
    /// responses at every step of an operation. The script is a run of records, each a length byte
    /// and that many bytes, returned as the whole response (data and status word, however malformed).
    /// Once the script is spent the card answers nothing, which the client must take as a failure.
    final class ScriptedCard: EmulatedCard {
        private struct Progress {
            var offset = 0
            var commandsAfterEnd = 0
        }

        private let script: [UInt8]
        private let progress = Mutex(Progress())

        init(script: [UInt8]) {
            self.script = script
        }

        /// Commands received after the script ran out. The client stops at the first empty answer,
        /// so anything above one means it carried on past a failed exchange (or loops on one).
        var commandsAfterEnd: Int { progress.withLock { $0.commandsAfterEnd } }

        var answerToReset: [UInt8] { [0x3B, 0x00] }

        func reset() {}

        func respond(to command: [UInt8]) -> [UInt8] {
            progress.withLock { progress in
                guard progress.offset < script.count else {
                    progress.commandsAfterEnd += 1
                    return []
                }
                let length = Int(script[progress.offset])
                let start = progress.offset + 1
                let end = min(start + length, script.count)
                progress.offset = end
                return Array(script[start..<end])
            }
        }
    }
}
