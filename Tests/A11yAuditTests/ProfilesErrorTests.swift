import AuditModel
import Foundation
import Profiles
import Testing

/// Every error is `file:line:col: message` at the offending key or value.
@Suite("Profiles: errors")
struct ProfilesErrorTests {
    let loader = ProfilesTestSupport.loader

    func error(loading fixture: String) throws -> ConfigError {
        let path = ProfilesTestSupport.fixtures + "/errors/" + fixture
        let error = try #require(#expect(throws: ConfigError.self) { try loader.load(path) })
        #expect(error.file == path)
        return error
    }

    func error(inProfile text: String) throws -> ConfigError {
        let folder = try ProfilesTestSupport.temporaryDirectory()
        defer { ProfilesTestSupport.remove(folder) }
        let path = folder + "/profile.yml"
        try ProfilesTestSupport.write(text, to: path)
        return try #require(#expect(throws: ConfigError.self) { try loader.load(path) })
    }

    @Test("an unknown key points at the key and suggests the right one")
    func unknownKey() throws {
        let error = try error(loading: "unknown-key.yml")
        #expect((error.line, error.column) == (2, 1))
        #expect(error.message.hasPrefix("unknown key 'rulez' in a profile (did you mean 'rules'?)"))
    }

    @Test("an unknown rule id points at the id and suggests the nearest one")
    func unknownRule() throws {
        let error = try error(loading: "unknown-rule.yml")
        #expect((error.line, error.column) == (3, 3))
        #expect(error.message.hasPrefix("unknown rule 'lable-style' (did you mean 'label-style'?)"))
    }

    @Test("a value of the wrong type points at the value and says what was expected")
    func wrongType() throws {
        let error = try error(loading: "wrong-type.yml")
        #expect(error.description.hasSuffix(
            "wrong-type.yml:3:25: minimum_touch_target expects a number such as 44, found 'big'"))
    }

    @Test("a long value is quoted by its start and its length, so the message stays one readable line")
    func longValueIsShortened() throws {
        let error = try error(inProfile: String(repeating: "r\n", count: 5_000))
        #expect((error.line, error.column) == (1, 1))
        #expect(error.message.hasPrefix("a profile must be a mapping of keys to values, found 'r r r"))
        #expect(error.message.hasSuffix("…' (9999 characters)"))
        #expect(error.message.count < 200)
    }

    @Test("an unknown severity lists the valid settings")
    func unknownSeverity() throws {
        let error = try error(loading: "unknown-severity.yml")
        #expect((error.line, error.column) == (2, 17))
        #expect(error.message.contains("unknown setting 'critical'"))
        #expect(error.message.contains("error, warning, info, off or on"))
    }

    @Test("a YAML syntax error carries libyaml's problem and position")
    func syntaxError() throws {
        let error = try error(loading: "syntax-error.yml")
        #expect((error.line, error.column) == (3, 2))
        #expect(error.message.hasPrefix("YAML syntax error: "))
    }

    @Test("a key given twice in one mapping is an error at the second")
    func duplicateKey() throws {
        let error = try error(loading: "duplicate-key.yml")
        #expect((error.line, error.column) == (3, 1))
        #expect(error.message == "duplicate key 'fail_on' (first set at line 1)")
    }

    @Test("a rule's own mapping accepts only its severity and its options")
    func unknownRuleOption() throws {
        let error = try error(loading: "unknown-rule-option.yml")
        #expect((error.line, error.column) == (2, 41))
        #expect(error.message.contains("unknown key 'minimun' in rule 'touch-target-size' (did you mean 'minimum'?)"))
    }

    @Test("an option set both under options and under its rule is an error")
    func optionSetTwice() throws {
        let error = try error(inProfile: """
            options: { minimum_touch_target: 30 }
            rules: { touch-target-size: { minimum: 24 } }
            """)
        #expect(error.line == 2)
        #expect(error.message.contains("already set at line 1"))
    }

    @Test("numbers out of range, quoted numbers, unknown sizes and non-mappings are rejected",
          arguments: [
              ("options: { label_word_limit: 0 }", "label_word_limit must be between 1 and 1000, found 0"),
              ("options: { minimum_touch_target: \"44\" }", "minimum_touch_target expects a number such as 44, found '44'"),
              ("options: { dynamic_type_target: accessibility9 }", "unknown Dynamic Type size 'accessibility9'"),
              ("options: { label_word_limit: 2.5 }", "label_word_limit expects a whole number"),
              ("fail_on: sometimes", "unknown severity 'sometimes' for fail_on"),
              ("weights: { fatal: 3 }", "unknown key 'fatal' in weights"),
              ("rules: [control-name]", "rules must be a mapping"),
              ("- just a list", "a profile must be a mapping"),
              ("rules: { control-name: *nowhere }", "unknown alias '*nowhere'"),
              ("a: 1\n---\nb: 2", "expected one YAML document"),
          ])
    func badValues(text: String, message: String) throws {
        let error = try error(inProfile: text)
        #expect(error.message.contains(message), "\(error)")
        #expect(error.line >= 1)
    }

    @Test("invalid UTF-8 is an error at the offending byte")
    func invalidUTF8() throws {
        let folder = try ProfilesTestSupport.temporaryDirectory()
        defer { ProfilesTestSupport.remove(folder) }
        let path = folder + "/profile.yml"
        try (Data("fail_on: error\nrules: ab".utf8) + Data([0xFF, 0x0A])).write(to: URL(fileURLWithPath: path))
        let error = try #require(#expect(throws: ConfigError.self) { try loader.load(path) })
        #expect((error.line, error.column) == (2, 10))
        #expect(error.message.contains("UTF-8"))
    }

    @Test("an alias bomb stops at the node limit instead of expanding")
    func aliasBomb() throws {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...8 {
            let previous = "*a\(level - 1)"
            text += "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
        }
        let error = try error(inProfile: text)
        #expect(error.message.contains("more than"))
    }

    @Test("deep nesting is an error, not a stack overflow")
    func deepNesting() throws {
        let error = try error(inProfile: String(repeating: "[", count: 10_000))
        #expect(error.message.contains("nesting deeper than"))
    }

    @Test("the description is file:line:col: message, or file: message without a place")
    func descriptionFormat() {
        #expect(ConfigError(file: "p.yml", line: 3, column: 7, message: "bad").description == "p.yml:3:7: bad")
        #expect(ConfigError(file: "p.yml", line: 0, column: 0, message: "bad").description == "p.yml: bad")
        #expect(ConfigError(file: "p.yml", line: 3, column: 7, message: "bad").inputError.location
            == SourceLocation(file: "p.yml", line: 3, column: 7))
    }
}
