import Testing

@testable import WorkspaceKit

@Suite struct SemanticVersionTests {
    @Test(arguments: [
        "0.1.0", "1.0.0", "10.20.30", "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-0.3.7", "1.0.0+build.1",
        "1.0.0-rc.1+sha.5114f85",
    ])
    func parsesValidVersions(_ text: String) throws {
        let version = try #require(SemanticVersion(text))
        #expect(version.description == text)
    }

    @Test(arguments: [
        "", "1", "1.0", "1.0.0.0", "v1.0.0", "01.0.0", "1.02.0", "1.0.0-", "1.0.0-01", "1.0.0+", "1.0.0-a..b", "a.b.c",
        "-1.0.0", "1.0.0-é",
    ])
    func rejectsInvalidVersions(_ text: String) {
        #expect(SemanticVersion(text) == nil)
    }

    @Test func ordersByPrecedence() throws {
        // The precedence chain from semver.org section 11.
        let chain = [
            "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2",
            "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0", "1.0.1", "1.1.0", "2.0.0",
        ]
        let versions = try chain.map { try #require(SemanticVersion($0)) }
        for (lower, higher) in zip(versions, versions.dropFirst()) {
            #expect(lower < higher, "\(lower) < \(higher)")
            #expect(!(higher < lower))
        }
        #expect(SemanticVersion("1.0.0+a") == SemanticVersion("1.0.0+b"))
    }

    @Test func bumps() throws {
        let version = try #require(SemanticVersion("1.4.2-rc.1"))
        #expect(version.bumped(.patch).description == "1.4.3")
        #expect(version.bumped(.minor).description == "1.5.0")
        #expect(version.bumped(.major).description == "2.0.0")
    }
}

@Suite struct VersionRequirementTests {
    @Test func belowOneZeroAdmitsOnlyTheSameMinor() throws {
        let requirement = VersionRequirement(minimum: try #require(SemanticVersion("0.3.1")))
        #expect(requirement.admits(try #require(SemanticVersion("0.3.9"))))
        #expect(!requirement.admits(try #require(SemanticVersion("0.4.0"))))
        #expect(!requirement.admits(try #require(SemanticVersion("0.3.0"))))
        #expect(requirement.manifestArguments == #".upToNextMinor(from: "0.3.1")"#)
    }

    @Test func fromOneZeroAdmitsTheSameMajor() throws {
        let requirement = VersionRequirement(minimum: try #require(SemanticVersion("1.2.0")))
        #expect(requirement.admits(try #require(SemanticVersion("1.9.0"))))
        #expect(!requirement.admits(try #require(SemanticVersion("2.0.0"))))
        #expect(!requirement.admits(try #require(SemanticVersion("1.2.0-beta"))))
        #expect(requirement.manifestArguments == #"from: "1.2.0""#)
        #expect(requirement.description == "1.2.0..<2.0.0")
    }
}
