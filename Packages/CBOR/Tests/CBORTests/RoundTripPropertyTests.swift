import CBOR
import Foundation
import Testing

/// Random values from seeded generators through every path: value ⇄ bytes, diagnostic notation
/// (in DiagnosticNotationTests), and Codable.
@Suite struct RoundTripPropertyTests {
    @Test(arguments: [UInt64(1), 2, 3, 4])
    func valuesSurviveEncodingAndDecoding(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<2_000 {
            // Any NaN payload, not just the canonical one: the encoding keeps it.
            let value = generator.cborValue(depth: 5, canonicalNaN: false)
            let encoded = try value.encoded()
            #expect(try CBOR(decoding: encoded) == value, "seed \(seed): \(value)")
            // Preferred serialisation is stable: decoding and re-encoding gives the same bytes.
            #expect(try CBOR(decoding: encoded).encoded() == encoded)
        }
    }

    @Test func sequencesOfRandomValuesDecodeInOrder() throws {
        var generator = SeededGenerator(seed: 42)
        let values = (0..<500).map { _ in generator.cborValue(depth: 3) }
        var buffer: [UInt8] = []
        for value in values { try value.encode(into: &buffer) }
        #expect(try CBOR.decodeSequence(buffer) == values)
    }

    struct Record: Codable, Equatable {
        var id: UInt64
        var delta: Int64
        var name: String
        var payload: Data
        var scores: [Double]
        var child: [Record]
        var note: String?
        var flags: [String: Bool]
    }

    static func record(_ generator: inout SeededGenerator, depth: Int) -> Record {
        Record(
            id: generator.mixedUInt64(),
            delta: Int64(bitPattern: generator.mixedUInt64()),
            name: generator.text(maxLength: 10),
            payload: Data(generator.byteString(maxLength: 50)),
            scores: (0..<generator.below(4)).map { _ in
                let value = generator.interestingDouble()
                return value.isNaN ? 0 : value
            },
            child: depth > 0 ? (0..<generator.below(3)).map { _ in record(&generator, depth: depth - 1) } : [],
            note: generator.next() & 1 == 0 ? nil : generator.text(maxLength: 5),
            flags: Dictionary(
                uniqueKeysWithValues: (0..<generator.below(3)).map { ("k\($0)", generator.next() & 1 == 0) }))
    }

    @Test func codableValuesSurviveEveryEncoderSetting() throws {
        var generator = SeededGenerator(seed: 0xC0DA)
        var snake = CBOREncoder(options: .deterministic)
        snake.keyEncodingStrategy = .convertToSnakeCase
        var snakeDecoder = CBORDecoder()
        snakeDecoder.keyDecodingStrategy = .convertFromSnakeCase
        for _ in 0..<300 {
            let record = Self.record(&generator, depth: 3)
            #expect(try CBORDecoder().decode(Record.self, from: CBOREncoder().encode(record)) == record)
            #expect(try snakeDecoder.decode(Record.self, from: snake.encode(record)) == record)
            let selfDescribed = try CBOREncoder(options: CBOREncodingOptions(selfDescribe: true)).encode(record)
            #expect(try CBORDecoder(options: .default).decode(Record.self, from: selfDescribed) == record)
        }
    }
}
