/// Makes recursive types representable in Swift, where a value type cannot contain itself:
/// an enum whose payloads lead back to it becomes `indirect`, and a struct field (or a
/// wrapper's value) that leads back to its own struct by value is stored in a
/// `@CandidIndirect` box. Arrays already store their elements out of line, so paths through
/// `vec` need nothing.
enum RecursionAnalysis {
    static func apply(to model: inout SwiftModel) {
        for index in model.declarations.indices {
            guard case .enumeration(let cases) = model.declarations[index].kind else { continue }
            if cases.contains(where: { $0.payload.map { reaches(index, from: $0, in: model) } ?? false }) {
                model.declarations[index].isIndirect = true
            }
        }
        // Boxing one field can break a cycle another field would also close, so each check
        // sees the boxes decided before it.
        for index in model.declarations.indices {
            switch model.declarations[index].kind {
            case .structure(var fields):
                for field in fields.indices where reaches(index, from: fields[field].type, in: model) {
                    fields[field].isBoxed = true
                    model.declarations[index].kind = .structure(fields)
                }
            case .wrapper(let type):
                if reaches(index, from: type, in: model) { model.declarations[index].isBoxed = true }
            default:
                break
            }
        }
    }

    /// Whether a value of `type` holds a value of declaration `target` inline (not behind an
    /// array, an indirect enum case or a box).
    static func reaches(_ target: Int, from type: SwiftType, in model: SwiftModel) -> Bool {
        var stack = [type]
        var seen: Set<Int> = []
        while let next = stack.popLast() {
            switch next {
            case .builtin, .array: continue
            case .optional(let inner): stack.append(inner)
            case .tuple(let elements): stack += elements
            case .declared(let index):
                if index == target { return true }
                guard seen.insert(index).inserted else { continue }
                let declaration = model.declarations[index]
                switch declaration.kind {
                case .structure(let fields): stack += fields.filter { !$0.isBoxed }.map(\.type)
                case .enumeration(let cases) where !declaration.isIndirect: stack += cases.compactMap(\.payload)
                case .enumeration: continue
                case .alias(let aliased): stack.append(aliased)
                case .wrapper(let wrapped) where !declaration.isBoxed: stack.append(wrapped)
                case .wrapper: continue
                }
            }
        }
        return false
    }
}
