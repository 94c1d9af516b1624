import BigInt
import Candid
import Foundation
import Testing

@Suite struct CodableTests {
    struct Profile: Codable, Equatable {
        var name: String
        var age: UInt8
        var balance: BigUInt
        var delta: BigInt
        var id: Int
        var count: UInt
        var avatar: Data
        var tags: [String]
        var friend: Friend?
        var owner: CandidPrincipal
    }

    struct Friend: Codable, Equatable {
        var nickname: String
        var since: UInt64
    }

    /// Codable cannot list an enum's cases, so the type names them once; no CodingKeys needed.
    enum Status: Codable, Equatable, CandidTypeProviding {
        case active
        case suspended(reason: String)
        case banned(String)

        static var candidType: CandidType {
            .variant([
                CandidFieldType("active", .null),
                CandidFieldType("suspended", .record([CandidFieldType("reason", .text)])),
                CandidFieldType("banned", .text),
            ])
        }
    }

    @Test func structsRoundTripAsRecords() throws {
        let profile = Profile(
            name: "alice", age: 42, balance: BigUInt(10).power(30), delta: -5, id: -7, count: 9,
            avatar: Data([1, 2, 3]), tags: [], friend: nil, owner: try CandidPrincipal(text: "aaaaa-aa"))
        let (_, type) = try CandidEncoder().encodeValue(profile)
        // nil optional structs and empty arrays keep their real types.
        #expect(type.description.contains("friend : opt record { nickname : text; since : nat64 }"))
        #expect(type.description.contains("tags : vec text"))
        #expect(type.description.contains("id : int64"))
        #expect(type.description.contains("count : nat64"))
        #expect(type.description.contains("avatar : blob"))
        let bytes = try CandidEncoder().encode(profile)
        let decoded = try CandidDecoder().decode(Profile.self, from: bytes)
        #expect(decoded == profile)
    }

    @Test func enumsRoundTripAsVariantsWithoutCodingKeys() throws {
        for status in [Status.active, .suspended(reason: "spam"), .banned("x")] {
            let bytes = try CandidEncoder().encode(status)
            #expect(try CandidDecoder().decode(Status.self, from: bytes) == status)
        }
        let (value, _) = try CandidEncoder().encodeValue(Status.banned("x"))
        #expect(value.description == "variant { banned = \"x\" }")
        #expect(try CandidEncoder().encodeValue(Status.active).value.description == "variant { active }")
    }

    struct Old: Codable, Equatable {
        var name: String
    }

    struct New: Codable, Equatable {
        var name: String
        var email: String?
    }

    @Test func olderMessagesDecodeAtNewerTypes() throws {
        let bytes = try CandidEncoder().encode(Old(name: "bob"))
        #expect(try CandidDecoder().decode(New.self, from: bytes) == New(name: "bob", email: nil))
        let newer = try CandidEncoder().encode(New(name: "bob", email: "b@x"))
        #expect(try CandidDecoder().decode(Old.self, from: newer) == Old(name: "bob"))
    }

    @Test func errorsNameTheFieldAndPath() throws {
        struct Outer: Codable { var inner: Inner }
        struct Inner: Codable { var count: UInt8 }
        let value = CandidValue.record(sorting: [CandidField("inner", .record([CandidField("count", .nat(300))]))])
        #expect {
            try CandidDecoder().decode(Outer.self, from: value)
        } throws: { error in
            (error as? CandidCodingError)?.description.contains("inner.count") == true
        }
        #expect {
            try CandidDecoder().decode(Outer.self, from: .record([CandidField("inner", .record([]))]))
        } throws: { error in
            let text = (error as? CandidCodingError)?.description ?? ""
            return text.contains("count") && text.contains("inner")
        }
    }

    enum Shape: Codable, Equatable, CandidTypeProviding {
        case circle(radius: Double)
        case square(Double)

        static var candidType: CandidType {
            .variant([
                CandidFieldType("circle", .record([CandidFieldType("radius", .float64)])),
                CandidFieldType("square", .float64),
            ])
        }
    }

    @Test func providedTypesDriveDecodingFromIDs() throws {
        // A wire message without names (only hashes) still decodes: the provided type names the cases.
        let bytes = try CandidBinary.encode(
            [.variant(CandidField(.id(CandidLabel.hash("square")), .float64(2)))],
            types: [.variant([CandidFieldType(.id(CandidLabel.hash("square")), .float64)])])
        #expect(try CandidDecoder().decode(Shape.self, from: bytes) == .square(2))
        let circle = try CandidEncoder().encode(Shape.circle(radius: 1.5))
        #expect(try CandidDecoder().decode(Shape.self, from: circle) == .circle(radius: 1.5))
    }

    @Test func arraysOptionalsAndNumbers() throws {
        struct Numbers: Codable, Equatable {
            var values: [Int32]
            var maybe: [UInt16?]
            var ratio: Float
            var flags: [Bool]
        }
        let numbers = Numbers(values: [1, -2, 3], maybe: [nil, 4], ratio: 0.5, flags: [true])
        let bytes = try CandidEncoder().encode(numbers)
        #expect(try CandidDecoder().decode(Numbers.self, from: bytes) == numbers)
    }
}

@Suite struct CodableCollectionTests {
    struct Item: Codable, Equatable {
        var id: UInt32
        var note: String?
        var status: CodableTests.Status
    }

    @Test func vectorsOfStructsWithNilOptionalsAndEnums() throws {
        var items: [Item] = []
        for index in 0..<200 {
            let note: String? = index % 2 == 0 ? nil : "n\(index)"
            let status: CodableTests.Status = index % 3 == 0 ? .active : .banned("b")
            items.append(Item(id: UInt32(index), note: note, status: status))
        }
        let (_, type) = try CandidEncoder().encodeValue(items)
        #expect(type.description.contains("note : opt text"))
        let bytes = try CandidEncoder().encode(items)
        #expect(try CandidDecoder().decode([Item].self, from: bytes) == items)
    }
}

@Suite struct CodableDictionaryTests {
    struct Book: Codable, Equatable {
        var prices: [String: UInt64]
        var empty: [UInt32: String]
    }

    @Test func dictionariesAreVectorsOfKeyValueRecords() throws {
        let book = Book(prices: ["a": 1, "b": 2], empty: [:])
        let (_, type) = try CandidEncoder().encodeValue(book)
        #expect(type.description.contains("prices : vec record { text; nat64 }"))
        #expect(type.description.contains("\"empty\" : vec record { nat32; text }"))
        let bytes = try CandidEncoder().encode(book)
        #expect(try CandidDecoder().decode(Book.self, from: bytes) == book)
    }
}
