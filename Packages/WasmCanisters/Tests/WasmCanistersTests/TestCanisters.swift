import WasmCanistersTesting

/// The test canisters by file name, and a section walker for tests that damage a module.
enum TestCanisters {
    static func module(_ name: String) async throws -> [UInt8] {
        let canister = TestCanister.allCases.first { $0.rawValue == name || snake($0.rawValue) == name }
        guard let canister else { throw UnknownCanister(name: name) }
        return try await canister.module()
    }

    struct UnknownCanister: Error {
        let name: String
    }

    private static func snake(_ name: String) -> String {
        name.reduce(into: "") { text, character in
            if character.isUppercase { text += "_" + character.lowercased() } else { text.append(character) }
        }
    }

    static func appendingCustomSection(_ name: String, _ contents: [UInt8], to module: [UInt8]) -> [UInt8] {
        TestCanister.appendingCustomSection(name, contents, to: module)
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

}
