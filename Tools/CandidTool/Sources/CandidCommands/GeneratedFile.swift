import CandidCodegen
import CommandSupport
import Foundation

/// Writes `generate swift -o` output through CandidCodegen (only when its bytes change), with
/// the tool's error for a file it cannot write.
enum GeneratedFile {
    static func write(_ text: String, to path: String) throws(CandidToolError) {
        do {
            try GeneratedSourceFile.write(text, to: URL(fileURLWithPath: path))
        } catch {
            throw CandidToolError(.internalError, "cannot write \(path): \(DidFile.reason(error))")
        }
    }
}
