import ArgumentParser

/// Which emulated card the host keeps in the reader. The diagnostic card stays the default
/// because the APDU package's PC/SC tests expect it in the reader `make test` fills.
enum HostedCardKind: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// APDU's DiagnosticCard: echo, long answers, 6Cxx, a counter and a PIN.
    case diagnostic
    /// TonCard's emulator of the TON Labs security card, configured by `TONCARD_EMU_*`.
    case toncard

    /// How the log line and `--help` name it.
    var displayName: String {
        switch self {
        case .diagnostic: return "a DiagnosticCard"
        case .toncard: return "a TON Labs card emulator"
        }
    }
}
