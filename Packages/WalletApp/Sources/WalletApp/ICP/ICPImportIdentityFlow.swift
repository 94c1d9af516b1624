import Coordinators

/// Imports a dfx identity: asks the PEM file's path (``ICPScreenID/pemPath``: it must exist, be
/// readable and at most ``ICPIdentityPEMFile/maximumBytes``), then a label (``ICPScreenID/label``).
/// An encrypted key, a file without a key, or a key already in the wallet is said on
/// ``ICPScreenID/error`` and ends the flow `.cancelled`.
public struct ICPImportIdentityFlow: Coordinator {
    public let store: ICPIdentityStore

    public init(store: ICPIdentityStore) {
        self.store = store
    }

    public var name: String { "ImportIdentity" }

    public func run(in context: FlowContext) async throws -> CoordinationResult<StoredIdentity> {
        let pathPrompt = TextPrompt(
            id: ICPScreenID.pemPath, title: "PEM file to import",
            message: "e.g. ~/.config/dfx/identity/default/identity.pem (dfx identity export NAME > FILE writes one)",
            validate: ICPIdentityPEMFile.problem(atPath:))
        guard let path = try await context.present(pathPrompt).value else { return .cancelled }
        let labelPrompt = TextPrompt(
            id: ICPScreenID.label, title: "Label of the imported identity",
            message: "at most \(ICPIdentityLabel.maximumLength) characters", validate: ICPIdentityLabel.problem)
        guard let label = try await context.present(labelPrompt).value else { return .cancelled }
        do throws(ICPIdentityStoreError) {
            let imported = try await store.importPEMFile(atPath: path, label: label)
            await context.note(
                "imported \(imported.label) (\(imported.kind.displayName)): principal \(imported.principal)")
            return .completed(imported)
        } catch {
            try await context.presentICPError("Could not import the identity", error)
            return .cancelled
        }
    }
}
