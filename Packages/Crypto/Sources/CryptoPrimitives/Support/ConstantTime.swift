/// Compares two byte sequences in time that depends only on their lengths, so comparing a MAC,
/// tag or digest an attacker supplied does not leak how many leading bytes matched.
func constantTimeEquals<A: Collection, B: Collection>(_ lhs: A, _ rhs: B) -> Bool
where A.Element == UInt8, B.Element == UInt8 {
    guard lhs.count == rhs.count else { return false }
    var difference: UInt8 = 0
    for (left, right) in zip(lhs, rhs) {
        difference |= left ^ right
    }
    return difference == 0
}
