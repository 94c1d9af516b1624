import TonCardProtocol

/// The common operations (spec §4.1): state, serial number, sault.
extension TonCard {
    /// getTonAppletState: SEL-TON; C1.
    public func state() async throws(TonCardError) -> CardState {
        try await run(.getTonAppletState) { session throws(TonCardError) in
            try await session.selectTonApplet()
            return try await session.appletState()
        }
    }

    /// getSerialNumber: SEL-TON; C1; C2.
    public func serialNumber() async throws(TonCardError) -> SerialNumber {
        try await run(.getSerialNumber) { session throws(TonCardError) in
            try await session.openApplet(for: [.getSerialNumber])
            return try await session.readSerialNumber()
        }
    }

    /// getSault: SEL-TON; C1 (states 17/37); BD. Reading the sault does not change it (§2.3).
    public func sault() async throws(TonCardError) -> [UInt8] {
        try await run(.getSault) { session throws(TonCardError) in
            try await session.openApplet(for: [.getSault])
            return try await session.readSault()
        }
    }
}
