import ByteTools
import Candid
import Foundation
import Testing

@Suite struct PrincipalTests {
    @Test(arguments: [
        ("aaaaa-aa", ""), ("w7x7r-cok77-xa", "caffee"), ("2chl6-4hpzw-vqaaa-aaaaa-c", "efcdab000000000001"),
        ("ryjl3-tyaaa-aaaaa-aaaba-cai", "00000000000000020101"),
    ])
    func textRoundTrips(_ text: String, _ bytes: String) throws {
        let principal = try CandidPrincipal(text: text)
        #expect(principal.bytes == hex(bytes))
        #expect(principal.description == text)
    }

    @Test(arguments: ["aaaaa-ab", "w7x7r-cok77-x", "", "!!!", "w7x7rcok77xa"])
    func badTextIsRejected(_ text: String) {
        #expect(throws: CandidPrincipalError.self) { try CandidPrincipal(text: text) }
    }

    @Test func canisterIdsComeFromTheirIndex() {
        #expect(CandidPrincipal(canisterIndex: 2).description == "ryjl3-tyaaa-aaaaa-aaaba-cai")
        #expect(CandidPrincipal(canisterIndex: 0).description == "rwlgt-iiaaa-aaaaa-aaaaa-cai")
        #expect(CandidPrincipal.anonymous.description == "2vxsx-fae")
        #expect(CandidPrincipal.managementCanister.description == "aaaaa-aa")
    }

    @Test func longPrincipalsAreRejected() {
        #expect(throws: CandidPrincipalError.tooLong(30)) { try CandidPrincipal(bytes: Array(repeating: 1, count: 30)) }
    }
}

@Suite struct PrincipalCodableTests {
    struct Holder: Codable, Equatable { var owner: CandidPrincipal }

    /// Text in JSON, bytes where the coder says the format is binary (CBOR does).
    @Test func textInTextFormatsBytesInBinaryOnes() throws {
        let holder = Holder(owner: try CandidPrincipal(text: "ryjl3-tyaaa-aaaaa-aaaba-cai"))
        let json = String(decoding: try JSONEncoder().encode(holder), as: UTF8.self)
        #expect(json == #"{"owner":"ryjl3-tyaaa-aaaaa-aaaba-cai"}"#)
        #expect(try JSONDecoder().decode(Holder.self, from: Data(json.utf8)) == holder)

        let binaryEncoder = JSONEncoder()
        binaryEncoder.userInfo[.binaryFormat] = true
        let binary = String(decoding: try binaryEncoder.encode(holder), as: UTF8.self)
        #expect(binary == #"{"owner":[0,0,0,0,0,0,0,2,1,1]}"#)
        let binaryDecoder = JSONDecoder()
        binaryDecoder.userInfo[.binaryFormat] = true
        #expect(try binaryDecoder.decode(Holder.self, from: Data(binary.utf8)) == holder)
        #expect(throws: DecodingError.self) {
            try binaryDecoder.decode(
                Holder.self,
                from: Data(#"{"owner":[\#(Array(repeating: "1", count: 30).joined(separator: ","))]}"#.utf8))
        }
    }
}
