extension FlowContext {
    /// Shows `viewModel` and hands each of its outputs to `handle` until `handle` finishes the
    /// screen; returns that value, or `.dismissed` when the user leaves the screen.
    ///
    /// The model's ``ViewModel/run()``, the presenter and the observation run as one task group:
    /// when this returns or throws, all three have ended and the model is held by nothing here.
    public func run<Model: ViewModel, Value: Sendable>(
        _ viewModel: Model, until handle: @escaping @Sendable (Model.Output) async throws -> ViewModelStep<Value>
    ) async throws -> Presentation<Value> {
        try Task.checkCancellation()
        observer?.viewModelAttached(viewModel, path: path)
        let presenter = self.presenter
        let path = self.path
        return try await withThrowingTaskGroup(of: ViewModelEvent<Value>.self) { group in
            group.addTask {
                await viewModel.run()
                return .modelEnded
            }
            group.addTask {
                try await presenter.attach(viewModel, at: path)
                return .dismissed
            }
            group.addTask {
                for await output in viewModel.outputs {
                    if case .finish(let value) = try await handle(output) { return .finished(value) }
                }
                return .modelEnded
            }
            defer { group.cancelAll() }
            while let event = try await group.next() {
                switch event {
                case .finished(let value): return .outcome(value)
                case .dismissed: return .dismissed
                // The model stopped on its own; the screen stays until the user or the handler ends it.
                case .modelEnded: continue
                }
            }
            throw CancellationError()
        }
    }
}

private enum ViewModelEvent<Value: Sendable>: Sendable {
    case finished(Value)
    case dismissed
    case modelEnded
}
