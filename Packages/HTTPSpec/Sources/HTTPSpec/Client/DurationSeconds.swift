extension Duration {
    /// The duration in seconds, for messages and for APIs that take a `TimeInterval`.
    var inSeconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
