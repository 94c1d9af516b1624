/// The query items of a callback URL (§1d row 5): after the first `?`, up to any `#`, split on
/// `&` and form-decoded. Names are looked up per §2.6 (exact case first, then case-insensitive,
/// with aliases).
struct CallbackQuery {
    let items: [QueryItem]

    init(url: Substring) throws(DeeplinkError) {
        guard let questionMark = url.firstIndex(of: "?") else {
            items = []
            return
        }
        let query = url[url.index(after: questionMark)...].prefix(while: { $0 != "#" })
        items = try QueryItem.parseForm(query)
    }

    init(items: [QueryItem]) { self.items = items }

    func value(_ names: String...) throws(DeeplinkError) -> String? {
        guard let index = try FieldMatching.select(names, among: items.map(\.name)) else { return nil }
        return items[index].value
    }
}
