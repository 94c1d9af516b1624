/// What a ``ReplicaSimulator`` does wrong on purpose, so a test can watch its client cope (or
/// refuse): each switch names one thing a real replica or an attacker could do.
public struct ReplicaFaults: Sendable, Hashable {
    /// Statuses to answer the next requests with before serving them (429, 503…), in order.
    public var refusals: [Int] = []
    /// Routes (`v4/call`, `v3/call`…) answered 404, as by a replica that does not know them.
    public var unknownRoutes: Set<String> = []
    /// Calls executed and then left without an answer, this many: the in-process transport
    /// throws ``ReplicaSimulator/LostAnswer`` as a dropped connection would, `icp-replica` drops
    /// the connection after the head, and ``ReplicaSimulator/httpAnswer(method:path:body:)``
    /// (for servers that cannot drop a connection) answers 500. A client that sends the call
    /// again must not have it applied twice.
    public var lostAnswers = 0
    /// Synchronous calls answered 202, so the client has to poll.
    public var acceptCallsWithoutWaiting = false
    /// Polls of a call's status answered `processing` this many times before the real status.
    public var processingPolls = 0
    /// Certificates dated this far from the simulator's clock (seconds; stale below zero).
    public var certificateTimeOffset: Double = 0
    /// Certificates whose signature has one bit flipped.
    public var corruptCertificateSignature = false
    /// Query replies whose node signature has one bit flipped.
    public var corruptNodeSignature = false
    /// The node that signs query replies (0 by default).
    public var signingNode = 0
    /// How many nodes the subnet's certificates list, from the first; nil for all. Less than
    /// all, with a later ``signingNode``, is a reply from a node the subnet does not list.
    public var listedNodes: Int?

    public init() {}
}
