import Coordinators

/// Picks the identity a balance or a transfer is for (``ICPScreenID/identity``). With no identity
/// yet it says so (``ICPScreenID/noIdentity``) and offers to create one
/// (``ICPScreenID/createIdentity``, then ``ICPNewIdentityFlow``), which is then the one picked.
/// Ends with the identity, or `.cancelled`.
public struct ICPChooseIdentityFlow: Coordinator {
    public let store: ICPIdentityStore
    /// The menu's title: what the identity is picked for.
    public let title: String

    public init(store: ICPIdentityStore, title: String) {
        self.store = store
        self.title = title
    }

    public var name: String { "ChooseIdentity" }

    public func run(in context: FlowContext) async throws -> CoordinationResult<StoredIdentity> {
        let identities: [StoredIdentity]
        do throws(ICPIdentityStoreError) { identities = try await store.all() } catch {
            try await context.presentICPError("Could not read the identities", error)
            return .cancelled
        }
        guard !identities.isEmpty else { return try await offerNewIdentity(in: context) }
        let menu = ICPIdentityMenu.menu(id: ICPScreenID.identity, title: title, identities: identities)
        guard case .outcome(let chosen?) = try await context.present(menu) else { return .cancelled }
        return .completed(chosen)
    }

    private func offerNewIdentity(in context: FlowContext) async throws -> CoordinationResult<StoredIdentity> {
        _ = try await context.present(
            Notice(
                id: ICPScreenID.noIdentity, title: "No identity yet",
                message: "This wallet holds no ICP identity. Create one, or import a dfx PEM file under Identities."))
        let offer = Confirmation(
            id: ICPScreenID.createIdentity, title: "Create an identity now?",
            message: "A new Ed25519 key, kept encrypted in this wallet.")
        guard case .outcome(true) = try await context.present(offer) else { return .cancelled }
        return try await context.coordinate(to: ICPNewIdentityFlow(store: store))
    }
}
