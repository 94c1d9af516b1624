import ChildProcesses
import Foundation
import Synchronization

/// The C canisters in `Canisters/`, compiled to Wasm with the toolchain's clang the first time a
/// test asks for one, once per test run.
enum TestCanisters {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Canisters")
    private static let built = Mutex<[String: [UInt8]]>([:])

    /// The module built from `Canisters/<name>.c`.
    static func module(_ name: String) async throws -> [UInt8] {
        if let bytes = built.withLock({ $0[name] }) { return bytes }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wasm-canister-\(name)-\(UUID().uuidString).wasm")
        defer { try? FileManager.default.removeItem(at: output) }
        try await Command(
            "clang",
            [
                "--target=wasm32", "-nostdlib", "-O2", "-Wl,--no-entry", "-Wl,--allow-undefined",
                "-o", output.path, folder.appendingPathComponent("\(name).c").path,
            ]
        ).run(timeout: .seconds(60)).checked()
        let bytes = [UInt8](try Data(contentsOf: output))
        built.withLock { $0[name] = bytes }
        return bytes
    }

    /// `module` with a custom section appended (what `ic-wasm metadata` does).
    static func appendingCustomSection(_ name: String, _ contents: [UInt8], to module: [UInt8]) -> [UInt8] {
        var payload = leb(UInt32(name.utf8.count)) + Array(name.utf8) + contents
        payload = [0] + leb(UInt32(payload.count)) + payload
        return module + payload
    }

    /// The sections of `module`: id and the byte range of each payload.
    static func sections(of module: [UInt8]) -> [(id: UInt8, range: Range<Int>)] {
        var index = 8
        var found: [(UInt8, Range<Int>)] = []
        while index < module.count {
            let id = module[index]
            index += 1
            var size = 0
            var shift = 0
            while index < module.count {
                let byte = module[index]
                index += 1
                size |= Int(byte & 0x7F) << shift
                shift += 7
                if byte < 0x80 { break }
            }
            found.append((id, index..<min(index + size, module.count)))
            index += size
        }
        return found
    }

    static func leb(_ value: UInt32) -> [UInt8] {
        var value = value
        var bytes: [UInt8] = []
        repeat {
            var byte = UInt8(value & 0x7F)
            value >>= 7
            if value != 0 { byte |= 0x80 }
            bytes.append(byte)
        } while value != 0
        return bytes
    }
}
