import Foundation

/// Finds the decorated properties of an endpoint's input, in declaration order.
///
/// Reflection (`Mirror`) sees every input, but it demangles each field's type on every call and
/// was the largest share of building a request. An `Encodable` input is read through its
/// `encode(to:)` instead (`ParameterCollector`), which the compiler writes without reflection.
/// That reading is only trusted when it finds as many decorators as reflection found for the
/// type on first use, so an encoding that leaves one out (custom `CodingKeys`, a custom
/// `encode(to:)`) still gets the whole request, read by reflection.
enum InputReader {
    /// Calls `body` with each decorator's property name (without the wrapper's `_`) and the
    /// decorator, and returns whether there was any.
    static func forEachParameter<Input>(
        of input: Input, _ body: (String, any RequestParameter) throws(HTTPError) -> Void
    ) throws(HTTPError) -> Bool {
        if input is Empty { return false }
        let type = ObjectIdentifier(Swift.type(of: input))
        let known = DecoratorCounts.shared[type]
        if known == 0 { return false }
        if let known, let encodable = input as? any Encodable, let collected = ParameterCollector.collect(encodable),
            collected.count == known
        {
            for (name, parameter) in collected { try body(name, parameter) }
            return true
        }
        var count = 0
        for child in Mirror(reflecting: input).children {
            guard let parameter = child.value as? any RequestParameter else { continue }
            count += 1
            var name = child.label ?? ""
            if name.hasPrefix("_") { name.removeFirst() }
            try body(name, parameter)
        }
        if known == nil { DecoratorCounts.shared[type] = count }
        return count > 0
    }
}

/// How many decorators reflection found on each input type. A type's stored properties are
/// fixed, so one walk per type is enough; the table holds one entry per input type the program
/// uses.
private final class DecoratorCounts: @unchecked Sendable {
    // @unchecked: `counts` is only touched under `lock`.
    static let shared = DecoratorCounts()

    private let lock = NSLock()
    private var counts: [ObjectIdentifier: Int] = [:]

    subscript(type: ObjectIdentifier) -> Int? {
        get { lock.withLock { counts[type] } }
        set { lock.withLock { counts[type] = newValue } }
    }
}
