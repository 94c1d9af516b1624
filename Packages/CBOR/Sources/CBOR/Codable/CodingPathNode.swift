/// A coding path kept as a chain of parent links and turned into `[any CodingKey]` only when
/// something asks for it: an error message, or a type that reads `codingPath`.
///
/// Building the array eagerly costs an allocation and a copy of every key for each field
/// decoded; with the chain, decoding a primitive field costs nothing and a nested value one
/// small node.
indirect enum CodingPathNode {
    case root
    case key(any CodingKey, parent: CodingPathNode)
    case index(Int, parent: CodingPathNode)

    var path: [any CodingKey] {
        var keys: [any CodingKey] = []
        var node = self
        while true {
            switch node {
            case .root:
                return keys.reversed()
            case .key(let key, let parent):
                keys.append(key)
                node = parent
            case .index(let position, let parent):
                keys.append(CBORCodingKey(index: position))
                node = parent
            }
        }
    }

    func appending(_ key: any CodingKey) -> CodingPathNode {
        .key(key, parent: self)
    }

    func appending(index: Int) -> CodingPathNode {
        .index(index, parent: self)
    }
}
