extension TLV {
    /// The first direct child with `tag`, or `nil`.
    ///
    /// - Throws: ``APDUError/tlvNotConstructed(tag:)`` when this object is primitive, or a parse
    ///   error when its value is malformed.
    public func first(_ tag: TLVTag) throws(APDUError) -> TLV? {
        try children().first { $0.tag == tag }
    }

    /// Follows `path` through direct children: `fci.find(path: [.proprietaryInformation, label])`
    /// returns the first `label` inside the first `A5` inside `fci`. An empty path returns `self`.
    ///
    /// - Throws: parse errors met on the way, ``APDUError/tlvNotConstructed(tag:)`` when the path
    ///   continues below a primitive object, ``APDUError/tlvNestingTooDeep(limit:)`` for paths
    ///   longer than ``maximumNestingDepth``.
    public func find(path: [TLVTag]) throws(APDUError) -> TLV? {
        guard path.count <= Self.maximumNestingDepth else {
            throw .tlvNestingTooDeep(limit: Self.maximumNestingDepth)
        }
        var current = self
        for tag in path {
            guard let next = try current.first(tag) else { return nil }
            current = next
        }
        return current
    }

    /// The first object with `tag` below this one, depth first in encoding order (this object
    /// itself is not considered).
    ///
    /// Every constructed object on the way is parsed, so a malformed one stops the search with its
    /// error rather than silently hiding what lies inside it.
    ///
    /// - Throws: parse errors, or ``APDUError/tlvNestingTooDeep(limit:)`` when the search would
    ///   descend more than ``maximumNestingDepth`` levels.
    public func firstDescendant(_ tag: TLVTag) throws(APDUError) -> TLV? {
        guard self.tag.isConstructed else { return nil }
        return try Self.search(children(), for: tag, depth: 2)
    }

    /// Depth-first search; `depth` is the nesting level of `objects` (top level = 1).
    static func search(_ objects: [TLV], for tag: TLVTag, depth: Int) throws(APDUError) -> TLV? {
        // An empty level costs nothing to "visit", so only refuse when there is something to walk.
        guard depth <= maximumNestingDepth || objects.isEmpty else {
            throw .tlvNestingTooDeep(limit: maximumNestingDepth)
        }
        for object in objects {
            if object.tag == tag { return object }
            if object.tag.isConstructed,
                let found = try search(object.children(), for: tag, depth: depth + 1)
            {
                return found
            }
        }
        return nil
    }
}

extension Array where Element == TLV {
    /// The first object in this list with `tag` (no descent into children).
    public func first(_ tag: TLVTag) -> TLV? {
        first { $0.tag == tag }
    }

    /// The first object with `tag` in this list or anywhere below it, depth first.
    ///
    /// - Throws: as ``TLV/firstDescendant(_:)``.
    public func firstDescendant(_ tag: TLVTag) throws(APDUError) -> TLV? {
        try TLV.search(self, for: tag, depth: 1)
    }
}
