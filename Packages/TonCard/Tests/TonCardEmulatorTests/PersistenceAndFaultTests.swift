import Foundation
import Testing
import TonCardEmulator
import TonCardProtocol

/// State file save/load (spec §9.6), malformed APDUs (spec §2.2 step 0) and fault injection.
struct PersistenceAndFaultTests {
    func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("toncard-\(UUID().uuidString).json").path
    }

    @Test func stateFileSurvivesARestart() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let configuration = TonCardEmulatorConfiguration(seed: Vectors.seed, stateFilePath: path)
        do {
            let harness = try CardHarness(configuration: configuration)
            harness.activate()
            #expect(try harness.verifyPin() == 0x9000)
            #expect(try harness.protected(.checkAvailableVolumeForNewKey, payload: [0, 3]).sw == 0x9000)
            #expect(try harness.protected(.addKeyChunk, p1: 0, payload: [3, 7, 7, 7]).sw == 0x9000)
            let mac = ActivationCryptography.keyIdentifier(of: [7, 7, 7], hmacKey: harness.hmacKey)
            #expect(try harness.protected(.addKeyChunk, p1: 2, payload: mac).data == [0, 1])
            #expect(harness.applet(.addRecoveryDataPart, p1: 0, data: [5]).sw == 0x9000)
            #expect(harness.card.lastStateFileError == nil)
        }
        // Byte fields are hex strings; like the card, the file keeps B1 and ECS but never P or CS.
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\"sault\":\""))
        #expect(!text.contains(TestHex.string(Vectors.password)))
        #expect(!text.contains(TestHex.string(Vectors.commonSecret)))
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        // A new process: provisioning values are ignored, the saved card comes back.
        let restarted = try CardHarness(configuration: TonCardEmulatorConfiguration(password: [], stateFilePath: path))
        #expect(restarted.card.status.appletState == .personalized)
        #expect(restarted.card.status.pinVerified)
        #expect(restarted.card.status.numberOfKeys == 1)
        _ = restarted.selectApplet()
        #expect(try restarted.protected(.getNumberOfKeys).data == [0, 1])
        // The unfinished recovery transfer continues where it was.
        #expect(restarted.applet(.addRecoveryDataPart, p1: 1, data: [6]).sw == 0x9000)
    }

    @Test func explicitSaveAndLoad() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let harness = try CardHarness()
        harness.activate()
        try harness.card.save(to: path)
        let loaded = try TonCardEmulatedCard(configuration: TonCardEmulatorConfiguration(stateFilePath: path))
        #expect(loaded.status == harness.card.status)
        try Data("not json".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: TonCardEmulatorError.self) {
            try TonCardEmulatedCard(configuration: TonCardEmulatorConfiguration(stateFilePath: path))
        }
    }

    @Test func inconsistentStateFilesAreRefused() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let harness = try CardHarness()
        harness.activate()
        try harness.card.save(to: path)
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        let edits: [(inout [String: Any]) -> Void] = [
            { $0["sault"] = "010203" },
            { $0["hmacFailures"] = 999 },
            { state in
                var keychain = state["keychain"] as? [String: Any] ?? [:]
                keychain["records"] = [["offset": 40000, "length": 5, "mac": String(repeating: "00", count: 32)]]
                state["keychain"] = keychain
            },
            { $0["hmacKey"] = "not hex" },
            { state in
                var manager = state["coinManager"] as? [String: Any] ?? [:]
                manager["remainingTries"] = -1
                state["coinManager"] = manager
            },
        ]
        for edit in edits {
            var object = try JSONSerialization.jsonObject(with: original) as? [String: Any] ?? [:]
            edit(&object)
            try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
            #expect(throws: TonCardEmulatorError.self) {
                try TonCardEmulatedCard(configuration: TonCardEmulatorConfiguration(stateFilePath: path))
            }
        }
    }

    @Test(arguments: [
        "", "B0", "B0C1", "B0C100", "B0C1000002", "B0C10000020000AA", "B0C1000000000001",
        "B0A2000044", "00A404000C3131", "00A4040000000C313132323333343435353636",
        "80CB8000", "80CB80000000", "FFFFFFFFFF",
    ])
    func malformedAPDUsGetAStatusWord(hex: String) throws {
        let harness = try CardHarness()
        harness.activate()
        let response = harness.card.respond(to: TestHex.bytes(hex))
        #expect(response.count >= 2)
        let before = harness.card.status
        _ = harness.card.respond(to: TestHex.bytes(hex))
        #expect(harness.card.status.hmacFailures == before.hmacFailures)
    }

    @Test func randomBytesNeverTrap() throws {
        let harness = try CardHarness()
        harness.activate()
        var generator = SystemRandomNumberGenerator()
        for round in 0..<2000 {
            let length = Int.random(in: 0...300, using: &generator)
            var bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            // Keep half of them on the applet's class so they get past the first checks.
            if round.isMultiple(of: 2), !bytes.isEmpty { bytes[0] = 0xB0 }
            #expect(harness.card.respond(to: bytes).count >= 2)
        }
    }

    @Test func faultInjection() throws {
        let harness = try CardHarness()
        harness.activate()
        harness.card.failNextCommands(2, with: 0x6F00)
        #expect(harness.applet(.getAppInfo, le: 1).sw == 0x6F00)
        #expect(harness.applet(.getAppInfo, le: 1).sw == 0x6F00)
        #expect(harness.applet(.getAppInfo, le: 1).sw == 0x9000)
        harness.card.removeAfter(apdus: 1)
        #expect(harness.applet(.getAppInfo, le: 1).sw == 0x9000)
        #expect(harness.card.respond(to: [0xB0, 0xC1, 0, 0, 1]).isEmpty)
        harness.card.reinsert()
        #expect(harness.applet(.getAppInfo, le: 1).sw == 0x6E00)  // selection lost
        _ = harness.selectApplet()
        // A lost response: the command ran (the sault was consumed), only its answer is gone.
        let sault = harness.applet(.getSault, le: 0x20).data
        harness.card.loseNextResponses(1)
        let sealed = try ProtectedData(sealing: [], sault: sault, key: harness.hmacKey)
        #expect(harness.card.respond(to: [0xB0, 0xB8, 0, 0, 0x40] + sealed.bytes + [0x02]).isEmpty)
        #expect(harness.applet(.getSault, le: 0x20).data != sault)
        harness.card.reset()
        #expect(harness.applet(.getAppInfo, le: 1).sw == 0x6E00)  // selection lost
        _ = harness.selectApplet()
        #expect(harness.applet(.getAppInfo, le: 1).data == [0x17])
    }
}
