import Synchronization
import TonCardCommands

/// A prompt that answers from a list and records what it was asked.
final class ScriptedPrompt: SecretPrompt {
    private let answers: Mutex<[String]>
    let asked = Mutex<[String]>([])

    init(_ answers: [String]) {
        self.answers = Mutex(answers)
    }

    func readSecret(prompt: String) throws(TonCardToolError) -> String? {
        asked.withLock { $0.append(prompt) }
        return answers.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }
}
