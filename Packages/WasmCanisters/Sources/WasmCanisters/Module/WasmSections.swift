import ByteTools

/// The parts of a Wasm binary the canister host reads itself, before WasmKit sees it: the
/// sections in order, how many globals and memories the module has (imported and defined), and
/// its custom sections.
///
/// WasmKit exposes only a module's exports, so the host gives every global and the memory an
/// export of its own (``exportingState()``): that is how a trapped message's globals (the C
/// stack pointer among them) and heap are put back as they were, which the interface
/// specification requires and WasmKit cannot do from outside.
struct WasmSections: Sendable {
    struct Section: Sendable {
        let id: UInt8
        /// The section's payload (without its id and size).
        let payload: ArraySlice<UInt8>
    }

    let sections: [Section]
    /// Globals in the index space: imported first, then defined.
    let globalCount: Int
    /// Memories in the index space (0 or 1 for a canister).
    let memoryCount: Int
    /// The declared minimum of each memory, in 64 KiB pages, and whether it is a 64-bit memory.
    let memoryMinimums: [(pages: UInt64, is64: Bool)]
    /// `ic0` (or other) function imports, as module and name.
    let functionImports: [(module: String, name: String)]
    /// Custom sections by name, in order.
    let customSections: [(name: String, contents: [UInt8])]

    static let magic: [UInt8] = [0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00]
    static let customID: UInt8 = 0
    static let importID: UInt8 = 2
    static let memoryID: UInt8 = 5
    static let globalID: UInt8 = 6
    static let exportID: UInt8 = 7

    /// The prefix of the exports the host adds; a module's own export of such a name is refused,
    /// so the two never clash.
    static let hostExportPrefix = "icp-replica:"
    static let memoryExport = hostExportPrefix + "memory"
    static func globalExport(_ index: Int) -> String { hostExportPrefix + "global:\(index)" }

    init(_ bytes: [UInt8]) throws(CanisterModuleError) {
        var reader = ByteReader(bytes)
        guard bytes.count >= 8, Array(bytes[0..<8]) == Self.magic else { throw .notWasm }
        try? reader.skip(8)
        var sections: [Section] = []
        var globals = 0
        var memories = 0
        var minimums: [(UInt64, Bool)] = []
        var imports: [(String, String)] = []
        var custom: [(String, [UInt8])] = []
        while !reader.isAtEnd {
            let start = reader.offset
            do throws(WasmSectionError) {
                let id = try Self.read { () throws(ByteReaderError) in try reader.readByte() }
                let size: UInt32 = try Self.leb(&reader)
                let payload = try Self.read { () throws(ByteReaderError) in try reader.readSlice(count: Int(size)) }
                var body = ByteReader(payload)
                switch id {
                case Self.customID:
                    let name = try Self.name(&body)
                    custom.append((name, Array(body.readRemainingBytes())))
                case Self.importID:
                    let count: UInt32 = try Self.leb(&body)
                    for _ in 0..<count {
                        let module = try Self.name(&body)
                        let field = try Self.name(&body)
                        let kind = try Self.read { () throws(ByteReaderError) in try body.readByte() }
                        switch kind {
                        case 0x00:
                            let _: UInt32 = try Self.leb(&body)
                            imports.append((module, field))
                        case 0x01:
                            _ = try Self.read { () throws(ByteReaderError) in try body.readByte() }
                            _ = try Self.limits(&body)
                        case 0x02:
                            minimums.append(try Self.limits(&body))
                            memories += 1
                        case 0x03:
                            try Self.read { () throws(ByteReaderError) in try body.skip(2) }
                            globals += 1
                        case 0x04:
                            _ = try Self.read { () throws(ByteReaderError) in try body.readByte() }
                            let _: UInt32 = try Self.leb(&body)
                        default: throw .unknownImportKind(kind)
                        }
                    }
                case Self.memoryID:
                    let count: UInt32 = try Self.leb(&body)
                    for _ in 0..<min(count, 2) { minimums.append(try Self.limits(&body)) }
                    memories += Int(count)
                case Self.globalID:
                    let count: UInt32 = try Self.leb(&body)
                    // A global takes at least three bytes (type, mutability, `end`): a count
                    // the section cannot hold is refused before anything is built per global.
                    guard Int(count) <= body.remaining / 3 else {
                        throw .number("\(count) globals cannot fit in \(payload.count) bytes")
                    }
                    globals += Int(count)
                case Self.exportID:
                    let count: UInt32 = try Self.leb(&body)
                    for _ in 0..<count {
                        let name = try Self.name(&body)
                        if name.hasPrefix(Self.hostExportPrefix) { throw .reservedExport(name) }
                        _ = try Self.read { () throws(ByteReaderError) in try body.readByte() }
                        let _: UInt32 = try Self.leb(&body)
                    }
                default: break
                }
                sections.append(Section(id: id, payload: payload))
            } catch {
                throw .malformed(offset: start, reason: error.description)
            }
        }
        self.sections = sections
        globalCount = globals
        memoryCount = memories
        memoryMinimums = minimums
        functionImports = imports
        customSections = custom
    }

    /// The same module with an export for every global and for memory 0 (named with
    /// ``hostExportPrefix``), the export section rewritten or added where the format puts it.
    /// With `minimumHeapPages`, the memory starts at least that large: how a saved heap gets
    /// room again (WasmKit cannot grow a memory from outside), its maximum still applying.
    func exportingState(minimumHeapPages: UInt64? = nil) -> [UInt8] {
        var added: [UInt8] = []
        var addedCount = 0
        if memoryCount > 0 {
            Self.appendName(Self.memoryExport, to: &added)
            added += [0x02, 0x00]
            addedCount += 1
        }
        for index in 0..<globalCount {
            Self.appendName(Self.globalExport(index), to: &added)
            added.append(0x03)
            LEB128.encode(UInt32(index), into: &added)
            addedCount += 1
        }
        var output = Self.magic
        var wroteExports = false
        for section in sections {
            if section.id == Self.exportID {
                var body = ByteReader(section.payload)
                // Read when the module was parsed, so it cannot fail here.
                let count = (try? body.readLEB128(UInt32.self)) ?? 0
                var payload = LEB128.encode(count + UInt32(addedCount))
                payload += body.readRemainingBytes()
                payload += added
                Self.appendSection(Self.exportID, payload, to: &output)
                wroteExports = true
                continue
            }
            if section.id == Self.memoryID, let minimumHeapPages {
                Self.appendSection(
                    Self.memoryID, Self.raisingMinimum(of: section.payload, to: minimumHeapPages), to: &output)
                continue
            }
            if !wroteExports, section.id != Self.customID, Self.order(section.id) > Self.order(Self.exportID) {
                Self.appendSection(Self.exportID, LEB128.encode(UInt32(addedCount)) + added, to: &output)
                wroteExports = true
            }
            Self.appendSection(section.id, Array(section.payload), to: &output)
        }
        if !wroteExports {
            Self.appendSection(Self.exportID, LEB128.encode(UInt32(addedCount)) + added, to: &output)
        }
        return output
    }

    /// The memory section with its one 32-bit memory's minimum raised to `pages` (never lowered).
    /// The section was read when the module was parsed and a canister has one 32-bit memory, so
    /// reading it again cannot fail; should it, the section is kept as it was.
    private static func raisingMinimum(of payload: ArraySlice<UInt8>, to pages: UInt64) -> [UInt8] {
        var body = ByteReader(payload)
        guard (try? body.readLEB128(UInt32.self, encoding: .lenient)) == 1,
            let flags = try? body.readByte(), flags & 0x04 == 0,
            let minimum = try? body.readLEB128(UInt32.self, encoding: .lenient)
        else { return Array(payload) }
        var output = LEB128.encode(UInt32(1))
        output.append(flags)
        LEB128.encode(UInt32(clamping: max(UInt64(minimum), pages)), into: &output)
        output += body.readRemainingBytes()
        return output
    }

    /// Where a known section goes in a module (the tag section sits between memory and global,
    /// data count before code).
    private static func order(_ id: UInt8) -> Int {
        switch id {
        case 13: return 55
        case 12: return 95
        default: return Int(id) * 10
        }
    }

    private static func appendSection(_ id: UInt8, _ payload: [UInt8], to output: inout [UInt8]) {
        output.append(id)
        LEB128.encode(UInt32(payload.count), into: &output)
        output += payload
    }

    private static func appendName(_ name: String, to output: inout [UInt8]) {
        let utf8 = Array(name.utf8)
        LEB128.encode(UInt32(utf8.count), into: &output)
        output += utf8
    }

    /// Reads limits and returns their minimum and whether they are 64-bit.
    private static func limits(_ reader: inout ByteReader) throws(WasmSectionError) -> (UInt64, Bool) {
        let flags = try read { () throws(ByteReaderError) in try reader.readByte() }
        let wide = flags & 0x04 != 0
        if wide {
            let minimum: UInt64 = try leb(&reader)
            if flags & 0x01 != 0 { let _: UInt64 = try leb(&reader) }
            return (minimum, true)
        }
        let minimum: UInt32 = try leb(&reader)
        if flags & 0x01 != 0 { let _: UInt32 = try leb(&reader) }
        return (UInt64(minimum), false)
    }

    private static func name(_ reader: inout ByteReader) throws(WasmSectionError) -> String {
        let length: UInt32 = try leb(&reader)
        let bytes = try read { () throws(ByteReaderError) in try reader.readBytes(count: Int(length)) }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .invalidName }
        return text
    }

    private static func leb<T: FixedWidthInteger & UnsignedInteger>(_ reader: inout ByteReader) throws(WasmSectionError)
        -> T
    {
        // The Wasm format allows padded (non-canonical) LEB128, which toolchains emit for
        // relocatable sizes.
        do { return try reader.readLEB128(T.self, encoding: .lenient) } catch { throw .number(error.description) }
    }

    private static func read<T>(_ body: () throws(ByteReaderError) -> T) throws(WasmSectionError) -> T {
        do { return try body() } catch { throw .truncated }
    }
}

/// Why a section could not be walked; wrapped into ``CanisterModuleError/malformed(offset:reason:)``.
enum WasmSectionError: Error, CustomStringConvertible {
    case truncated
    case number(String)
    case invalidName
    case unknownImportKind(UInt8)
    case reservedExport(String)

    var description: String {
        switch self {
        case .truncated: return "the section ends early"
        case .number(let reason): return reason
        case .invalidName: return "a name is not UTF-8"
        case .unknownImportKind(let kind): return "unknown import kind \(kind)"
        case .reservedExport(let name): return "the export \"\(name)\" uses a prefix the replica reserves"
        }
    }
}
