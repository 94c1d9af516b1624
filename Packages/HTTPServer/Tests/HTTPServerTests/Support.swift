/// Returns only when the calling task is cancelled: a responder that never answers by itself.
func untilCancelled() async {
    let (never, keepOpen) = AsyncStream<Void>.makeStream()
    for await _ in never {}
    withExtendedLifetime(keepOpen) {}
}
