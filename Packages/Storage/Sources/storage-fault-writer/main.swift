import Foundation
import Storage

// The second process of the Storage tests. Modes:
//   batches PATH TOTAL BATCH   upsert TOTAL elements in transactions of BATCH (the crash test
//                              kills this process part-way)
//   singles PATH COUNT PREFIX  upsert COUNT elements one transaction each, keys PREFIX0, PREFIX1…
// Exit codes: 0 done, 64 bad arguments, 70 a store error (described on stderr).

struct FaultElement: Storable, Equatable {
    static let collectionName = "fault-elements"
    var key: String
    var index: Int
    var payload: String
    var storageKey: String { key }
}

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(code)
}

let arguments = CommandLine.arguments
guard arguments.count == 5, let count = Int(arguments[3]) else {
    fail("usage: storage-fault-writer batches PATH TOTAL BATCH | singles PATH COUNT PREFIX", code: 64)
}
let path = arguments[2]
do {
    let store = try await AppDataStore<FaultElement>(path: path)
    switch arguments[1] {
    case "batches":
        guard let batch = Int(arguments[4]), batch > 0 else { fail("BATCH must be a positive integer", code: 64) }
        var start = 0
        while start < count {
            let end = min(start + batch, count)
            let elements = (start..<end).map {
                FaultElement(key: String(format: "e%06d", $0), index: $0, payload: String(repeating: "x", count: 64))
            }
            try await store.upsert(contentsOf: elements)
            start = end
            // Progress after each commit: the parent kills at a point it knows is mid-way and
            // checks that every batch reported here survived.
            FileHandle.standardOutput.write(Data("committed \(end)\n".utf8))
        }
    case "singles":
        for index in 0..<count {
            try await store.upsert(FaultElement(key: "\(arguments[4])\(index)", index: index, payload: "single"))
        }
    default:
        fail("unknown mode \(arguments[1])", code: 64)
    }
    try await store.close()
} catch {
    fail(error.description, code: 70)
}
