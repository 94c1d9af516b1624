/// A function annotation.
public enum CandidFunctionMode: UInt8, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case query = 1
    case oneway = 2
    case compositeQuery = 3

    public var description: String {
        switch self {
        case .query: return "query"
        case .oneway: return "oneway"
        case .compositeQuery: return "composite_query"
        }
    }
}
