import CandidParser
import Foundation

/// Reads `.did` files from disk, resolving imports relative to the importing file.
enum DidFile {
    static func read(_ path: String) throws(CandidToolError) -> String {
        do {
            return try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw .cannotRead("cannot read \(path): \(reason(error))")
        }
    }

    /// Parses and type-checks a file. CandidParser hands the loader paths already joined to the
    /// importing file's folder, so reading them as given resolves imports relative to the file.
    static func load(_ path: String) throws(CandidToolError) -> CandidInterface {
        let text = try read(path)
        do {
            return try CandidInterface(parsing: text, path: path) { imported in
                // The parser puts the loader's error in its message: the short reason reads better
                // there than Foundation's whole error.
                do { return try String(contentsOfFile: imported, encoding: .utf8) } catch {
                    throw ImportFailure(reason: reason(error))
                }
            }
        } catch {
            throw .invalidInput("\(path):\(error)")
        }
    }

    /// The OS's short reason ("No such file or directory") rather than Foundation's long sentence;
    /// also for files the commands write.
    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileReadNoSuchFileError: return "no such file"
            case NSFileReadNoPermissionError: return "permission denied"
            case NSFileReadInapplicableStringEncodingError: return "not UTF-8 text"
            // Writing `generate swift -o` output: a missing folder, a read-only one.
            case NSFileNoSuchFileError: return "no such folder"
            case NSFileWriteNoPermissionError: return "permission denied"
            default: break
            }
        }
        return nsError.localizedDescription
    }
}

/// Why an imported file could not be read, in the OS's words.
struct ImportFailure: Error, CustomStringConvertible {
    let reason: String
    var description: String { reason }
}
