/// The card (or the layer carrying its answers) broke the transmission protocol.
public enum CardProtocolError: Error, Sendable, Hashable, CustomStringConvertible {
    /// GET RESPONSE rounds assembled more than `ArtefactHandling.maximumResponseLength` bytes.
    case responseTooLong(limit: Int)
    /// The card kept answering `61xx` for more than `ArtefactHandling.maximumGetResponseRounds` rounds.
    case tooManyGetResponseRounds(limit: Int)
    /// The channel is closed (disconnected or released) and can no longer exchange APDUs.
    case channelClosed

    public var description: String {
        switch self {
        case .responseTooLong(let limit):
            return "the card's GET RESPONSE data exceeded \(limit) bytes; the response was abandoned"
        case .tooManyGetResponseRounds(let limit):
            return "the card was still answering 61xx after \(limit) GET RESPONSE rounds; the response was abandoned"
        case .channelClosed:
            return "the card channel is closed"
        }
    }
}
