extension CandidPrincipal {
    /// `2vxsx-fae`: the sender of unsigned requests.
    public static let anonymous = CandidPrincipal(withinLimit: [0x04])

    /// `aaaaa-aa`: the management canister.
    public static let managementCanister = CandidPrincipal(withinLimit: [])

    /// What kind of principal this is, from its last byte (the interface specification's classes).
    public var principalClass: PrincipalClass { PrincipalClass(bytes: bytes) }
}

extension CandidPrincipal: Comparable {
    /// Byte order, shorter first on a common prefix: the order of canister ranges and of a
    /// subnet's routing table.
    public static func < (lhs: CandidPrincipal, rhs: CandidPrincipal) -> Bool {
        lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
    }
}
