import CryptoPrimitives
import Testing
import TonCardEmulator
import TonCardProtocol

/// The keychain flows of spec §4.6 / §4.7 through raw APDUs.
struct KeychainTests {
    /// B3, B4 chunks of ≤128 bytes, B4 end; returns (SW of the end, new count).
    func add(_ key: [UInt8], to harness: CardHarness) throws -> (sw: UInt16, count: [UInt8]) {
        let size = UInt16(key.count)
        let check = try harness.protected(
            .checkAvailableVolumeForNewKey, payload: [UInt8(size >> 8), UInt8(size & 0xFF)])
        guard check.sw == 0x9000 else { return (check.sw, []) }
        var start = 0
        while start < key.count {
            let chunk = Array(key[start..<min(start + 128, key.count)])
            let sw = try harness.protected(.addKeyChunk, p1: start == 0 ? 0 : 1, payload: [UInt8(chunk.count)] + chunk)
                .sw
            guard sw == 0x9000 else { return (sw, []) }
            start += 128
        }
        let mac = ActivationCryptography.keyIdentifier(of: key, hmacKey: harness.hmacKey)
        let end = try harness.protected(.addKeyChunk, p1: 2, payload: mac)
        return (end.sw, end.data)
    }

    /// B1 then B2 chunks.
    func get(_ mac: [UInt8], from harness: CardHarness) throws -> [UInt8]? {
        let located = try harness.protected(.getKeyIndexInStorageAndLength, payload: mac)
        guard located.sw == 0x9000, located.data.count == 4 else { return nil }
        let index = Array(located.data[0..<2])
        let length = Int(located.data[2]) << 8 | Int(located.data[3])
        var key: [UInt8] = []
        var start = 0
        while start < length {
            let count = min(128, length - start)
            let part = try harness.protected(
                .getKeyChunk, payload: index + [UInt8(start >> 8), UInt8(start & 0xFF)], le: UInt8(count))
            guard part.sw == 0x9000 else { return nil }
            key += part.data
            start += count
        }
        return key
    }

    /// The port's bounded delete (spec §4.7 FINISH).
    func delete(_ mac: [UInt8], from harness: CardHarness) throws -> [UInt8] {
        let located = try harness.protected(.getKeyIndexInStorageAndLength, payload: mac)
        #expect(located.sw == 0x9000)
        #expect(try harness.protected(.initiateDeleteKey, payload: Array(located.data[0..<2])).sw == 0x9000)
        #expect(harness.state == .deleteKeyMode)
        let chunkPackets = try harness.protected(.getDeleteKeyChunkNumberOfPackets).data
        let nc = Int(chunkPackets[0]) << 8 | Int(chunkPackets[1])
        var done = false
        for _ in 0...min(nc, 255) where !done {
            done = try harness.protected(.deleteKeyChunk).data == [1]
        }
        #expect(done)
        let recordPackets = try harness.protected(.getDeleteKeyRecordNumberOfPackets).data
        let nr = Int(recordPackets[0]) << 8 | Int(recordPackets[1])
        done = false
        for _ in 0...min(nr, 85) where !done {
            done = try harness.protected(.deleteKeyRecord).data == [1]
        }
        #expect(done)
        return try harness.protected(.getNumberOfKeys).data
    }

    @Test func addGetDeleteRoundTrip() throws {
        let harness = try CardHarness()
        harness.activate()
        let small = TestHex.bytes("001122334455")
        let large = (0..<3000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let third = [UInt8](repeating: 0xAB, count: 200)
        #expect(try add(small, to: harness) == (0x9000, [0, 1]))
        #expect(try add(large, to: harness) == (0x9000, [0, 2]))
        #expect(try add(third, to: harness) == (0x9000, [0, 3]))
        let smallMac = ActivationCryptography.keyIdentifier(of: small, hmacKey: harness.hmacKey)
        let largeMac = ActivationCryptography.keyIdentifier(of: large, hmacKey: harness.hmacKey)
        let thirdMac = ActivationCryptography.keyIdentifier(of: third, hmacKey: harness.hmacKey)
        #expect(TestHex.string(smallMac) == "D7E0DFB66A2F72AAD7D66D897C805D307EE1F1CB8077D3B8CF1A942D6A5AC2FF")
        #expect(try get(largeMac, from: harness) == large)
        #expect(try harness.protected(.getOccupiedStorageSize).data == [0x0C, 0x86])  // 3206
        #expect(try harness.protected(.getFreeStorageSize).data == [0x73, 0x79])  // 32767 − 3206
        #expect(try harness.protected(.checkKeyHmacConsistency, payload: thirdMac).sw == 0x9000)
        #expect(try harness.protected(.getHmac, payload: [0, 2]).data == thirdMac + [0x00, 0xC8])
        // A duplicate is refused at the end of the add.
        #expect(try add(small, to: harness).sw == 0x7F06)
        // Deleting the first key moves the others down; all remaining keys still read back.
        #expect(try delete(smallMac, from: harness) == [0, 2])
        #expect(harness.state == .personalized)
        #expect(try get(largeMac, from: harness) == large)
        #expect(try get(thirdMac, from: harness) == third)
        #expect(try harness.protected(.getKeyIndexInStorageAndLength, payload: smallMac).sw == 0x7F00)
        // Deleting the last key.
        #expect(try delete(thirdMac, from: harness) == [0, 1])
        #expect(try get(largeMac, from: harness) == large)
        #expect(try harness.protected(.resetKeychain).sw == 0x9000)
        #expect(try harness.protected(.getNumberOfKeys).data == [0, 0])
    }

    @Test func addIsRefusedWithAWrongMacAndLeavesNoKey() throws {
        let harness = try CardHarness()
        harness.activate()
        #expect(try harness.protected(.checkAvailableVolumeForNewKey, payload: [0, 4]).sw == 0x9000)
        #expect(try harness.protected(.addKeyChunk, p1: 0, payload: [4, 1, 2, 3, 4]).sw == 0x9000)
        #expect(try harness.protected(.addKeyChunk, p1: 2, payload: Array(repeating: 0, count: 32)).sw == 0x8F02)
        #expect(try harness.protected(.getNumberOfKeys).data == [0, 0])
        // Sizes and space.
        #expect(try harness.protected(.checkAvailableVolumeForNewKey, payload: [0x20, 0x01]).sw == 0x6700)
        #expect(try harness.protected(.checkAvailableVolumeForNewKey, payload: [0, 0]).sw == 0x6700)
        // A chunk past the announced size.
        #expect(try harness.protected(.checkAvailableVolumeForNewKey, payload: [0, 2]).sw == 0x9000)
        #expect(try harness.protected(.addKeyChunk, p1: 0, payload: [3, 1, 2, 3]).sw == 0x7F02)
        // End before all bytes arrived.
        #expect(harness.applet(.addKeyChunk, p1: 2, data: Array(repeating: 0, count: 96), le: 2).sw == 0x7F05)
    }

    @Test func changeKeyKeepsCountAndReplacesBytes() throws {
        let harness = try CardHarness()
        harness.activate()
        let old: [UInt8] = [1, 2, 3, 4]
        let new: [UInt8] = [9, 8, 7, 6]
        #expect(try add(old, to: harness).sw == 0x9000)
        // B6 on a card where no B5 happened.
        #expect(harness.applet(.changeKeyChunk, p1: 0, data: [1]).sw == 0x7F07)
        #expect(try harness.protected(.initiateChangeOfKey, payload: [0, 0]).sw == 0x9000)
        #expect(try harness.protected(.changeKeyChunk, p1: 0, payload: [4] + new).sw == 0x9000)
        let mac = ActivationCryptography.keyIdentifier(of: new, hmacKey: harness.hmacKey)
        #expect(try harness.protected(.changeKeyChunk, p1: 2, payload: mac) == ([0, 1], 0x9000))
        #expect(try get(mac, from: harness) == new)
    }

    @Test func deleteResumesAfterAnInterruption() throws {
        let harness = try CardHarness()
        harness.activate()
        let keys = (0..<15).map { index in [UInt8](repeating: UInt8(index), count: 100 + index) }
        for key in keys { #expect(try add(key, to: harness).sw == 0x9000) }
        let firstMac = ActivationCryptography.keyIdentifier(of: keys[0], hmacKey: harness.hmacKey)
        #expect(try harness.protected(.initiateDeleteKey, payload: [0, 0]).sw == 0x9000)
        // Only part of the chunk phase, then a power cycle.
        #expect(try harness.protected(.deleteKeyChunk).data == [0])
        #expect(harness.applet(.deleteKeyRecord, data: Array(repeating: 0, count: 64), le: 1).sw == 0x7F09)
        harness.card.reset()
        _ = harness.selectApplet()
        #expect(harness.state == .deleteKeyMode)
        #expect(try harness.protected(.getDeleteKeyChunkCounter).data == [0, 1])
        var done = false
        for _ in 0..<256 where !done { done = try harness.protected(.deleteKeyChunk).data == [1] }
        // BE after its phase is a no-op answering 01.
        #expect(try harness.protected(.deleteKeyChunk).data == [1])
        #expect(try harness.protected(.deleteKeyRecord).data == [0])  // 14 records after: 12 + tail 2
        #expect(try harness.protected(.getDeleteKeyRecordCounter).data == [0, 1])
        #expect(try harness.protected(.deleteKeyRecord).data == [1])
        #expect(harness.state == .personalized)
        #expect(try harness.protected(.getNumberOfKeys).data == [0, 14])
        #expect(try harness.protected(.getKeyIndexInStorageAndLength, payload: firstMac).sw == 0x7F00)
        for key in keys.dropFirst() {
            #expect(
                try get(ActivationCryptography.keyIdentifier(of: key, hmacKey: harness.hmacKey), from: harness) == key)
        }
    }

    @Test func the1023rdKeyIsTheLast() throws {
        let harness = try CardHarness()
        harness.activate()
        for value in 0..<1023 {
            let key: [UInt8] = [UInt8(value >> 8), UInt8(value & 0xFF)]
            #expect(try add(key, to: harness).sw == 0x9000)
        }
        #expect(try harness.protected(.getNumberOfKeys).data == [0x03, 0xFF])
        // Step 4: refused before Lc is read, so no sault is consumed.
        let sault = harness.applet(.getSault, le: 0x20).data
        #expect(harness.applet(.checkAvailableVolumeForNewKey, data: [0]).sw == 0x7F08)
        #expect(harness.applet(.addKeyChunk, data: [0]).sw == 0x7F08)
        #expect(harness.applet(.getSault, le: 0x20).data == sault)
    }
}
