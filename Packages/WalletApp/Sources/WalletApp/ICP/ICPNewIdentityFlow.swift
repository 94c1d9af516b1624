import Coordinators

/// Creates a new Ed25519 identity: asks its label (``ICPScreenID/label``), makes the key and keeps
/// it encrypted. Ends with the stored identity, or `.cancelled` when the user went back or the
/// store refused (said on ``ICPScreenID/error``).
public struct ICPNewIdentityFlow: Coordinator {
    public let store: ICPIdentityStore

    public init(store: ICPIdentityStore) {
        self.store = store
    }

    public var name: String { "NewIdentity" }

    public func run(in context: FlowContext) async throws -> CoordinationResult<StoredIdentity> {
        let prompt = TextPrompt(
            id: ICPScreenID.label, title: "Label of the new identity",
            message:
                "A new Ed25519 key is made and kept encrypted in this wallet (at most \(ICPIdentityLabel.maximumLength) characters).",
            validate: ICPIdentityLabel.problem)
        guard let label = try await context.present(prompt).value else { return .cancelled }
        do throws(ICPIdentityStoreError) {
            let created = try await store.create(label: label)
            await context.note("created \(created.label): principal \(created.principal)")
            return .completed(created)
        } catch {
            try await context.presentICPError("Could not create the identity", error)
            return .cancelled
        }
    }
}
