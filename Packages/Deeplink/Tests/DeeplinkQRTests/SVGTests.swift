import Foundation
import Testing

@testable import DeeplinkQR

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("SVG")
struct SVGTests {
    /// Collects the attributes of every element of a parsed document, keyed by element name.
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            elements.append((name, attributes))
        }
    }

    func parse(_ svg: String) throws -> [(name: String, attributes: [String: String])] {
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector()
        parser.delegate = collector
        try #require(parser.parse(), "SVG is not well-formed XML: \(String(describing: parser.parserError))")
        return collector.elements
    }

    @Test("parses as XML with matching size, viewBox and crisp edges", arguments: [(8, 4), (1, 0), (3, 2)])
    func document(moduleSize: Int, quiet: Int) throws {
        let code = try QRCode(text: #"{"action":"transfer","to":"alice"}"#)
        let elements = try parse(code.svg(moduleSize: moduleSize, quietZone: quiet))
        let root = try #require(elements.first)
        let extent = code.size + 2 * quiet
        #expect(root.name == "svg")
        #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(root.attributes["viewBox"] == "0 0 \(extent) \(extent)")
        #expect(root.attributes["width"] == "\(extent * moduleSize)")
        #expect(root.attributes["height"] == "\(extent * moduleSize)")
        #expect(root.attributes["shape-rendering"] == "crispEdges")
        #expect(elements.filter { $0.name == "path" }.count == 1)
    }

    @Test("the path draws exactly the dark modules")
    func pathMatchesModules() throws {
        let code = try QRCode(text: "path check")
        let quiet = 4
        let elements = try parse(code.svg(quietZone: quiet))
        let path = try #require(elements.first { $0.name == "path" }?.attributes["d"])
        // Each run is "M<x> <y>h<run>v1h-<run>z"; paint them onto a grid and compare.
        var painted = Array(repeating: Array(repeating: false, count: code.size), count: code.size)
        for segment in path.split(separator: "z") {
            let numbers = segment.split(whereSeparator: { "Mhv- ".contains($0) }).compactMap { Int($0) }
            try #require(numbers.count == 5 && numbers[3] == 1 && numbers[2] == numbers[4], "bad run \(segment)")
            let (x, y, length) = (numbers[0] - quiet, numbers[1] - quiet, numbers[2])
            for column in x..<(x + length) {
                #expect(!painted[y][column], "module \(y),\(column) drawn twice")
                painted[y][column] = true
            }
        }
        #expect(painted == code.rows)
    }

    @Test("out-of-range parameters are clamped, never trap")
    func clamped() throws {
        let code = try QRCode(text: "x")
        #expect(code.svg(moduleSize: 0, quietZone: -1) == code.svg(moduleSize: 1, quietZone: 0))
        #expect(code.svg(moduleSize: Int.max, quietZone: Int.max) == code.svg(moduleSize: 1024, quietZone: 64))
    }
}
