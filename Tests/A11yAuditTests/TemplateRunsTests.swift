import AuditModel
import Foundation
import Testing
@testable import SwiftUISource

/// Phase 2 builds templates in runs of files spread over the cores, each run with its own loader
/// of bodies: the templates must not depend on how the work was cut.
@Suite struct TemplateRunsTests {
    /// The example apps, plus members, modifiers, `extension View` functions and free functions
    /// declared in one file and used from another.
    static func inputs() throws -> [SwiftUIProject.Input] {
        var inputs: [SwiftUIProject.Input] = []
        for app in ["ShopApp", "Onboarding"] {
            let root = TestPaths.packageRoot.appendingPathComponent("Examples/\(app)")
            let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
            for case let path as String in enumerator where path.hasSuffix(".swift") {
                inputs.append(.file(root.appendingPathComponent(path).path))
            }
        }
        inputs.sort { $0.path < $1.path }
        inputs += [
            .text("Shared/A.swift", """
                import SwiftUI
                struct Header: View { var body: some View { Text("Header").font(.title) } }
                extension Screen { var footer: some View { Text("Footer") } }
                func badge(_ text: String) -> some View { Text(text).padding(4) }
                struct Framed: ViewModifier { func body(content: Content) -> some View { content.border(.gray) } }
                extension View { func card() -> some View { modifier(Framed()).padding() } }
                """),
            .text("Shared/B.swift", """
                import SwiftUI
                struct Screen: View {
                    var body: some View { VStack { Header(); footer; badge("New").card() } }
                }
                #Preview("Screen") { Screen() }
                """),
        ]
        return inputs
    }

    /// Everything a template set holds, in a fixed order, as text.
    static func rendered(_ prepared: SwiftUIProject.PreparedTemplates) -> [String] {
        func render(_ template: Template) -> String {
            template.parameters.map { "\($0.label ?? "_") \($0.name) \($0.kind) \(String(describing: $0.defaultValue))" }
                .joined(separator: ", ") + " -> " + template.views.map(SwiftUISourceSupport.render).joined(separator: "; ")
        }
        let set = prepared.templates
        return set.components.keys.sorted().map { "component \($0): \(render(set.components[$0]!))" }
            + set.modifiers.keys.sorted().flatMap { name in set.modifiers[name]!.map { "modifier \(name) \($0.key): \(render($0.template))" } }
            + set.extensions.keys.sorted().flatMap { name in set.extensions[name]!.map { "extension \(name) \($0.key): \(render($0.template))" } }
            + prepared.previews.map { "preview \($0.preview.location): \(render($0.template))" }
            + prepared.errors.map { "error \($0.location): \($0.message)" }
    }

    @Test func templatesBuiltInManyRunsEqualThoseBuiltInOne() throws {
        let inputs = try Self.inputs()
        let one = Self.rendered(SwiftUIProject.prepareTemplates(inputs, templateRuns: 1))
        #expect(one.count > 12)
        #expect(one.contains { $0.hasPrefix("component Screen:") && $0.contains(#"Text("Footer")"#) })
        for runs in [2, 5, 64] {
            #expect(Self.rendered(SwiftUIProject.prepareTemplates(inputs, templateRuns: runs)) == one, "\(runs) runs")
        }
    }

    @Test func runsAreContiguousCutBetweenFilesAndCoverEveryItemOnce() {
        // Items 0…11 in file order; files 0, 0, 0, 1, 2, 2, 3, 4, 4, 4, 5, 6.
        let files = [0, 0, 0, 1, 2, 2, 3, 4, 4, 4, 5, 6]
        let items = Array(0..<files.count)
        let runs = SwiftUIProject.contiguousRuns(items, files: files, weights: Array(repeating: 10, count: files.count),
                                                 count: 4)
        #expect(runs.joined().elementsEqual(items))
        #expect(runs.count >= 3 && runs.count <= 5)
        for (earlier, later) in zip(runs, runs.dropFirst()) {
            #expect(files[earlier.last!] != files[later.first!], "a file's items stay in one run")
        }
        #expect(SwiftUIProject.contiguousRuns(items, files: files, weights: Array(repeating: 10, count: files.count),
                                              count: 1) == [items])
        #expect(SwiftUIProject.contiguousRuns([], files: [], weights: [], count: 4).isEmpty)
    }
}
