import Coordinators

/// The identities screen of the ICP tab: the list (``ICPIdentitiesViewModel``, kept current by
/// the store's change stream), and from it New identity (``ICPNewIdentityFlow``), Import dfx PEM
/// file (``ICPImportIdentityFlow``) and Remove (``ICPRemoveIdentityFlow``). Back or a dismissal
/// ends it.
public struct ICPIdentitiesFlow: Coordinator {
    public let store: ICPIdentityStore

    public init(store: ICPIdentityStore) {
        self.store = store
    }

    public var name: String { "Identities" }

    /// The most actions one visit takes; bounded so a presenter that never says Back still ends.
    static let maximumRounds = 1_000

    public func run(in context: FlowContext) async throws {
        for _ in 0..<Self.maximumRounds {
            let model: ICPIdentitiesViewModel
            do throws(ICPIdentityStoreError) { model = try await ICPIdentitiesViewModel(store: store) } catch {
                try await context.presentICPError("Could not read the identities", error)
                return
            }
            // The first entry chosen ends the screen; the list is shown again, current, after the
            // action.
            let presentation = try await context.run(model) { action in .finish(action) }
            switch presentation {
            case .dismissed, .outcome(.back):
                return
            case .outcome(.newIdentity):
                _ = try await context.coordinate(to: ICPNewIdentityFlow(store: store))
            case .outcome(.importPEMFile):
                _ = try await context.coordinate(to: ICPImportIdentityFlow(store: store))
            case .outcome(.remove):
                _ = try await context.coordinate(to: ICPRemoveIdentityFlow(store: store))
            }
        }
    }
}
