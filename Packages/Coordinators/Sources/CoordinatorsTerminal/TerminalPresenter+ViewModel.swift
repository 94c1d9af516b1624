import Coordinators

extension TerminalPresenter {
    /// Shows `viewModel` until `:back` or the end of input (then returns) or until the calling
    /// task is cancelled (then throws `CancellationError`). The `redraws` of the model are
    /// followed for as long as this runs; an `AsyncStream` ends when its reader is cancelled, so
    /// attach a model once.
    public func attach<Model: ViewModel>(_ viewModel: Model, at path: FlowPath) async throws {
        try Task.checkCancellation()
        if inputClosed { return }
        let ticket = queue.enqueue(tab: tab(of: path), kind: .viewModel)
        defer { queue.release(ticket) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for await _ in viewModel.redraws {
                    let form = await viewModel.form()
                    await self.redraw(form, for: ticket)
                }
            }
            // The redraws are followed only while the screen is: stop them on every way out.
            defer { group.cancelAll() }
            try await showViewModel(viewModel, for: ticket)
        }
    }

    private func showViewModel<Model: ViewModel>(_ viewModel: Model, for ticket: ScreenTicket) async throws {
        var refusals = 0
        var mustWaitForTurn = true
        var mustDraw = true
        var form = await viewModel.form()
        for _ in 0..<Self.maximumLinesPerViewModel {
            if mustWaitForTurn {
                guard try await queue.waitForTurn(ticket) == .granted, !inputClosed else { return }
                try Task.checkCancellation()
                mustWaitForTurn = false
                mustDraw = true
            }
            if mustDraw {
                form = await viewModel.form()
                draw(form, for: ticket)
                mustDraw = false
            }
            let reason: String
            switch try await ask(&form, for: ticket, mayStepAside: true) {
            case .answer(let answer):
                do {
                    let input = try await viewModel.input(for: answer)
                    await viewModel.inputs.send(input)
                    try Task.checkCancellation()
                    refusals = 0
                    mustDraw = true
                    continue
                } catch let error as ScreenAnswerError {
                    reason = error.message
                }
            case .dismissed:
                return
            case .switchedTab:
                mustWaitForTurn = true
                continue
            case .steppedAside:
                queue.stepAside(ticket)
                mustWaitForTurn = true
                continue
            case .helped:
                continue
            case .refused(let message):
                reason = message
            }
            refusals += 1
            guard refuse(reason, count: refusals, title: form.title) else { return }
        }
    }

    /// Draws `form` again below the question of `ticket`'s screen, if it is the one waiting for
    /// input now; otherwise the form is drawn fresh when the screen comes back anyway.
    func redraw(_ form: ScreenForm, for ticket: ScreenTicket) {
        guard question?.ticket == ticket else { return }
        question?.form = form
        io.write("\n(updated)\n" + form.terminalBody + form.terminalPrompt)
    }
}
