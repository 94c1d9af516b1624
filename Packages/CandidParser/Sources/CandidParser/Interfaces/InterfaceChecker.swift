import Candid

/// The type checks of a `.did` file: every name defined, no definition that only names
/// itself, methods that are functions, services that are services, `oneway` functions
/// without results. (Field hash collisions and duplicate methods are caught while parsing.)
struct InterfaceChecker {
    let interface: CandidInterface
    let positions: [String: CandidSourcePosition]
    /// The definition being checked (`type:NAME` or `service`), whose position errors carry.
    private var current = ""

    init(interface: CandidInterface, positions: [String: CandidSourcePosition]) {
        self.interface = interface
        self.positions = positions
    }

    private func fail(_ message: String) -> CandidParseError {
        let position = positions[current] ?? CandidSourcePosition(line: 1, column: 1)
        return CandidParseError(line: position.line, column: position.column, message: message)
    }

    mutating func check() throws(CandidParseError) {
        let environment = interface.environment
        for name in interface.definitionOrder {
            current = "type:\(name)"
            guard environment.resolve(.named(name)) != nil else {
                if let type = environment[name], case .named(let target) = type, environment[target] == nil {
                    throw fail("type \(name) refers to undefined type \(target)")
                }
                throw fail("type \(name) is an invalid cyclic definition (it only names itself)")
            }
        }
        for name in interface.definitionOrder {
            current = "type:\(name)"
            if let type = environment[name] { try check(type, context: "type \(name)", depth: 0) }
        }
        if let actor = interface.service {
            current = "service"
            for argument in actor.initArguments ?? [] {
                try check(argument, context: "the service's init arguments", depth: 0)
            }
            try check(actor.type, context: "the service", depth: 0)
            guard case .service? = environment.resolve(actor.type) else {
                throw fail("the service has type \(actor.type), which is not a service type")
            }
        }
    }

    private func check(_ type: CandidType, context: String, depth: Int) throws(CandidParseError) {
        guard depth < 512 else { throw fail("\(context) is nested too deeply") }
        switch type {
        case .named(let name):
            guard interface.environment[name] != nil else { throw fail("\(context) uses undefined type \(name)") }
        case .opt(let inner), .vec(let inner):
            try check(inner, context: context, depth: depth + 1)
        case .record(let fields), .variant(let fields):
            for field in fields { try check(field.type, context: context, depth: depth + 1) }
        case .function(let function):
            for argument in function.arguments { try check(argument, context: context, depth: depth + 1) }
            for result in function.results { try check(result, context: context, depth: depth + 1) }
            if function.modes.contains(.oneway), !function.results.isEmpty {
                throw fail("\(context): a oneway function cannot return values")
            }
        case .service(let service):
            for method in service.methods {
                try check(method.type, context: "method \(method.name) of \(context)", depth: depth + 1)
                guard case .function? = interface.environment.resolve(method.type) else {
                    throw fail(
                        "method \(method.name) of \(context) has type \(method.type), which is not a function type")
                }
            }
        default:
            break
        }
    }
}
