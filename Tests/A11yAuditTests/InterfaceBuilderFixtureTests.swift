import AuditModel
import Foundation
import Testing
@testable import InterfaceBuilder

/// Whole documents in the shapes Xcode writes (modelled on real apps).
@Suite struct InterfaceBuilderFixtureTests {
    @Test func storyboardWithNavigationControllerAttributedTextAndOutlets() throws {
        let path = IBTest.fixture("Feedback.storyboard")
        let out = InterfaceBuilderLoader.load(file: path)
        #expect(out.errors.isEmpty)
        // The navigation controller shows nothing of its own; the two scenes share a title.
        #expect(out.screens.map(\.name) == ["Send Feedback", "Send Feedback (scn-00-003)"])
        let feedback = try #require(out.screens.first)
        #expect(feedback.location.line == 34)
        let header = try #require(feedback.root.allNodes.first { $0.path == "Send Feedback/View[0]/Label[0]" })
        #expect(header.location.line == 39)
        #expect(header.label?.spoken == "Let's get started!" && header.traits == [.staticText, .header])
        #expect(header.font == .fixed(size: 20) && header.layout.isBold)
        #expect(header.location(ofModifier: "font").line == 48)
        #expect(header.mayChangeAtRuntime)  // outlet headerText
        let buttons = feedback.root.allNodes.filter { $0.viewType == "UIButton" }
        #expect(buttons.map(\.label) == [SpokenText("Positive", source: .explicit), SpokenText("sadFace", source: .assetName)])
        #expect(buttons.map(\.location.line) == [58, 67])
        let bar = try #require(feedback.root.children.first)
        // The back item belongs to the next screen; the cancel item has an outlet.
        #expect(bar.children.map { $0.label?.spoken } == ["Send Feedback", "Cancel"])
        #expect(bar.children.last?.mayChangeAtRuntime == true)
        let text = try #require(out.screens.last?.root.allNodes.first { $0.viewType == "UITextView" })
        #expect(text.role == .textField && text.label == nil && text.identifier == "feedbackText")
        #expect(text.font == .textStyleNotAdjusting(.body))
    }

    @Test func legacyXibWithoutAutoLayout() throws {
        let out = InterfaceBuilderLoader.load(file: IBTest.fixture("Legacy.xib"))
        #expect(out.errors.isEmpty)
        #expect(out.screens.map(\.name) == ["Legacy"])
        let nodes = IBTest.nodes(out)
        let title = nodes[0]
        #expect(title.label?.spoken == "Enter your passcode" && title.font == .fixed(size: 20) && title.layout.isBold)
        #expect(title.layout.minimumScaleFactor == 0.5)  // legacy autoshrink: minimumFontSize 10 of 20 pt
        #expect(title.layout.height?.points == 21)  // no Auto Layout: the frame is the size
        let key = nodes[1]
        #expect(key.traits == [.button, .keyboardKey] && key.identifier == "number1Button")
        #expect(key.label == SpokenText("key1", source: .assetName))
        #expect(key.layout.width?.points == 60 && key.layout.height?.points == 36)
        #expect(!key.mayChangeAtRuntime)
    }
}
