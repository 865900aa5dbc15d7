import AuditModel
import Foundation
import Testing
import ViewDescription

/// Path of a fixture in `Fixtures/ViewDescription/`.
func viewDescriptionFixture(_ name: String) -> String {
    Bundle.module.resourcePath! + "/Fixtures/ViewDescription/" + name
}

/// Writes `text` to a fresh temporary file with the given name and returns its path.
func temporaryDescription(_ name: String, _ text: String) -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vd-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let path = dir.appendingPathComponent(name).path
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    return path
}

@Suite struct ViewDescriptionXMLTests {
    @Test func iconOnlyButtonIsAButtonWhoseLabelIsOnlyASymbolImage() throws {
        let result = ViewDescriptionLoader.load(file: viewDescriptionFixture("IconButton.a11y.xml"), displayName: "IconButton.a11y.xml")
        #expect(result.errors == [])
        let screen = try #require(result.viewScreens.first)
        #expect(screen.name == "Photo")
        #expect(screen.source == .xmlDescription)
        let button = screen.root.children[1]
        #expect(button.type == "Button")
        #expect(button.location == SourceLocation(file: "IconButton.a11y.xml", line: 11, column: 8))
        let label = try #require(button.argument("label")?.value.views)
        #expect(label.count == 1)
        #expect(label[0].type == "Image")
        #expect(label[0].arguments == [Argument(label: "systemName", value: .string("square.and.arrow.up"),
                                                location: SourceLocation(file: "IconButton.a11y.xml", line: 12, column: 10))])
        #expect(button.argument("action")?.value == .closure)
        #expect(button.children.isEmpty)
    }
}
