import Candid
import FuzzSupport
import ICPLedger

/// Decodes `bytes` as a reply of type `T`; whatever decodes must encode again and decode equal.
private func check<T: Codable & Equatable>(_: T.Type, _ bytes: [UInt8]) {
    guard let value = try? CandidDecoder().decode(T.self, from: bytes) else { return }
    guard let again = try? CandidEncoder().encode(value) else {
        fuzzExpect(false, "a decoded \(T.self) does not encode")
        return
    }
    fuzzExpect((try? CandidDecoder().decode(T.self, from: again)) == value, "a \(T.self) changed through encoding")
}

/// The ledger and archive replies the ICPLedger clients decode: whatever decodes encodes again and
/// decodes equal.
public enum FuzzICPLedger: FuzzTarget {
    public static let name = "fuzz-icp-ledger"

    public static func run(_ bytes: [UInt8]) {
        // A ledger's and an archive's replies, as the clients decode them: typed errors or values.
        guard let selector = bytes.first else { return }
        let message = Array(bytes.dropFirst())
        switch selector % 8 {
        case 0: check(ICPLedgerInterface.TransferResult.self, message)
        case 1: check(ICPLedgerInterface.QueryBlocksResponse.self, message)
        case 2: check(ICPLedgerInterface.QueryArchiveResult.self, message)
        case 3: check(ICRCInterface.TransferResult.self, message)
        case 4: check([ICRCInterface.MetadataEntry].self, message)
        case 5: check(ICRCInterface.Allowance.self, message)
        case 6: check(ICPLedgerInterface.Tokens.self, message)
        default: check(ICRCInterface.Account?.self, message)
        }
    }
}
