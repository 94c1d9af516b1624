/// A response in plain values: the final status, its header fields in order, and the body.
struct ExchangeResponse: Sendable {
    var status: Int
    var headers: [(name: String, value: String)]
    var body: [UInt8]
}
