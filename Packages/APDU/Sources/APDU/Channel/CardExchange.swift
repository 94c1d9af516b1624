/// The card as seen from inside `CardChannel.withExchange`: each `transmit` sends one command and
/// waits for its answer. It is only valid during that call.
public struct CardExchange {
    private let send: ([UInt8]) throws -> [UInt8]

    /// `send` delivers one command APDU to the card and returns its response bytes (data and the
    /// two status bytes). Channel implementations create exchanges; clients receive them.
    public init(_ send: @escaping ([UInt8]) throws -> [UInt8]) {
        self.send = send
    }

    /// Sends `command` exactly as given and returns the response bytes exactly as received.
    public func transmit(_ command: [UInt8]) throws -> [UInt8] {
        try send(command)
    }

    /// Sends `command` and resolves the T=0 artefacts that `handling` enables; see
    /// `CardChannel.transmit(_:handling:)`.
    public func transmit(_ command: CommandAPDU, handling: ArtefactHandling = .standard) throws -> ResponseAPDU {
        try ArtefactResolver(handling: handling, exchange: self).transmit(command)
    }

    /// Returns a view of this exchange whose `transmit` is `wrap(command, send)`: the hook
    /// decorating channels (logging, tracing) use to see every APDU, including GET RESPONSE rounds.
    public func intercepted(by wrap: @escaping ([UInt8], ([UInt8]) throws -> [UInt8]) throws -> [UInt8]) -> CardExchange
    {
        let send = self.send
        return CardExchange { command in try wrap(command, send) }
    }
}
