import Coordinators

extension FlowContext {
    /// Shows `error`'s sentence on the ICP tab's error notice (``ICPScreenID/error``) and waits
    /// for it to be read. The sentence never holds key material: the errors shown here say what
    /// failed, not with which key.
    func presentICPError(_ title: String, _ error: any Error) async throws {
        _ = try await present(Notice(id: ICPScreenID.error, title: title, message: String(describing: error)))
    }
}
