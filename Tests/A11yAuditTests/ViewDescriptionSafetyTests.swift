import AuditModel
import Foundation
import SafeXML
import Testing
import ViewDescription

/// Hostile inputs: each is refused with an InputError — which the facade
/// turns into exit code 2 — never a crash, a hang or leaked file contents.
@Suite struct ViewDescriptionSafetyTests {
    /// Loads and validates a description; both must refuse it. Returns every message.
    func refusal(_ name: String, _ text: String) -> [String] {
        let path = temporaryDescription(name, text)
        let loaded = ViewDescriptionLoader.load(file: path, displayName: name)
        let validated = ViewDescriptionLoader.validate(file: path, displayName: name)
        #expect(!loaded.errors.isEmpty, "load accepted \(name)")
        #expect(!validated.isEmpty, "validate accepted \(name)")
        #expect(loaded.viewScreens.isEmpty)
        let parsed = SafeXML.parse(file: path, displayName: name)
        if case .success = parsed { Issue.record("SafeXML.parse accepted \(name)") }
        return (loaded.errors + validated).map(\.description)
    }

    @Test func externalEntityPointingAtALocalFileIsRefusedAndNeverRead() {
        let messages = refusal("XXE.a11y.xml", """
        <?xml version="1.0"?>
        <!DOCTYPE screens [ <!ENTITY secret SYSTEM "file:///etc/passwd"> ]>
        <screens><screen name="&secret;"><Text>&secret;</Text></screen></screens>
        """)
        #expect(messages.allSatisfy { $0.contains("XXE.a11y.xml:2: document declares entities") })
        #expect(!messages.contains { $0.contains("root:") || $0.contains("/bin/") })
    }

    @Test func billionLaughsIsRefused() {
        var doctype = "<!DOCTYPE screens [\n<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            doctype += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        doctype += "]>\n"
        let messages = refusal("Laughs.a11y.xml", doctype + "<screens><screen name=\"&lol9;\"><Text>&lol9;</Text></screen></screens>\n")
        #expect(messages.allSatisfy { $0.contains("declares entities") })
    }

    @Test func aDoctypeDeclaringAnyEntityIsRefused() {
        let messages = refusal("Doctype.a11y.xml", """
        <!DOCTYPE screens [ <!ENTITY app "Shopper"> ]>
        <screens><screen name="A"><Text>Welcome</Text></screen></screens>
        """)
        #expect(messages.allSatisfy { $0.hasPrefix("Doctype.a11y.xml:1: document declares entities") })
    }

    @Test func parameterEntitiesAreRefused() {
        let messages = refusal("Parameter.a11y.xml", """
        <!DOCTYPE screens [ <!ENTITY % remote SYSTEM "http://example.invalid/evil.dtd"> %remote; ]>
        <screens><screen name="A"><Text>Hi</Text></screen></screens>
        """)
        #expect(messages.allSatisfy { $0.contains("declares entities") })
    }

    @Test func hundredThousandDeepNestingIsAClearErrorNotACrash() {
        let depth = 100_000
        let text = "<screens><screen name=\"Deep\">" + String(repeating: "<VStack>", count: depth)
            + String(repeating: "</VStack>", count: depth) + "</screen></screens>"
        let messages = refusal("Deep.a11y.xml", text)
        #expect(messages.allSatisfy { $0.contains("depth") })
    }

    @Test func deeplyNestedJSONIsAnErrorNotACrash() {
        let depth = 100_000
        let text = "{\"screens\": " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
        let path = temporaryDescription("Deep.a11y.json", text)
        let result = ViewDescriptionLoader.load(file: path, displayName: "Deep.a11y.json")
        #expect(!result.errors.isEmpty)
        #expect(result.viewScreens.isEmpty)
    }

    @Test func invalidUTF8IsRefused() throws {
        var bytes = Array("<screens><screen name=\"A\"><Text>caf".utf8)
        bytes += [0xC3, 0x28, 0xFF]
        bytes += Array("</Text></screen></screens>\n".utf8)
        for name in ["Bad.a11y.xml", "Bad.a11y.json", "Bad.axdump.txt"] {
            let path = temporaryDescription(name, "")
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let result = ViewDescriptionLoader.load(file: path, displayName: name)
            #expect(!result.errors.isEmpty, "\(name) accepted")
            #expect(result.viewScreens.isEmpty && result.screens.isEmpty)
        }
    }

    @Test func utf16DocumentsAreRefused() throws {
        let path = temporaryDescription("Wide.a11y.xml", "")
        let text = "<!DOCTYPE screens [ <!ENTITY x SYSTEM \"file:///etc/passwd\"> ]><screens/>"
        try (Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!).write(to: URL(fileURLWithPath: path))
        let errors = ViewDescriptionLoader.load(file: path, displayName: "Wide.a11y.xml").errors
        #expect(errors.map(\.message) == ["not a UTF-8 XML document (it must start with '<'; UTF-16/32 documents are not accepted)"])
        #expect(errors.map(\.location.line) == [1])
        if case .success = SafeXML.parse(file: path) { Issue.record("SafeXML.parse accepted a UTF-16 document") }
    }

    @Test("a malformed JSON description names the line of the offending value, or the last line when it ends early")
    func malformedJSONNamesItsLine() {
        let cases: [(text: String, line: Int)] = [
            ("{\n  \"screens\": [\n    {\"name\": \"Café\",\n     \"root\": {\"type\": nope}}\n  ]\n}\n", 4),
            ("{\n  \"screens\": [\n    {\"name\": \"A\u{01}B\"}\n  ]\n}\n", 3),
            ("{\n  \"screens\": [\n    {\"name\": 01}\n  ]\n}\n", 3),
            ("{\n  \"screens\": [\n    {\"name\": \"A\",\n", 3),
        ]
        for (text, line) in cases {
            let path = temporaryDescription("Bad.a11y.json", text)
            let errors = ViewDescriptionLoader.load(file: path, displayName: "Bad.a11y.json").errors
            #expect(errors.map(\.location.line) == [line], "\(errors)")
            #expect(errors.first?.message.hasPrefix("malformed JSON") == true)
        }
    }

    @Test func aHugeFileIsRefusedBySizeBeforeItIsRead() throws {
        for name in ["Huge.a11y.xml", "Huge.a11y.json", "Huge.axdump.txt"] {
            let path = temporaryDescription(name, "<screens>")
            // Sparse: 1 GiB of size, no disk blocks written.
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            try handle.truncate(atOffset: 1 << 30)
            try handle.close()
            let errors = ViewDescriptionLoader.load(file: path, displayName: name).errors
            #expect(errors.count == 1)
            #expect(errors.first?.message.contains("1024 MiB, over the") == true, "\(errors)")
            try FileManager.default.removeItem(atPath: path)
        }
    }

    @Test func externalDTDIsNotLoaded() {
        let path = temporaryDescription("External.a11y.xml", """
        <!DOCTYPE screens SYSTEM "file:///etc/passwd">
        <screens><screen name="A"><Text>Hi</Text></screen></screens>
        """)
        let result = ViewDescriptionLoader.load(file: path, displayName: "External.a11y.xml")
        #expect(result.errors == [])
        #expect(result.viewScreens.map(\.name) == ["A"])
    }
}

extension ViewDescriptionSafetyTests {
    @Test func deeplyIndentedDumpIsAClearErrorNotACrash() {
        // Indentation makes depth quadratic in size; a thousand levels is well past the limit.
        let lines = (0..<1_000).map { String(repeating: " ", count: $0) + "Other, 0x\($0), {{0.0, 0.0}, {10.0, 10.0}}" }
        let path = temporaryDescription("Deep.axdump.txt", lines.joined(separator: "\n"))
        let result = ViewDescriptionLoader.load(file: path, displayName: "Deep.axdump.txt")
        #expect(result.screens.isEmpty)
        #expect(result.errors.map(\.description) == ["Deep.axdump.txt:257: elements nest deeper than 256 levels (excessive depth); refused"])
    }
}
