import Candid
import CandidParser
import FuzzSupport

/// Real expected types (the ICRC-1 ledger's transfer arguments and result, a recursive list, a
/// vector of numbers) so subtyping, coercion and skipping run against attacker bytes. The first
/// input byte picks one.
private let interface = try! CandidInterface(
    parsing: """
        type Account = record { owner : principal; subaccount : opt blob };
        type TransferArg = record { to : Account; fee : opt nat; memo : opt blob; from_subaccount : opt blob;
                                    created_at_time : opt nat64; amount : nat };
        type TransferError = variant { BadFee : record { expected_fee : nat }; BadBurn : record { min_burn_amount : nat };
            InsufficientFunds : record { balance : nat }; TooOld; CreatedInFuture : record { ledger_time : nat64 };
            TemporarilyUnavailable; Duplicate : record { duplicate_of : nat }; GenericError : record { error_code : nat; message : text } };
        type List = opt record { head : int; tail : List };
        service : {
          icrc1_transfer : (TransferArg) -> (variant { Ok : nat; Err : TransferError });
          list : (List, vec nat64, vec float32, reserved) -> (func (nat) -> (text) query, service { get : () -> (nat) })
        }
        """)
private let expectations: [[CandidType]] = interface.methods.flatMap { [$0.type.arguments, $0.type.results] }

/// `CandidBinary.decode` at real expected types: values decoded at them encode at them again.
public enum FuzzCandidDecodeTyped: FuzzTarget {
    public static let name = "fuzz-candid-decode-typed"

    public static func run(_ bytes: [UInt8]) {
        guard let choice = bytes.first else { return }
        let types = expectations[Int(choice) % expectations.count]
        let message = Array(bytes.dropFirst())
        guard let values = try? CandidBinary.decode(message, as: types, environment: interface.environment) else {
            return
        }
        // Values decoded at the expected types are values of those types.
        let encoded = try? CandidBinary.encode(values, types: types, environment: interface.environment)
        fuzzExpect(encoded != nil, "values decoded at the expected types do not encode at them")
        _ = CandidText.arguments(values, types: types, environment: interface.environment)
    }
}
