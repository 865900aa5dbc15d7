import AuditModel
import Testing

/// An `AXNode` shares its fields between copies until one changes: it must still behave as a
/// plain value (a change to a copy never shows in the original, equal fields are equal nodes).
@Suite struct AXNodeValueTests {
    func node(_ path: String) -> AXNode {
        AXNode(role: .button, viewType: "Button", isElement: true,
               location: SourceLocation(file: "A.swift", line: 1, column: 1), path: path)
    }

    @Test func changingACopyLeavesTheOriginalUnchanged() {
        var original = node("Screen/Button[0]")
        original.children = [node("Screen/Button[0]/Text[0]")]
        var copy = original
        copy.label = SpokenText("Buy", source: .explicit)
        copy.children[0].traits.insert(.header)
        copy.modifierLocations["font"] = SourceLocation(file: "B.swift", line: 2, column: 3)
        #expect(original.label == nil)
        #expect(original.children[0].traits.isEmpty)
        #expect(original.modifierLocations.isEmpty)
        #expect(copy.label?.literalText == "Buy")
        #expect(copy.children[0].traits == [.header])
    }

    @Test func nodesWithEqualFieldsAreEqualAndHashAlike() {
        var a = node("Screen/Text[0]")
        var b = node("Screen/Text[0]")
        a.isHidden = true
        b.isHidden = true
        #expect(a == b)
        #expect(Set([a, b]).count == 1)
        b.sortPriority = 1
        #expect(a != b)
    }
}
