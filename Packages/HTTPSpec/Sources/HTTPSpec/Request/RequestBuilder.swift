import ByteTools
import Foundation
import HTTPTypes

/// Collects what the input's decorators contribute, then assembles the URL, header fields and body.
struct RequestBuilder {
    /// Method and path rather than the formatted name: the name is only needed for an error,
    /// and formatting it on every call showed in profiles.
    let method: HTTPRequest.Method
    let path: String
    let json: JSONCoding
    var pathValues: [String: String] = [:]
    var query: [(String, String)] = []
    var headerFields = HTTPFields()
    var body: Data?
    var contentType: String?
    var formFields: [FormBody.Field] = []
    var parts: [MultipartBody.Part] = []
    var host: URL?
    var absolutePath: String?

    init(method: HTTPRequest.Method, path: String, json: JSONCoding) {
        self.method = method
        self.path = path
        self.json = json
    }

    func invalid(_ reason: String) -> HTTPError {
        .invalidDeclaration(endpoint: Endpoint<Empty, Empty>(method: method, path: path).name, reason: reason)
    }

    /// Builds the request for `endpoint` of `api` from `input`.
    static func build<A: API, Input, Output>(
        api: A, endpoint: Endpoint<Input, Output>, input: Input, callHeaderFields: HTTPFields
    ) throws(HTTPError) -> ClientRequest {
        var builder = RequestBuilder(method: endpoint.method, path: endpoint.path, json: api.json)
        builder.host = endpoint.options.host
        let found = try InputReader.forEachParameter(of: input) { (name, parameter) throws(HTTPError) in
            try parameter.apply(to: &builder, propertyName: name)
        }
        // An input without decorators is the body itself, for methods that carry one.
        if !found, !(input is Empty), endpoint.method == .post || endpoint.method == .put || endpoint.method == .patch,
            let encodable = input as? any Encodable
        {
            do {
                builder.body = try api.json.makeEncoder().encode(encodable)
                builder.contentType = "application/json"
            } catch {
                throw builder.invalid("input could not be encoded as JSON: \(error)")
            }
        }
        let shared = api.sharedParameters
        if !shared.query.isEmpty {
            // After the endpoint's own items; a name the endpoint or input already sets is theirs.
            let fixedQuery = endpoint.path.split(separator: "?", maxSplits: 1).dropFirst().first ?? ""
            let fixedNames = Set(Self.parseQuery(fixedQuery).map(\.0))
            let setNames = Set(builder.query.map(\.0)).union(fixedNames)
            builder.query += shared.query.filter { !setNames.contains($0.name) }.map { ($0.name, $0.value) }
        }
        let url = try builder.makeURL(base: api.baseURL, template: endpoint.path)
        var headerFields = endpoint.options.headerFields
        headerFields.append(contentsOf: builder.headerFields)
        if !shared.headerFields.isEmpty {
            // The API's fields first; a name the endpoint or input sets is theirs alone.
            var merged = shared.headerFields
            for field in headerFields { merged[fields: field.name] = [] }
            merged.append(contentsOf: headerFields)
            headerFields = merged
        }
        let body = try builder.makeBody()
        if let body, let type = body.1, !headerFields.contains(.contentType) { headerFields[.contentType] = type }
        if !callHeaderFields.isEmpty {
            // The call's fields replace the request's fields of the same names, and come last.
            for field in callHeaderFields { headerFields[fields: field.name] = [] }
            headerFields.append(contentsOf: callHeaderFields)
        }
        var request = ClientRequest(method: endpoint.method, url: url, headerFields: headerFields, body: body?.0)
        if let prepare = endpoint.prepare {
            do {
                try prepare(&request, input)
            } catch let error as HTTPError {
                throw error
            } catch {
                throw builder.invalid("prepare hook failed: \(error)")
            }
        }
        return request
    }

    private func makeBody() throws(HTTPError) -> (Data, String?)? {
        let kinds = [body != nil, !formFields.isEmpty, !parts.isEmpty].filter { $0 }.count
        guard kinds <= 1 else { throw invalid("the input declares more than one kind of body (@Body, @Field, @Part)") }
        if let body { return (body, contentType) }
        if !formFields.isEmpty {
            let form = FormBody(formFields)
            return (form.encoded, "application/x-www-form-urlencoded")
        }
        if !parts.isEmpty {
            let multipart = MultipartBody(parts: parts)
            return (multipart.encoded, multipart.contentType)
        }
        return nil
    }

    /// Base URL (or `@Host`/option host) + filled template + query, encoded by hand.
    func makeURL(base: URL, template: String) throws(HTTPError) -> URL {
        var baseString = base.absoluteString
        if let host {
            guard let scheme = host.scheme, let hostName = host.host else {
                throw invalid("host '\(host.absoluteString)' has no scheme or host name")
            }
            let port = host.port.map { ":\($0)" } ?? ""
            baseString = "\(scheme)://\(hostName)\(port)" + base.path
        }
        while baseString.hasSuffix("/") { baseString.removeLast() }

        let templatePath: Substring
        var fixedQuery: [(String, String?)] = []
        // Byte searches: Character-level `firstIndex(of:)` and Foundation's `contains(_:)` were
        // a measurable share of every call. The indices are valid String indices since `?` is ASCII.
        if let mark = template.utf8.firstIndex(of: UInt8(ascii: "?")) {
            templatePath = template[..<mark]
            fixedQuery = Self.parseQuery(template[template.index(after: mark)...])
        } else {
            templatePath = Substring(template)
        }

        var urlString: String
        if let absolutePath {
            if absolutePath.contains("://") {
                urlString = absolutePath
            } else {
                guard let root = URL(string: baseString), let scheme = root.scheme, let hostName = root.host else {
                    throw invalid("base URL '\(baseString)' has no host for an absolute path")
                }
                let port = root.port.map { ":\($0)" } ?? ""
                urlString = "\(scheme)://\(hostName)\(port)" + (absolutePath.hasPrefix("/") ? "" : "/") + absolutePath
            }
        } else {
            var path = try fill(templatePath)
            while path.hasPrefix("/") { path.removeFirst() }
            urlString = path.isEmpty ? baseString : baseString + "/" + path
        }

        var items = fixedQuery.map { $0.1 == nil ? $0.0 : "\($0.0)=\($0.1 ?? "")" }
        items += query.map { PercentEncoding.encode($0.0) + "=" + PercentEncoding.encode($0.1) }
        if !items.isEmpty {
            urlString += (urlString.utf8.contains(UInt8(ascii: "?")) ? "&" : "?") + items.joined(separator: "&")
        }
        guard let url = URL(string: urlString) else { throw invalid("'\(urlString)' is not a valid URL") }
        return url
    }

    /// Replaces each `{name}` with its percent-encoded value; a placeholder without a value or
    /// a value without a placeholder is a declaration error, not a silently wrong URL.
    private func fill(_ template: Substring) throws(HTTPError) -> String {
        var out = ""
        var used = Set<String>()
        var rest = template[...]
        while let open = rest.utf8.firstIndex(of: UInt8(ascii: "{")) {
            out += rest[..<open]
            guard let close = rest[open...].utf8.firstIndex(of: UInt8(ascii: "}")) else {
                throw invalid("unclosed '{' in path template '\(template)'")
            }
            let name = String(rest[rest.index(after: open)..<close])
            guard let value = pathValues[name] else {
                throw invalid("path parameter {\(name)} has no @Path value in the input")
            }
            out += PercentEncoding.encode(value)
            used.insert(name)
            rest = rest[rest.index(after: close)...]
        }
        out += rest
        // Every value was used unless there are more values than distinct placeholders filled;
        // only then is it worth sorting the names to report the first unused one.
        if used.count != pathValues.count, let unused = pathValues.keys.sorted().first(where: { !used.contains($0) }) {
            throw invalid("@Path '\(unused)' has no {\(unused)} placeholder in '\(template)'")
        }
        return out
    }

    /// Splits a literal query such as `a=1&flag&b=` into pairs; a pair without `=` is a name
    /// without a value (NetworkKit trapped on it).
    static func parseQuery(_ text: Substring) -> [(String, String?)] {
        text.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            if let equals = pair.firstIndex(of: "=") {
                return (String(pair[..<equals]), String(pair[pair.index(after: equals)...]))
            }
            return (String(pair), nil)
        }
    }
}
