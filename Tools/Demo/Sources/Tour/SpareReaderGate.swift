/// One session at a time in vpcd's spare reader from this process: two steps run side by side
/// (as TourTests runs them) would otherwise both find it empty and serve two cards into one slot.
/// Each holder keeps it for one bounded session, so every wait ends.
actor SpareReaderGate {
    static let shared = SpareReaderGate()

    private var busy = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func acquire() async {
        guard busy else {
            busy = true
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Hands the reader to the next waiter, if any, else frees it.
    func release() {
        if waiters.isEmpty {
            busy = false
        } else {
            waiters.removeFirst().resume()
        }
    }
}
