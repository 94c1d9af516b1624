/// Where a definition (`type:NAME`) or the service (`service`) was written, so that type-check
/// errors found after parsing can still name a line and column.
struct SourcePosition {
    var line: Int
    var column: Int
}
