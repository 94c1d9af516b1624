import Candid

extension CandidInterface {
    /// The interface as `.did` text: one definition per line, then the service with one
    /// method per line. Parsing the result gives back the same interface.
    public var prettyPrinted: String {
        var lines: [String] = []
        for name in definitionOrder {
            guard let type = environment[name] else { continue }
            lines.append("type \(CandidText.isIdentifier(name) ? name : CandidText.quoted(name)) = \(type);")
        }
        if let service {
            var head = "service "
            if let name = service.name { head += "\(name) " }
            head += ": "
            if let arguments = service.initArguments {
                head += "(" + arguments.map(\.description).joined(separator: ", ") + ") -> "
            }
            switch service.type {
            case .service(let body):
                lines.append(head + "{")
                for method in body.methods {
                    let name = CandidText.isIdentifier(method.name) ? method.name : CandidText.quoted(method.name)
                    if case .function(let function) = method.type {
                        lines.append("  \(name) : \(CandidText.functionText(function));")
                    } else {
                        lines.append("  \(name) : \(method.type);")
                    }
                }
                lines.append("}")
            default:
                lines.append(head + service.type.description)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
