import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Saving and loading the card's persistent state (spec §9.6): JSON, mode 0600 because it holds
/// K_hmac and the seed, written to a temporary file, flushed to disk and renamed over the old one
/// so a crash leaves either the old or the new state, never a torn file.
enum StateFile {
    static func load(path: String) throws(TonCardEmulatorError) -> PersistentCardState {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .stateFile(path: path, reason: "cannot be read")
        }
        let state: PersistentCardState
        do {
            state = try JSONDecoder().decode(PersistentCardState.self, from: data)
        } catch {
            throw .stateFile(path: path, reason: "is not a valid TON card state")
        }
        guard state.formatVersion == PersistentCardState.currentFormatVersion else {
            throw .unsupportedStateFormat(version: state.formatVersion)
        }
        guard state.isConsistent else { throw .stateFile(path: path, reason: "holds an inconsistent card state") }
        return state
    }

    static func exists(path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    static func save(_ state: PersistentCardState, path: String) throws(TonCardEmulatorError) {
        let encoded: Data
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            encoded = try encoder.encode(state)
        } catch {
            throw .stateFile(path: path, reason: "cannot be encoded")
        }
        let temporary = path + ".tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw .stateFile(path: path, reason: "temporary file cannot be created") }
        let written = encoded.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            // Each write makes progress or fails, so the loop ends within `count` iterations.
            while offset < buffer.count {
                guard let base = buffer.baseAddress else { return false }
                let result = write(descriptor, base + offset, buffer.count - offset)
                if result <= 0 { return false }
                offset += result
            }
            return true
        }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written, synced else {
            unlink(temporary)
            throw .stateFile(path: path, reason: "cannot be written")
        }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            throw .stateFile(path: path, reason: "cannot be replaced")
        }
    }
}
