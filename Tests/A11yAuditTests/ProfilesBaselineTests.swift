import AuditModel
import Foundation
import Profiles
import Testing

@Suite("Profiles: baselines")
struct ProfilesBaselineTests {
    func finding(_ rule: String, _ screen: String, _ element: String, label: String = "", line: Int = 1) -> Finding {
        Finding(rule: rule, severity: .error, screen: screen, element: element,
                location: SourceLocation(file: "\(screen).swift", line: line), message: "m", label: label, fix: "f")
    }

    var findings: [Finding] {
        [
            finding("control-name", "Settings", "Settings/List[0]/Button[1]", label: "gearshape"),
            finding("touch-target-size", "Checkout", "Checkout/VStack[0]/Button[2]", label: "Pay"),
            finding("control-name", "Checkout", "Checkout/VStack[0]/Button[2]", label: "Pay"),
            finding("image-label", "Checkout", "Checkout/VStack[0]/Image[0]", label: "IMG_2031"),
        ]
    }

    @Test("write then load gives back every fingerprint")
    func roundTrip() throws {
        let folder = try ProfilesTestSupport.temporaryDirectory()
        defer { ProfilesTestSupport.remove(folder) }
        let path = folder + "/baseline.json"
        try Baseline.write(findings, to: path)
        #expect(try Baseline.load(path) == Set(findings.map(\.fingerprint)))
    }

    @Test("the file does not depend on finding order or line numbers, and is sorted for people")
    func stableOrder() throws {
        var moved = findings.reversed().map { $0 }
        moved = moved.map { finding($0.rule, $0.owner, $0.element, label: $0.label, line: 99) }
        #expect(Baseline.encode(findings) == Baseline.encode(moved))

        let text = String(decoding: Baseline.encode(findings), as: UTF8.self)
        let elements = text.split(separator: "\n").filter { $0.contains("\"element\"") }
        #expect(elements.count == 4)
        #expect(elements.first!.contains("Checkout/VStack[0]/Button[2]"))
        #expect(elements.last!.contains("Settings/List[0]/Button[1]"))
        #expect(text.contains("\n  \"version\" : 1"))
        #expect(text.hasSuffix("}\n"))
    }

    @Test("a finding twice is recorded once")
    func deduplicates() throws {
        let data = Baseline.encode(findings + findings)
        #expect(data == Baseline.encode(findings))
    }

    @Test("a file that is not a baseline is an error naming the file", arguments: [
        ("{\"version\": 1, \"findings\": [", "not a baseline file"),
        ("{\"version\": 1, \"tool\": \"a11y-audit\"}", "missing \"findings\""),
        ("{\"version\": 7, \"tool\": \"a11y-audit\", \"findings\": []}", "baseline version 7 is not supported"),
    ])
    func invalidBaseline(text: String, message: String) throws {
        let folder = try ProfilesTestSupport.temporaryDirectory()
        defer { ProfilesTestSupport.remove(folder) }
        let path = folder + "/baseline.json"
        try ProfilesTestSupport.write(text, to: path)
        let error = try #require(#expect(throws: ConfigError.self) { try Baseline.load(path) })
        #expect(error.file == path)
        #expect(error.message.contains(message), "\(error)")
    }

    @Test("a JSON syntax error in a baseline has a line and column")
    func syntaxErrorPosition() throws {
        let folder = try ProfilesTestSupport.temporaryDirectory()
        defer { ProfilesTestSupport.remove(folder) }
        let path = folder + "/baseline.json"
        try ProfilesTestSupport.write("{\n  \"version\": 1,\n  \"findings\": [x]\n}\n", to: path)
        let error = try #require(#expect(throws: ConfigError.self) { try Baseline.load(path) })
        #expect((error.line, error.column) == (3, 16), "\(error)")
    }

    @Test("a missing baseline and an unwritable path are errors")
    func unreadableAndUnwritable() throws {
        let directory = try ProfilesTestSupport.temporaryDirectory()
        defer { ProfilesTestSupport.remove(directory) }
        #expect(throws: ConfigError.self) { try Baseline.load(directory + "/none.json") }
        #expect(throws: ConfigError.self) { try Baseline.write(findings, to: directory + "/no/such/folder/b.json") }
    }
}
