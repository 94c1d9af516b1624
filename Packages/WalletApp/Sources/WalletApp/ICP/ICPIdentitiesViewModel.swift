import AsyncAlgorithms
import Coordinators
import Storage
import Synchronization

/// The identity list (``ICPScreenID/identities``): every identity with its principal and ledger
/// account, and the entries New identity, Import dfx PEM file, Remove, Back.
///
/// The list follows the store: the model subscribes to ``ICPIdentityStore/changes()`` when it is
/// made, reloads on every change while it runs, and yields on ``redraws`` so the presenter shows
/// an identity another window or process added. An entry chosen is sent on ``outputs`` for the
/// flow to act on.
public final class ICPIdentitiesViewModel: ViewModel {
    /// What the user asked for.
    public enum Action: Sendable, Equatable, CaseIterable {
        case newIdentity
        case importPEMFile
        case remove
        case back

        /// The menu entry.
        public var label: String {
            switch self {
            case .newIdentity: return "New identity"
            case .importPEMFile: return "Import dfx PEM file"
            case .remove: return "Remove"
            case .back: return "Back"
            }
        }
    }

    public typealias Input = Action
    public typealias Output = Action

    public var id: String { ICPScreenID.identities }
    public let inputs = AsyncChannel<Action>()
    public let outputs = AsyncChannel<Action>()
    public let redraws: AsyncStream<Void>

    private let store: ICPIdentityStore
    private let storeChanges: AsyncStream<StorageChange>
    private let redrawContinuation: AsyncStream<Void>.Continuation
    /// The identities as last read, and the last reading's failure (shown, not thrown: the
    /// screen stays usable while the store recovers).
    private let state: Mutex<(identities: [StoredIdentity], failure: String?)>

    /// A model over `store`, its list read now. Changes committed from here on are heard: the
    /// subscription comes before the first reading, so none falls between the two.
    public init(store: ICPIdentityStore) async throws(ICPIdentityStoreError) {
        self.store = store
        storeChanges = await store.changes()
        let identities = try await store.all()
        state = Mutex((identities, nil))
        (redraws, redrawContinuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    }

    deinit {
        redrawContinuation.finish()
    }

    /// The identities as the screen shows them now.
    public var identities: [StoredIdentity] { state.withLock { $0.identities } }

    public func form() async -> ScreenForm {
        let (identities, failure) = state.withLock { ($0.identities, $0.failure) }
        var lines =
            identities.isEmpty
            ? ["No identity yet: create one, or import a dfx PEM file."]
            : identities.map(ICPIdentityMenu.summary)
        if let failure { lines.append("(the list may be out of date: \(failure))") }
        return .menu(title: "Identities", message: lines.joined(separator: "\n"), options: Action.allCases.map(\.label))
    }

    public func input(for answer: ScreenAnswer) async throws(ScreenAnswerError) -> Action {
        guard case .choice(let index) = answer else { throw .wrongKind(answer, for: await form()) }
        guard Action.allCases.indices.contains(index) else {
            throw ScreenAnswerError("there is no entry at index \(index): the menu has \(Action.allCases.count)")
        }
        return Action.allCases[index]
    }

    /// Passes each chosen entry on to the flow, and reloads the list on each change of the store,
    /// until cancelled.
    public func run() async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { [inputs, outputs] in
                for await action in inputs { await outputs.send(action) }
            }
            group.addTask { [self] in
                for await _ in storeChanges {
                    await reload()
                }
            }
            await group.waitForAll()
        }
    }

    private func reload() async {
        do throws(ICPIdentityStoreError) {
            let identities = try await store.all()
            state.withLock { $0 = (identities, nil) }
        } catch {
            state.withLock { $0.failure = error.description }
        }
        redrawContinuation.yield()
    }
}
