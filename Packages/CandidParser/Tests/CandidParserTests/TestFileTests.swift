import Candid
import CandidParser
import Testing

/// The `*.test.did` format and runner on inline text, so they are covered in a plain clone too.
@Suite struct TestFileTests {
    static let text = #"""
        type List = opt record { head : int; tail : List };
        assert blob "DIDL\00\01\7d\2a" == "(42)" : (nat) "nat";
        assert blob "DIDL\00\01\7d\2a" == "(42)" : (int) "nat <: int";
        assert blob "DIDL\00\01\7d\2a" != "(43)" : (nat);
        assert blob "DIDL\00\01\7e\02" !: (bool) "bool out of range";
        assert "(null)" : (List);
        assert "(opt record { head = 1; tail = null })" : (List) "list";
        assert "(1, 2)" !: (text) "wrong type";
        """#

    @Test func parsesAndRuns() throws {
        let file = try CandidTestFile(parsing: Self.text)
        #expect(file.assertions.count == 7)
        #expect(file.environment["List"] != nil)
        #expect(file.assertions[0].description == "nat")
        #expect(file.assertions[1].line == 3)
        let runner = CandidTestRunner()
        for assertion in file.assertions {
            #expect(runner.check(assertion, in: file.environment) == nil, "line \(assertion.line)")
        }
    }

    @Test func failingAssertionsAreReported() throws {
        let file = try CandidTestFile(parsing: #"assert blob "DIDL\00\01\7d\2a" == "(41)" : (nat);"#)
        let problem = CandidTestRunner().check(file.assertions[0], in: file.environment)
        #expect(problem?.contains("expected equal values") == true)
        #expect(throws: CandidParseError.self) { try CandidTestFile(parsing: "assert 5 : (nat);") }
    }
}
