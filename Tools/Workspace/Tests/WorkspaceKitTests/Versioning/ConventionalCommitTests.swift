import Testing

@testable import WorkspaceKit

@Suite struct ConventionalCommitTests {
    @Test func readsTypeScopeAndBreakingMarks() {
        let feature = ConventionalCommit(hash: "abcdef0123", subject: "feat(BigNum): parse EOS assets", body: "")
        #expect(feature.type == "feat")
        #expect(feature.scope == "BigNum")
        #expect(!feature.breaking)
        #expect(feature.section == .features)
        #expect(feature.changelogLine == "- **BigNum:** parse EOS assets (abcdef0)")

        #expect(ConventionalCommit(hash: "1", subject: "fix!: drop Double", body: "").section == .breaking)
        #expect(
            ConventionalCommit(hash: "1", subject: "refactor: x", body: "BREAKING CHANGE: gone").section == .breaking)
        #expect(ConventionalCommit(hash: "1", subject: "perf: faster", body: "").section == .performance)
        #expect(ConventionalCommit(hash: "1", subject: "test: more", body: "").section == nil)
        #expect(ConventionalCommit(hash: "1", subject: "ci: faster", body: "").section == nil)
    }

    @Test func keepsNonConventionalSubjectsAsOtherChanges() {
        let commit = ConventionalCommit(hash: "1234567", subject: "Tidy up: the README", body: "")
        #expect(commit.type == nil)
        #expect(commit.section == .other)
        #expect(commit.summary == "Tidy up: the README")
    }
}

@Suite struct ChangelogTests {
    let commits = [
        ConventionalCommit(hash: "aaaaaaa1", subject: "feat: amounts", body: ""),
        ConventionalCommit(hash: "bbbbbbb2", subject: "fix(leb): overlong", body: ""),
        ConventionalCommit(hash: "ccccccc3", subject: "chore: noise", body: ""),
    ]

    @Test func buildsASectionGroupedByKind() throws {
        let section = Changelog.section(
            version: try #require(SemanticVersion("0.2.0")), date: "2026-11-22", notes: [], commits: commits)
        #expect(
            section == """
                ## 0.2.0 — 2026-11-22

                ### Features

                - amounts (aaaaaaa)

                ### Fixes

                - **leb:** overlong (bbbbbbb)

                """)
    }

    @Test func absorbsUnreleasedNotesAndGoesOnTop() throws {
        let existing = "# Changelog\n\n## Unreleased\n\n- Hand-written note.\n\n## 0.1.0 — 2026-01-01\n\n- First.\n"
        let notes = Changelog.unreleasedNotes(in: existing)
        #expect(notes == ["- Hand-written note."])
        let section = Changelog.section(
            version: try #require(SemanticVersion("0.2.0")), date: "2026-11-22", notes: notes, commits: [])
        let updated = Changelog.inserting(section, into: existing)
        #expect(
            updated
                == "# Changelog\n\n## 0.2.0 — 2026-11-22\n\n- Hand-written note.\n\n## 0.1.0 — 2026-01-01\n\n- First.\n"
        )
    }

    @Test func createsAFileWhenThereIsNone() throws {
        let section = Changelog.section(
            version: try #require(SemanticVersion("1.0.0")), date: "2026-11-22", notes: [], commits: [])
        #expect(
            Changelog.inserting(section, into: "")
                == "# Changelog\n\n## 1.0.0 — 2026-11-22\n\nNo user-facing changes.\n")
    }
}
