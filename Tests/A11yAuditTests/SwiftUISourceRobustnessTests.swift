import AuditModel
import Foundation
import SwiftUISource
import Testing

@Suite struct SwiftUISourceRobustness {
    typealias S = SwiftUISourceSupport

    @Test func malformedSwiftIsOneErrorAndWhatParsedIsStillBuilt() throws {
        let source = """
        import SwiftUI
        struct Broken: View {
            var body: some View {
                VStack {
                    Text("Still here")
                    Button("Save" { save() }
        """
        let result = S.load([("Broken.swift", source)])
        #expect(result.errors.count == 1)
        let error = try #require(result.errors.first)
        #expect(error.location.file == "Broken.swift")
        #expect(error.location.line == 6)
        #expect(error.message.hasPrefix("Swift syntax error: "))
        #expect(result.screens.map(\.name) == ["Broken"])
        #expect(S.render(result.screens[0].root).contains(#"Text("Still here")"#))
    }

    @Test func tenThousandNestedStacksDoNotCrash() throws {
        let depth = 10_000
        let source = "struct Deep: View { var body: some View {\n"
            + String(repeating: "VStack {\n", count: depth) + "Text(\"x\")\n"
            + String(repeating: "}\n", count: depth) + "} }\n"
        let result = S.load([("Deep.swift", source)])
        let error = try #require(result.errors.first)
        // Refused by the pre-scan, before SwiftParser could overflow its stack.
        #expect(error.message.contains("nested deeper than \(InputLimits.swiftNesting) levels"))
        #expect(error.location.line == InputLimits.swiftNesting)
        #expect(result.screens.isEmpty)
    }

    @Test func tenThousandModifiersInAChainStopAtTheLimit() throws {
        let source = "struct Chain: View { var body: some View { Text(\"x\")"
            + String(repeating: ".padding()", count: 10_000) + " } }"
        let result = S.load([("Chain.swift", source)])
        #expect(result.errors.map(\.message) == ["more than \(InputLimits.modifiersPerView) modifiers on one view; "
            + "the modifiers beyond them are not audited"])
        let text = try #require(result.screens.first?.root.children.first)
        #expect(text.type == "Text")
        #expect(text.modifiers.count == InputLimits.modifiersPerView)
    }

    @Test func deeplyNestedValuesDoNotCrash() {
        let source = "struct Values: View { var body: some View { Text(\"x\").padding("
            + String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000) + ") } }"
        let result = S.load([("Values.swift", source)])
        #expect(result.screens.isEmpty)
        #expect(result.errors.first?.message.contains("nested deeper than") == true)
    }

    @Test func invalidUTF8IsAnInputError() throws {
        let folder = TestPaths.scratchPath("swiftui-utf8")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Bad.swift").path
        var bytes = Array("struct A: View {\n var body: some View { Text(\"".utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array("\") }\n}\n".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let result = SwiftUIProject().load(files: [path])
        let error = try #require(result.errors.first)
        #expect(error.message.contains("UTF-8"))
        #expect(error.location.line == 2)
        #expect(result.screens.isEmpty)
    }

    @Test func missingFileIsAnInputError() throws {
        let result = SwiftUIProject().load(files: ["/nonexistent/Nope.swift"])
        let error = try #require(result.errors.first)
        #expect(error.location.file == "/nonexistent/Nope.swift")
        #expect(error.message == "file not found")
    }

    @Test func filesThatCannotDeclareViewsAreNotParsed() {
        // A syntax error would be reported if the file were parsed: it is not.
        let model = "struct User { let name: String\n var viewModel: ViewModel\n func broken( { }"
        let result = S.load([("Model.swift", model)])
        #expect(result.errors.isEmpty)
        #expect(result.screens.isEmpty)
        // The same error in a file that mentions `View` is reported.
        let view = "struct User: View { func broken( { } }"
        #expect(S.load([("View.swift", view)]).errors.count == 1)
    }

    @Test(arguments: ["struct A: View {}", "extension View { }", "#Preview { }", "struct M: ViewModifier {}",
                      "@ViewBuilder var x: some View { EmptyView() }", "let spacing: CGFloat = 8",
                      "extension Font { static let brand = Font.custom(\"A\", size: 3) }",
                      "struct P: PreviewProvider {}", "struct A: SwiftUI.View {}"])
    func prefilterKeepsFilesThatMayDeclareViews(_ source: String) {
        // Each gets parsed: a trailing syntax error shows it.
        #expect(S.load([("F.swift", source + "\nfunc broken( {")]).errors.count == 1)
    }

    @Test(arguments: ["struct ViewModel { }", "// previews and reviews", "let reviews = Reviews()",
                      "class PreviewManager {}", "enum Fonts {}"])
    func prefilterSkipsFilesThatCannotDeclareViews(_ source: String) {
        #expect(S.load([("F.swift", source + "\nfunc broken( {")]).errors.isEmpty)
    }

    @Test func manyComponentsUsingEachOtherStayBounded() {
        // Each component uses the next one twice: inlining would double at every level.
        var source = ""
        for i in 0..<40 {
            source += "struct C\(i): View { var body: some View { VStack { C\(i + 1)(); C\(i + 1)() } } }\n"
        }
        source += "struct C40: View { var body: some View { Text(\"leaf\") } }\n"
        let result = S.load([("Wide.swift", source)])
        #expect(result.screens.map(\.name) == ["C0"])
        #expect(result.errors.contains { $0.message.contains("too large or too deep") && $0.screen == "C0" })
    }
}
