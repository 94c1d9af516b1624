import Coordinators

extension TerminalPresenter {
    /// Writes the prompt of `form`, reads one line and says what it stands for. The screen of
    /// `ticket` must hold the display. With `mayStepAside` (a view model's screen), the wait
    /// ends early with ``TerminalReply/steppedAside`` when a screen needing an answer comes in.
    /// `form` becomes the form shown last, when a redraw changed it while the line was awaited.
    func ask(_ form: inout ScreenForm, for ticket: ScreenTicket, mayStepAside: Bool) async throws -> TerminalReply {
        let signal = PreemptionSignal()
        if mayStepAside {
            guard queue.allowPreemption(of: ticket, through: signal) else { return .steppedAside }
        }
        defer { if mayStepAside { queue.forbidPreemption(of: ticket) } }
        io.write(form.terminalPrompt)
        question = Question(ticket: ticket, form: form)
        defer { if question?.ticket == ticket { question = nil } }
        let read: LineRead
        do {
            read = try await readLine(secret: form.isSecret, until: mayStepAside ? signal : nil)
        } catch let error as TerminalInputError {
            return .refused(error.description)
        } catch {
            // Cancelled (or the terminal failed): end the prompt's line for whatever comes next.
            io.write("\n")
            throw error
        }
        // A redraw while waiting may have changed the form: the answer is to the form shown last.
        form = question?.form ?? form
        switch read {
        case .steppedAside:
            io.write("\n")
            return .steppedAside
        case .line(nil):
            closeInput()
            return .dismissed
        case .line(let line?):
            return interpret(line, on: form, for: ticket)
        }
    }

    /// What a line read for `form` stands for: a command, or an answer.
    private func interpret(_ line: String, on form: ScreenForm, for ticket: ScreenTicket) -> TerminalReply {
        let onMenu: Bool
        if case .menu = form { onMenu = true } else { onMenu = false }
        switch TerminalCommand(line: line, onMenu: onMenu) {
        case .back:
            return .dismissed
        case .help:
            io.write(helpText(for: ticket))
            return .helped
        case .named(let name) where queue.tab(named: name) != nil:
            return switchTab(to: name, from: ticket)
        case .named(let name):
            // On a prompt, a line starting with ":" that names no tab is text: a passphrase may
            // start with one, and a refusal must not repeat a secret.
            if case .prompt = form { return answer(line, on: form) }
            return .refused("there is no command :\(name); type :help for the commands")
        case nil:
            return answer(line, on: form)
        }
    }

    private func answer(_ line: String, on form: ScreenForm) -> TerminalReply {
        switch form.answer(for: line) {
        case .success(let answer): return .answer(answer)
        case .failure(let error): return .refused(error.message)
        }
    }

    private func switchTab(to name: String, from ticket: ScreenTicket) -> TerminalReply {
        guard let tab = queue.tab(named: name) else {
            return .refused("there is no tab \(name)")
        }
        guard let current = ticket.tab else {
            return .refused("this screen is not in a tab; :\(name) works once the tabs are shown")
        }
        switch queue.switchTab(to: tab, from: ticket) {
        case .switched: return .switchedTab
        case .nothingWaiting(let tab): return .refused("\(tab) has nothing to show yet; staying on \(current)")
        case .alreadyActive(let tab): return .refused("\(tab) is the tab shown")
        }
    }

    private func helpText(for ticket: ScreenTicket) -> String {
        var lines = [
            "Commands:",
            "  1, 2, …     choose that entry of a menu",
            "  b           go back (on a menu)",
            "  :back       go back (anywhere)",
        ]
        let tabs = queue.tabBar.tabs
        if ticket.tab != nil && !tabs.isEmpty {
            let commands = tabs.map { ":" + $0.lowercased() }.joined(separator: " ")
            lines.append("  \(commands)   switch tab; the screen you leave is shown again when you come back")
        }
        lines += [
            "  :help       these commands",
            "  Ctrl-D      end the input: every screen is left and the program winds down",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// What waiting for a line ended with.
    enum LineRead: Sendable {
        /// The line, or nil at the end of input.
        case line(String?)
        /// `signal` fired first.
        case steppedAside
    }

    /// Reads a line; with a `signal`, the wait also ends when it fires. A line that arrives as the
    /// signal fires is still returned, never dropped.
    private func readLine(secret: Bool, until signal: PreemptionSignal?) async throws -> LineRead {
        let io = self.io
        guard let signal else {
            return .line(secret ? try await io.readSecretLine() : try await io.readLine())
        }
        return try await withThrowingTaskGroup(of: LineRead.self) { group in
            group.addTask { .line(secret ? try await io.readSecretLine() : try await io.readLine()) }
            group.addTask {
                await signal.wait()
                return .steppedAside
            }
            // Two children: the first result decides, unless the read finished too.
            guard let first = await group.nextResult() else { throw CancellationError() }
            group.cancelAll()
            switch first {
            case .success(.line(let line)):
                return .line(line)
            case .failure(let error):
                throw error
            case .success(.steppedAside):
                // The read ends now: cancelled (the line stays for the next reader), or with a
                // line that arrived at the same moment, which must not be lost.
                guard let second = await group.nextResult() else { throw CancellationError() }
                if case .success(.line(let line)) = second { return .line(line) }
                try Task.checkCancellation()
                if case .failure(let error) = second, !(error is CancellationError) { throw error }
                return .steppedAside
            }
        }
    }
}
