import BigInt

extension Amount {
    /// `e8s` hundred-millionths of an ICP, shown in ICP: the ledger's own unit, which every
    /// balance, fee and transfer on the ICP ledger counts in.
    public init(e8s: UInt64) {
        // ICP has no upper bound and ICP is one of its denominations, so nothing is checked.
        let baseUnits = BigInt(e8s)
        self.init(
            unchecked: Amount.value(
                ofBaseUnits: baseUnits, exponent: Denomination.icp.exponent, fixedScale: Currency.icp.fixedScale),
            denomination: .icp, currency: .icp, baseUnits: baseUnits)
    }
}
