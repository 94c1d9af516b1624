import ByteTools

/// An Answer-to-Reset as defined by ISO 7816-3 §8.2:
/// `TS T0 {TAi TBi TCi TDi}… historical bytes [TCK]`.
public struct ATR: Sendable, Hashable {
    /// TS plus at most 32 further characters (ISO 7816-3 §8.2.1).
    public static let maximumByteCount = 33

    /// The complete ATR as received.
    public let bytes: [UInt8]
    public let convention: ATRConvention
    /// Interface bytes in the order they appear, each with its kind and group index.
    public let interfaceBytes: [ATRInterfaceByte]
    /// The K historical bytes announced by the low nibble of T0 (card and OS identification;
    /// for PC/SC contactless cards, the RID/standard/card-name block of PC/SC part 3).
    public let historicalBytes: [UInt8]
    /// TCK, present exactly when some TDi indicates a protocol other than T=0.
    public let checkCharacter: UInt8?

    /// Parses and checks an ATR.
    ///
    /// - Throws: ``APDUError/invalidATRInitialCharacter(_:)`` when TS is not `3B`/`3F`;
    ///   ``APDUError/invalidATRLength(count:)`` beyond 33 bytes;
    ///   ``APDUError/truncated(expected:available:offset:)`` when T0, interface or historical bytes
    ///   are missing; ``APDUError/missingATRCheckCharacter(offset:)`` and
    ///   ``APDUError/invalidATRCheckCharacter(expected:actual:offset:)`` for TCK problems;
    ///   ``APDUError/trailingBytes(offset:count:)`` for bytes after the ATR's end (including a TCK
    ///   on an ATR that indicates only T=0).
    public init(bytes: some Collection<UInt8>) throws(APDUError) {
        let input = Array(bytes)
        // Checked first: it bounds all the work below, whatever the input claims.
        guard input.count <= Self.maximumByteCount else {
            throw .invalidATRLength(count: input.count)
        }
        var reader = ByteReader(input)

        let ts = try reader.nextByte()
        guard let convention = ATRConvention(rawValue: ts) else {
            throw .invalidATRInitialCharacter(ts)
        }

        let t0 = try reader.nextByte()
        let historicalCount = Int(t0 & 0x0F)
        var presence = t0 >> 4  // Y_i: bits for TAi, TBi, TCi, TDi
        var index = 1
        var interfaceBytes: [ATRInterfaceByte] = []
        var needsCheckCharacter = false

        // Each group is announced by the previous TD (or T0); the walk ends at a group without TD.
        // It cannot run away: every further group consumes at least its TD byte.
        while true {
            for (bit, kind) in [(UInt8(0x1), ATRInterfaceByte.Kind.ta), (0x2, .tb), (0x4, .tc)]
            where presence & bit != 0 {
                interfaceBytes.append(ATRInterfaceByte(kind: kind, index: index, value: try reader.nextByte()))
            }
            guard presence & 0x8 != 0 else { break }
            let td = try reader.nextByte()
            interfaceBytes.append(ATRInterfaceByte(kind: .td, index: index, value: td))
            if td & 0x0F != 0 { needsCheckCharacter = true }  // any T other than 0, T=15 included
            presence = td >> 4
            index += 1
        }

        let historicalBytes = try reader.nextBytes(historicalCount)

        var checkCharacter: UInt8?
        if needsCheckCharacter {
            let tckOffset = reader.offset
            guard let tck = reader.peekByte() else {
                throw .missingATRCheckCharacter(offset: tckOffset)
            }
            _ = try? reader.readByte()  // the TCK just peeked
            // XOR of T0 up to and including TCK must be zero.
            let xorBeforeTCK = input[1..<tckOffset].reduce(UInt8(0), ^)
            guard xorBeforeTCK ^ tck == 0 else {
                throw .invalidATRCheckCharacter(expected: xorBeforeTCK, actual: tck, offset: tckOffset)
            }
            checkCharacter = tck
        }
        try reader.expectEnd()

        self.bytes = input
        self.convention = convention
        self.interfaceBytes = interfaceBytes
        self.historicalBytes = historicalBytes
        self.checkCharacter = checkCharacter
    }

    /// The value of TAi/TBi/TCi/TDi, e.g. `interfaceByte(.ta, 1)` for TA1 (Fi/Di), or `nil` when absent.
    public func interfaceByte(_ kind: ATRInterfaceByte.Kind, _ index: Int) -> UInt8? {
        interfaceBytes.first { $0.kind == kind && $0.index == index }?.value
    }

    /// Transmission protocols offered, in the order the TDi bytes name them, without duplicates,
    /// e.g. `[0]`, `[1]` or `[0, 1]`.
    ///
    /// T=15 is excluded: it is not a protocol but marks global interface bytes
    /// (see ``indicatesGlobalInterfaceBytes``). Without any TDi naming a protocol, T=0 is implied.
    /// Note that PC/SC contactless ATRs (`3B 8n 80 01 …`) literally name T=0 in TD1 and T=1 in
    /// TD2, so they report `[0, 1]`; readers then run them as T=1.
    public var protocols: [UInt8] {
        var offered: [UInt8] = []
        for byte in interfaceBytes where byte.kind == .td {
            let t = byte.value & 0x0F
            if t != 15, !offered.contains(t) { offered.append(t) }
        }
        return offered.isEmpty ? [0] : offered
    }

    /// Whether some TDi indicates T=15, i.e. global interface bytes follow it.
    public var indicatesGlobalInterfaceBytes: Bool {
        interfaceBytes.contains { $0.kind == .td && $0.value & 0x0F == 15 }
    }
}

extension ATR: CustomStringConvertible {
    /// E.g. `3B 88 80 01 54 4F 4E 54 45 53 54 31 7B (direct convention, T=0, T=1, TD1=80 TD2=01,
    /// historical 54 4F 4E 54 45 53 54 31 "TONTEST1", TCK=7B)`.
    public var description: String {
        var details = [convention.description]
        details.append(protocols.map { "T=\($0)" }.joined(separator: ", "))
        if !interfaceBytes.isEmpty {
            details.append(interfaceBytes.map(\.description).joined(separator: " "))
        }
        if !historicalBytes.isEmpty {
            var historical = "historical " + Hex.spaced(historicalBytes)
            // Many cards put a readable name here; show it when every byte is printable ASCII.
            if historicalBytes.allSatisfy({ (0x20...0x7E).contains($0) }) {
                historical += " \"" + String(decoding: historicalBytes, as: UTF8.self) + "\""
            }
            details.append(historical)
        }
        if let checkCharacter {
            details.append("TCK=" + Hex.upper(checkCharacter))
        }
        return Hex.spaced(bytes) + " (" + details.joined(separator: ", ") + ")"
    }
}
