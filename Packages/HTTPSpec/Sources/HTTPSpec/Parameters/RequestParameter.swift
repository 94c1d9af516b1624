/// What the parameter decorators (`@Path`, `@Query`, `@Header`, `@Body`, ...) have in common:
/// given the property's name, each contributes its value to the request being built. The client
/// finds them on the input in declaration order (`InputReader`), which fixes the query order.
protocol RequestParameter {
    func apply(to builder: inout RequestBuilder, propertyName: String) throws(HTTPError)
}
