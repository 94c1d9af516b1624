import Foundation
import FuzzSupport
import TonCardEmulator

/// Where the input is written for the loader to read: one file per fuzzing process, in memory
/// (/dev/shm) where there is one, because the loader's saves fsync and a disk under load made
/// single inputs outlast libFuzzer's one-second limit.
private let statePath: String = {
    let directory =
        FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : FileManager.default.temporaryDirectory.path
    return "\(directory)/fuzz-toncard-state-\(getpid()).json"
}()
private let savedPath = statePath + ".saved"

/// The input as an emulator state file (spec §9.6). The loader refuses what is not a consistent
/// card state with a `TonCardEmulatorError`; a card it accepts answers commands, and saving it and
/// loading the save gives the same card.
public enum FuzzTonCardStateFile: FuzzTarget {
    public static let name = "fuzz-toncard-state-file"

    public static func run(_ bytes: [UInt8]) {
        // Nothing is left behind in /dev/shm between inputs or after the run.
        defer {
            unlink(statePath)
            unlink(savedPath)
        }
        guard FileManager.default.createFile(atPath: statePath, contents: Data(bytes)) else {
            fuzzExpect(false, "cannot write \(statePath)")
            return
        }
        let card: TonCardEmulatedCard
        do {
            card = try TonCardEmulatedCard(configuration: TonCardEmulatorConfiguration(stateFilePath: statePath))
        } catch {
            _ = error.description
            return
        }
        let status = card.status
        // SELECT of the TON applet, then GET_APP_INFO: neither changes the saved state.
        let select = card.respond(to: [
            0x00, 0xA4, 0x04, 0x00, 0x0C, 0x31, 0x31, 0x32, 0x32, 0x33, 0x33, 0x34, 0x34, 0x35, 0x35, 0x36, 0x36,
        ])
        let state = card.respond(to: [0xB0, 0xC1, 0x00, 0x00, 0x01])
        fuzzExpect(select.count >= 2 && state.count >= 2, "a loaded card answered without a status word")
        do {
            try card.save(to: savedPath)
            let reloaded = try TonCardEmulatedCard(
                configuration: TonCardEmulatorConfiguration(stateFilePath: savedPath))
            fuzzExpect(reloaded.status == status, "a saved state loads as a different card")
        } catch {
            fuzzExpect(false, "a loaded state could not be saved and loaded again: \(error)")
        }
    }
}
