import Coordinators

/// Why a scripted run went off its script.
public enum ScriptError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The flow showed a screen the script has no (more) steps for.
    case unexpectedScreen(screen: String, path: FlowPath, form: ScreenForm)
    /// The script chooses a menu entry the menu does not have.
    case noSuchOption(screen: String, label: String, options: [String])
    /// The screen refused the scripted answer.
    case answerRefused(screen: String, answer: String, reason: String)

    public var description: String {
        switch self {
        case .unexpectedScreen(let screen, let path, let form):
            return "flow \(path) showed screen \(screen) (\"\(form.title)\"), which the script does not answer"
        case .noSuchOption(let screen, let label, let options):
            return
                "screen \(screen) has no entry \"\(label)\" (it has \(options.map { "\"\($0)\"" }.joined(separator: ", ")))"
        case .answerRefused(let screen, let answer, let reason):
            return "screen \(screen) refused the scripted \(answer): \(reason)"
        }
    }
}
