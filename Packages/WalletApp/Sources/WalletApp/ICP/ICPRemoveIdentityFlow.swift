import Coordinators

/// Removes an identity: which one (``ICPScreenID/remove``), then a confirmation
/// (``ICPScreenID/confirmRemove``), since its private key is deleted with it. Ends with the
/// removed identity, or `.cancelled` (the user went back, or the store failed, said on
/// ``ICPScreenID/error``).
public struct ICPRemoveIdentityFlow: Coordinator {
    public let store: ICPIdentityStore

    public init(store: ICPIdentityStore) {
        self.store = store
    }

    public var name: String { "RemoveIdentity" }

    public func run(in context: FlowContext) async throws -> CoordinationResult<StoredIdentity> {
        let identities: [StoredIdentity]
        do throws(ICPIdentityStoreError) { identities = try await store.all() } catch {
            try await context.presentICPError("Could not read the identities", error)
            return .cancelled
        }
        guard !identities.isEmpty else {
            await context.note("there is no identity to remove")
            return .cancelled
        }
        let menu = ICPIdentityMenu.menu(id: ICPScreenID.remove, title: "Remove which identity?", identities: identities)
        guard case .outcome(let chosen?) = try await context.present(menu) else { return .cancelled }
        let confirmation = Confirmation(
            id: ICPScreenID.confirmRemove, title: "Remove \(chosen.label)?",
            message:
                "Its private key is deleted from this wallet. The funds of principal \(chosen.principal) stay on the ledger, movable only with a copy of the key kept elsewhere."
        )
        guard case .outcome(true) = try await context.present(confirmation) else { return .cancelled }
        do throws(ICPIdentityStoreError) { try await store.remove(id: chosen.id) } catch {
            try await context.presentICPError("Could not remove the identity", error)
            return .cancelled
        }
        await context.note("removed \(chosen.label)")
        return .completed(chosen)
    }
}
