extension QRCode {
    /// The symbol as a standalone SVG document: a white background and one black `<path>`.
    ///
    /// The path draws each horizontal run of dark modules as one rectangle
    /// (`M x y h run v1 h -run z`), so a symbol costs a few bytes per run rather than per module.
    /// The view box counts modules (quiet zone included), so one user unit is one module;
    /// `width` and `height` scale it to `moduleSize` pixels per module, and
    /// `shape-rendering="crispEdges"` keeps renderers from blurring module edges.
    ///
    /// - Parameters:
    ///   - moduleSize: Pixels per module edge in `width` and `height`; clamped to 1...1024.
    ///   - quietZone: The white margin in modules on each side; clamped to 0...64. Scanners want 4.
    public func svg(moduleSize: Int = 8, quietZone: Int = 4) -> String {
        let quiet = quietZone.clamped(to: QRRenderLimits.quietZone)
        let scale = moduleSize.clamped(to: QRRenderLimits.moduleSize)
        let extent = size + 2 * quiet
        let pixels = extent * scale

        var path = ""
        for row in 0..<size {
            var column = 0
            while column < size {
                guard isDark(row: row, column: column) else {
                    column += 1
                    continue
                }
                let start = column
                while column < size, isDark(row: row, column: column) { column += 1 }
                let run = column - start
                path += "M\(start + quiet) \(row + quiet)h\(run)v1h-\(run)z"
            }
        }

        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(pixels)" height="\(pixels)" \
            viewBox="0 0 \(extent) \(extent)" shape-rendering="crispEdges">\
            <rect width="\(extent)" height="\(extent)" fill="#fff"/>\
            <path fill="#000" d="\(path)"/></svg>

            """
    }
}
