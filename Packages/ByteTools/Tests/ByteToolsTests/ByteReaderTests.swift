import ByteTools
import Foundation
import Testing

@Suite struct ByteReaderTests {
    @Test func readsAdvanceTheOffset() throws {
        var reader = ByteReader([1, 2, 3, 4, 5])
        #expect(reader.count == 5)
        #expect(reader.peekByte() == 1)
        #expect(try reader.readByte() == 1)
        #expect(reader.offset == 1)
        #expect(try reader.readBytes(count: 2) == [2, 3])
        #expect(reader.remaining == 2)
        try reader.skip(1)
        #expect(reader.peekByte() == 5)
        #expect(Array(reader.readRemainingBytes()) == [5])
        #expect(reader.isAtEnd)
        #expect(reader.peekByte() == nil)
        #expect(Array(reader.readRemainingBytes()) == [])
    }

    @Test func readsIntegersInBothByteOrders() throws {
        var reader = ByteReader([
            0x12, 0x34, 0x56, 0x78, 0x12, 0x34, 0xff, 0xfe, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f,
        ])
        #expect(try reader.readInteger(UInt16.self) == 0x1234)
        #expect(try reader.readInteger(UInt16.self, endian: .little) == 0x7856)
        #expect(try reader.readInteger(UInt16.self, endian: .big) == 0x1234)
        #expect(try reader.readInteger(Int16.self, endian: .big) == -2)
        #expect(try reader.readInteger(Int64.self, endian: .little) == Int64.max)
        #expect(reader.isAtEnd)

        var bytesReader = ByteReader([0x80])
        #expect(try bytesReader.readInteger(Int8.self) == -128)
    }

    @Test func shortReadsThrowWithTheOffsetAndConsumeNothing() throws {
        var reader = ByteReader([1, 2, 3])
        try reader.skip(2)
        #expect(throws: ByteReaderError.truncated(offset: 2, needed: 4, available: 1)) {
            try reader.readInteger(UInt32.self)
        }
        #expect(reader.offset == 2)
        #expect(throws: ByteReaderError.truncated(offset: 2, needed: 2, available: 1)) {
            try reader.readBytes(count: 2)
        }
        #expect(throws: ByteReaderError.truncated(offset: 2, needed: 5, available: 1)) {
            try reader.skip(5)
        }
        #expect(throws: ByteReaderError.negativeCount(-1, offset: 2)) {
            try reader.readSlice(count: -1)
        }
        #expect(try reader.readByte() == 3)
        #expect(throws: ByteReaderError.truncated(offset: 3, needed: 1, available: 0)) {
            try reader.readByte()
        }
        #expect(reader.offset == 3)
    }

    @Test func movingTheOffsetIsChecked() throws {
        var reader = ByteReader([9, 8, 7])
        try reader.moveOffset(to: 3)
        #expect(reader.isAtEnd)
        try reader.moveOffset(to: 1)
        #expect(try reader.readByte() == 8)
        #expect(throws: ByteReaderError.offsetOutOfRange(4, count: 3)) { try reader.moveOffset(to: 4) }
        #expect(throws: ByteReaderError.offsetOutOfRange(-1, count: 3)) { try reader.moveOffset(to: -1) }
        #expect(reader.offset == 2)
    }

    @Test func acceptsAnyByteSequence() throws {
        let data = Data([0xde, 0xad, 0xbe, 0xef])
        var fromData = ByteReader(data)
        #expect(try fromData.readInteger(UInt32.self) == 0xdead_beef)
        let slice: ArraySlice<UInt8> = [0, 1, 2, 3][2...]
        var fromSlice = ByteReader(slice)
        #expect(fromSlice.offset == 0)
        #expect(try fromSlice.readBytes(count: 2) == [2, 3])
        var fromSequence = ByteReader((1...3).map { UInt8($0) }.lazy.map { $0 * 2 })
        #expect(try fromSequence.readBytes(count: 3) == [2, 4, 6])
    }

    @Test func slicesShareIndicesWithTheInput() throws {
        var reader = ByteReader([10, 20, 30, 40])
        try reader.skip(1)
        let slice = try reader.readSlice(count: 2)
        #expect(slice.startIndex == 1)
        #expect(Array(slice) == [20, 30])
    }

    @Test func unsafeScanCannotMoveOutsideTheInput() throws {
        var reader = ByteReader([1, 2, 3])
        let first: UInt8 = reader.withUnsafeUnreadBytes { buffer, base in
            #expect(base == 0)
            return (buffer[0], 100)
        }
        #expect(first == 1)
        #expect(reader.offset == 3)
        try reader.moveOffset(to: 1)
        reader.withUnsafeUnreadBytes { _, _ in ((), -5) }
        #expect(reader.offset == 1)
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try reader.withUnsafeUnreadBytes { (_, _) throws(Stop) -> (result: Int, consumed: Int) in throw Stop() }
        }
        #expect(reader.offset == 1)
    }

    @Test func errorDescriptionsNameTheOffset() {
        #expect(ByteReaderError.truncated(offset: 7, needed: 4, available: 1).description.contains("byte offset 7"))
        #expect(ByteReaderError.negativeCount(-3, offset: 2).description.contains("-3"))
        #expect(ByteReaderError.offsetOutOfRange(9, count: 3).description.contains("9"))
    }
}
