import Coordinators

/// Shows a flow's screens in a terminal, line by line: a title in brackets, the entries of a
/// menu numbered from 1, and a prompt after which the person types an answer and presses Enter.
///
/// What a person types, besides answers:
///
/// - `:back` leaves the screen (the flow gets `.dismissed`); on a menu `b` does the same.
/// - `:<tab>` (`:icp`, `:card`, any case) switches to that tab when the screen belongs to a tab.
///   The screen left behind waits and is shown again on coming back.
/// - `:help` (or `:tabs`) lists the commands.
/// - Ctrl-D ends the input: the screen up and every screen after it is dismissed, so the app
///   winds down instead of waiting for answers that cannot come.
///
/// An answer the screen refuses, or a line that is not an answer (a letter for a menu, a number
/// not on it), is answered with `! <why>` and the question is asked again, up to
/// ``maximumRefusalsInARow`` times; then the screen counts as dismissed, so a runaway script
/// cannot loop forever.
///
/// One screen has the terminal at a time. Screens from flows running at once wait in line and
/// never mix their lines or take each other's answers. With tabs (screens under
/// `tabRoot/<tab name>`), only the active tab's screens are shown, the others' wait until their
/// tab is switched to; a tab bar above each tab screen shows the tabs, the active one in brackets
/// and a star on those with a screen waiting. A flow cancelled while its screen waits in line or
/// for input gets `CancellationError` at once, and the line it would have read goes to the next
/// screen.
///
/// Statuses are lines of their own: `… <message>` when work begins, `· <note>` for a note; the
/// end of work writes nothing. One that arrives while a question waits is written below it and
/// the prompt is written again. A hidden tab's progress is not shown, its notes are kept until
/// the tab is.
///
/// While the active tab's flow shows nothing (it is working), nothing reads the input: what is
/// typed then waits for that tab's next screen, tab commands included.
///
/// A view model's screen (``attach(_:at:)``) stays up, turning each answer into an input, until
/// `:back` or the end of input; its form is drawn again after each input and whenever the model
/// asks (`redraws`, shown with `(updated)`). It steps aside while a screen of its tab that needs
/// an answer (a confirmation its flow shows) is up, and comes back after it.
public actor TerminalPresenter: Presenter {
    /// Refused answers in a row after which a screen counts as dismissed.
    public static let maximumRefusalsInARow = 20
    /// Lines one showing of a screen reads at most (answers refused, help, tab switches): a bound
    /// no person reaches, so no loop here is unbounded.
    static let maximumLinesPerShowing = 10_000
    /// Inputs one view model's screen takes at most before it counts as dismissed.
    static let maximumLinesPerViewModel = 1_000_000
    /// Notes kept per inactive tab until the tab is shown; older ones are dropped.
    static let maximumHeldNotes = 20

    /// The question asked now, for status lines and redraws that arrive while it waits.
    struct Question {
        let ticket: ScreenTicket
        var form: ScreenForm
    }

    let io: any TerminalIO
    let queue: DisplayQueue
    private let tabRoot: FlowPath?
    /// Set at the end of input; from then on nothing is asked any more.
    private(set) var inputClosed = false
    /// The question waiting for input now, if any.
    var question: Question?
    /// Notes from tabs not shown, written when their tab is.
    var heldNotes: [String: [String]] = [:]

    /// A presenter writing to and reading from `io`. Screens under `tabRoot` + a tab's name belong
    /// to that tab; `tabs` gives the tabs' order and must be the names of the tab flows (a
    /// `Tabs` coordinator's `titles`); the first is active. A tab not listed is added when its
    /// first screen arrives. Without a `tabRoot` every screen is shown in the order it arrives.
    public init(io: some TerminalIO, tabRoot: FlowPath? = nil, tabs: [String] = []) {
        self.io = io
        self.tabRoot = tabRoot
        self.queue = DisplayQueue(tabs: tabs)
    }

    public func present<S: Screen>(_ screen: S, at path: FlowPath) async throws -> Presentation<S.Outcome> {
        try Task.checkCancellation()
        if inputClosed { return .dismissed }
        let ticket = queue.enqueue(tab: tab(of: path), kind: .screen)
        defer { queue.release(ticket) }
        var form = screen.form
        var refusals = 0
        var mustWaitForTurn = true
        for _ in 0..<Self.maximumLinesPerShowing {
            if mustWaitForTurn {
                guard try await queue.waitForTurn(ticket) == .granted, !inputClosed else { return .dismissed }
                try Task.checkCancellation()
                draw(form, for: ticket)
                mustWaitForTurn = false
            }
            let reason: String
            switch try await ask(&form, for: ticket, mayStepAside: false) {
            case .answer(let answer):
                do {
                    return .outcome(try screen.outcome(for: answer))
                } catch {
                    reason = error.message
                }
            case .dismissed, .steppedAside:
                return .dismissed
            case .switchedTab:
                mustWaitForTurn = true
                continue
            case .helped:
                continue
            case .refused(let message):
                reason = message
            }
            refusals += 1
            guard refuse(reason, count: refusals, title: form.title) else { return .dismissed }
        }
        return .dismissed
    }

    public func show(_ status: FlowStatus, at path: FlowPath) async {
        let text: String
        switch status {
        case .working(let message): text = "… \(message)\n"
        case .note(let message): text = "· \(message)\n"
        // Line by line there is nothing to take back: the next line shows that the work ended.
        case .done: return
        }
        if let tab = tab(of: path), !queue.isActive(tab) {
            // Progress of a tab not shown is stale by the time it is; a note is kept for then.
            if case .note = status {
                var notes = heldNotes[tab, default: []]
                notes.append(text)
                heldNotes[tab] = Array(notes.suffix(Self.maximumHeldNotes))
            }
            return
        }
        writeAboveQuestion(text)
    }

    /// Returns once `count` screens of `tab` (nil: outside the tabs) wait for the display; lets a
    /// test know a screen is in line before it goes on.
    nonisolated func waitUntilWaiting(tab: String?, count: Int = 1) async throws {
        try await queue.waitUntilWaiting(tab: tab, count: count)
    }

    /// The tab `path` belongs to: its first component under the tab root.
    func tab(of path: FlowPath) -> String? {
        guard let tabRoot, path.isWithin(tabRoot), path.components.count > tabRoot.components.count else { return nil }
        return path.components[tabRoot.components.count]
    }

    /// Writes `text` on lines of its own: when a question waits, below its prompt, which is
    /// written again after it.
    func writeAboveQuestion(_ text: String) {
        if let question {
            io.write("\n" + text + question.form.terminalPrompt)
        } else {
            io.write(text)
        }
    }

    /// Draws `form` for the screen that just got the display: the tab bar and the notes held for
    /// its tab first, when it belongs to one.
    func draw(_ form: ScreenForm, for ticket: ScreenTicket) {
        if let tab = ticket.tab {
            io.write(queue.tabBar.line + "\n")
            if let notes = heldNotes.removeValue(forKey: tab) {
                io.write(notes.joined())
            }
        }
        io.write(form.terminalBody)
    }

    /// Says why an answer was refused; false once `count` refusals in a row are too many, after
    /// saying that the screen is left.
    func refuse(_ reason: String, count: Int, title: String) -> Bool {
        io.write("! \(reason)\n")
        guard count < Self.maximumRefusalsInARow else {
            io.write("! \(count) answers in a row were refused; leaving \"\(title)\"\n")
            return false
        }
        return true
    }

    /// The end of input: this screen and every one after it is dismissed.
    func closeInput() {
        inputClosed = true
        queue.closeInput()
        // The prompt's line was never ended by the person's Enter.
        io.write("\n")
    }
}
