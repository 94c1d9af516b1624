import Foundation

/// Reads the hex text of `--key-file` and `recovery set --file`, refusing anything larger than
/// the biggest value the card holds could be as hex (so a wrong path to a huge file fails at once).
enum TextFile {
    static let maximumBytes = 64 * 1024

    static func read(_ path: String, option: String) throws(TonCardToolError) -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw TonCardToolError(.cannotRead, "\(option) \(path): cannot open the file")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
        } catch {
            throw TonCardToolError(.cannotRead, "\(option) \(path): cannot read the file")
        }
        guard data.count <= maximumBytes else {
            throw TonCardToolError(.cannotRead, "\(option) \(path): the file is larger than \(maximumBytes) bytes")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw TonCardToolError(.cannotRead, "\(option) \(path): the file is not text; it must hold hex digits")
        }
        return text
    }
}
