extension CandidValue {
    /// Some value of `type` (zeros, empty text, first variant case...): what the Codable type
    /// probe decodes to obtain an instance of a type that states its Candid type.
    static func placeholder(
        for type: CandidType, environment: CandidTypeEnvironment = CandidTypeEnvironment(), depth: Int = 0
    ) -> CandidValue {
        guard depth < 32 else { return .null }
        switch environment.resolve(type) ?? type {
        case .null, .reserved, .empty, .named: return .null
        case .bool: return .bool(false)
        case .nat: return .nat(0)
        case .int: return .int(0)
        case .nat8: return .nat8(0)
        case .nat16: return .nat16(0)
        case .nat32: return .nat32(0)
        case .nat64: return .nat64(0)
        case .int8: return .int8(0)
        case .int16: return .int16(0)
        case .int32: return .int32(0)
        case .int64: return .int64(0)
        case .float32: return .float32(0)
        case .float64: return .float64(0)
        case .text: return .text("")
        case .principal: return (try? CandidPrincipal(bytes: [])).map { .principal($0) } ?? .null
        case .opt: return .opt(nil)
        case .vec(.nat8): return .blob([])
        case .vec: return .vec([])
        case .record(let fields):
            return .record(
                sorting: fields.map {
                    CandidField($0.label, placeholder(for: $0.type, environment: environment, depth: depth + 1))
                })
        case .variant(let fields):
            guard let first = fields.first else { return .null }
            return .variant(
                CandidField(first.label, placeholder(for: first.type, environment: environment, depth: depth + 1)))
        case .function: return (try? CandidPrincipal(bytes: [])).map { .function($0, method: "") } ?? .null
        case .service: return (try? CandidPrincipal(bytes: [])).map { .service($0) } ?? .null
        }
    }
}
