import Coordinators
import CoordinatorsTesting
import Testing

@Suite("Progress and notes show in the transcript")
struct ProgressAndNoteTests {
    @Test("withProgress shows working before the operation and done after it, and returns its value")
    func progressAroundSuccess() async throws {
        let presenter = ScriptedPresenter([])
        struct Sync: Coordinator {
            func run(in context: FlowContext) async throws -> Int {
                await context.withProgress("Syncing") { 21 * 2 }
            }
        }
        #expect(try await FlowContext(presenter: presenter).coordinate(to: Sync()) == 42)
        let path = FlowPath(["Sync"])
        #expect(await presenter.transcript == [.status(.working("Syncing"), path: path), .status(.done, path: path)])
    }

    @Test("withProgress shows done also when the operation throws, and passes the error on")
    func progressAroundFailure() async throws {
        struct Offline: Error, Equatable {}
        let presenter = ScriptedPresenter([])
        let context = FlowContext(presenter: presenter)
        await #expect(throws: Offline()) {
            try await context.withProgress("Fetching") { () async throws -> Int in throw Offline() }
        }
        #expect(
            await presenter.transcript == [
                .status(.working("Fetching"), path: FlowPath()), .status(.done, path: FlowPath()),
            ])
    }

    @Test("A screen shown during the progress appears between working and done")
    func screenInsideProgress() async throws {
        let presenter = ScriptedPresenter([.answer("card", .confirmed(true))])
        let context = FlowContext(presenter: presenter)
        let tapped = try await context.withProgress("Waiting for the card") {
            try await context.present(Confirmation(id: "card", title: "Card?", message: "")).value
        }
        #expect(tapped == true)
        let transcript = await presenter.transcript
        #expect(transcript.first == .status(.working("Waiting for the card"), path: FlowPath()))
        #expect(transcript.last == .status(.done, path: FlowPath()))
        #expect(transcript.count == 4)
    }

    @Test("note records a note at the flow's path")
    func note() async throws {
        let presenter = ScriptedPresenter([])
        struct Notes: Coordinator {
            func run(in context: FlowContext) async throws {
                await context.note("Copied to the clipboard")
            }
        }
        try await FlowContext(presenter: presenter).coordinate(to: Notes())
        #expect(await presenter.transcript == [.status(.note("Copied to the clipboard"), path: FlowPath(["Notes"]))])
        #expect(await presenter.transcript.text == ["· Copied to the clipboard"])
    }
}
