import AuditModel
import Foundation
@testable import Rules
import Testing

/// The Dynamic Type rules on hand-built accessibility trees (DTTree), with the estimate's
/// numbers worked out in the comments (device 375 pt, 0.5 em per character).
@Suite struct DynamicTypeRulesTests {
    private func violations(_ rule: some Rule, _ screen: Screen) -> [Violation] {
        rule.evaluate(screen).violations
    }

    // MARK: Catalog

    @Test func catalogListsTheDynamicTypeRulesInOrder() {
        let ids = RuleCatalog.all.filter { $0.descriptor.category == .dynamicType }.map(\.descriptor.id)
        #expect(ids == ["fixed-font-size", "dynamic-type-clamped", "text-clipped", "text-truncated",
                        "minimum-scale-factor", "unscaled-metric", "ib-font-not-adjusting",
                        "layout-not-adaptive"])
    }

    @Test func everyRuleHasThreeExamplesEachWay() {
        for rule in RuleCatalog.all where rule.descriptor.category == .dynamicType {
            let examples = rule.descriptor.examples
            #expect(examples.filter(\.triggers).count >= 3, "\(rule.descriptor.id)")
            #expect(examples.filter { !$0.triggers }.count >= 3, "\(rule.descriptor.id)")
        }
    }

    @Test func cleanScreenHasNoDynamicTypeFinding() {
        let screen = DTTree.cleanScreen()
        for rule in RuleCatalog.all where rule.descriptor.category == .dynamicType {
            #expect(rule.evaluate(screen).violations.isEmpty, "\(rule.descriptor.id)")
        }
    }

    // MARK: fixed-font-size

    @Test func fixedFontIsReportedAtTheFontModifier() throws {
        let screen = DTTree.screen(DTTree.text("Sale", "S/Text[0]", font: .fixed(size: 14)) {
            $0.modifierLocations["font"] = SourceLocation(file: DTTree.file, line: 2, column: 17)
        })
        let found = violations(FixedFontSizeRule(), screen)
        let first = try #require(found.first)
        #expect(found.count == 1)
        #expect(first.location.column == 17)
        #expect(first.status == .violation)
        #expect(first.message == #""Sale" uses a fixed 14 pt font: it stays 14 pt when people choose larger text (body text is 40 pt at accessibility3)"#)
    }

    @Test func fixedFontOnAStackIsReportedOnceWhereWritten() {
        var stack = DTTree.stack(.vstack, "VStack", "S/VStack[0]", [
            DTTree.text("Order #1234", "S/VStack[0]/Text[0]", font: .fixed(size: 13)),
            DTTree.text("Shipped", "S/VStack[0]/Text[1]", font: .fixed(size: 13)),
        ])
        stack.modifierLocations["font"] = SourceLocation(file: DTTree.file, line: 5, column: 6)
        let found = violations(FixedFontSizeRule(), DTTree.screen(stack))
        #expect(found.map(\.node.path) == ["S/VStack[0]"])
        #expect(found.map(\.location.line) == [5])
    }

    @Test func inheritedFontLocationIsReportedOnce() {
        // Semantics copies the container's `.font` location onto each text that inherits it.
        let written = SourceLocation(file: DTTree.file, line: 5, column: 6)
        let stack = DTTree.stack(.vstack, "VStack", "S/VStack[0]", [
            DTTree.text("Order #1234", "S/VStack[0]/Text[0]", font: .fixed(size: 13)) { $0.modifierLocations["font"] = written },
            DTTree.text("Shipped", "S/VStack[0]/Text[1]", font: .fixed(size: 13)) { $0.modifierLocations["font"] = written },
        ])
        #expect(violations(FixedFontSizeRule(), DTTree.screen(stack)).map(\.location) == [written])
    }

    @Test func textStylesAndScalingCustomFontsPass() {
        let screen = DTTree.screen(DTTree.stack(.vstack, "VStack", "S/VStack[0]", [
            DTTree.text("Sale", "S/VStack[0]/Text[0]", font: .textStyle(.caption)),
            DTTree.text("Welcome", "S/VStack[0]/Text[1]", font: .custom(size: 22, relativeTo: .title2)),
            DTTree.text("Price", "S/VStack[0]/Text[2]", font: nil),
        ]))
        let outcome = FixedFontSizeRule().evaluate(screen)
        #expect(outcome.applicable && outcome.violations.isEmpty)
    }

    @Test func uikitFixedFontThatCodeMayChangeNeedsReview() throws {
        var label = DTTree.text("Sale", "S/UILabel[0]", font: .fixed(size: 17))
        label.viewType = "UILabel"
        label.mayChangeAtRuntime = true
        let found = violations(FixedFontSizeRule(), DTTree.screen(label, source: .interfaceBuilder))
        let first = try #require(found.first)
        #expect(first.status == .needsReview)
        #expect(first.message.hasPrefix(#"UILabel "Sale" uses a fixed 17 pt font"#))
    }

    // MARK: dynamic-type-clamped

    @Test func capBelowTheTargetIsReportedOnceAtTheModifier() throws {
        var stack = DTTree.stack(.vstack, "VStack", "S/VStack[0]", [
            DTTree.text("Ticket", "S/VStack[0]/Text[0]"), DTTree.text("Gate 12", "S/VStack[0]/Text[1]"),
        ]) { $0.layout.dynamicTypeRange = .xSmall ... .large }
        stack.modifierLocations["dynamicTypeSize"] = SourceLocation(file: DTTree.file, line: 4, column: 6)
        let found = violations(DynamicTypeClampedRule(), DTTree.screen(stack))
        let first = try #require(found.first)
        #expect(found.count == 1)
        #expect(first.location.line == 4)
        #expect(first.message == #".dynamicTypeSize(...large) caps "Ticket" at large: people who choose accessibility3 still get large text here"#)
    }

    @Test func capAtOrAboveTheTargetOrWithLargeContentViewerPasses() {
        let atTarget = DTTree.screen(DTTree.text("Total", "S/Text[0]") {
            $0.layout.dynamicTypeRange = .xSmall ... .accessibility3
        })
        let withViewer = DTTree.screen(DTTree.text("Home", "S/Text[0]") {
            $0.layout.dynamicTypeRange = .xSmall ... .xxxLarge
            $0.showsLargeContentViewer = true
        })
        #expect(violations(DynamicTypeClampedRule(), atTarget).isEmpty)
        #expect(violations(DynamicTypeClampedRule(), withViewer).isEmpty)
    }

    @Test func largeContentViewerCoversTheTextsThatInheritTheCap() {
        // A tab-bar-like item: the cap and the Large Content Viewer on the item, its text
        // inheriting the range (as Semantics passes it down).
        let item = DTTree.stack(.vstack, "VStack", "S/VStack[0]", [
            DTTree.text("Home", "S/VStack[0]/Text[0]") { $0.layout.dynamicTypeRange = .xSmall ... .xxxLarge },
        ]) {
            $0.layout.dynamicTypeRange = .xSmall ... .xxxLarge
            $0.showsLargeContentViewer = true
        }
        #expect(violations(DynamicTypeClampedRule(), DTTree.screen(item)).isEmpty)
    }

    @Test func aStricterProfileTargetMovesTheLine() {
        // target accessibility5: a cap at accessibility3 is now too low.
        var options = RuleOptions()
        options.dynamicTypeTarget = .accessibility5
        let screen = DTTree.screen(DTTree.text("Total", "S/Text[0]") {
            $0.layout.dynamicTypeRange = .xSmall ... .accessibility3
        })
        let outcome = DynamicTypeClampedRule().evaluate(screen, options: options)
        #expect(outcome.violations.count == 1)
    }

    // MARK: text-clipped

    @Test func bannerIsClippedFromMedium() throws {
        // medium: 45 × 0.5 × 16 = 360 > 343 → 2 lines × 21 pt = 42 in the 24 pt frame.
        let found = violations(TextClippedRule(), DTTree.bannerScreen())
        let first = try #require(found.first)
        #expect(found.count == 1)
        #expect(first.message == #"at medium "Free shipping on…" needs 2 lines × 21 pt in a 24 pt frame (estimate)"#)
        #expect(first.node.path == "S/VStack[0]/Text[0]")
        #expect(first.location.line == 2 && first.location.column == 30)   // the .frame modifier
    }

    @Test func clippingByAnAncestorFramePointsAtThatFrame() throws {
        // VStack { Text("Title"); Text(60 chars) }.frame(height: 100): at AX1 the long text needs
        // 3 lines × 34 = 102 in 100 − 34 − 8 = 58 pt.
        var column = DTTree.stack(.vstack, "VStack", "S/VStack[0]", [
            DTTree.text("Title", "S/VStack[0]/Text[0]"),
            DTTree.text(String(repeating: "x", count: 60), "S/VStack[0]/Text[1]"),
        ]) { $0.layout.height = DTTree.fixed(100) }
        column.modifierLocations["frame"] = SourceLocation(file: DTTree.file, line: 9, column: 10)
        let found = violations(TextClippedRule(), DTTree.screen(column))
        let first = try #require(found.first)
        // The title fits until AX3, where two 48 pt lines and the spacing need 104 > 100
        // (the frame shares 92 pt: 46 each).
        #expect(found.map(\.node.path) == ["S/VStack[0]/Text[1]", "S/VStack[0]/Text[0]"])
        #expect(found.last?.message.hasPrefix("at accessibility3 ") == true)
        #expect(first.location.line == 9)
        #expect(first.message == #"at accessibility1 "xxxxxxxxxxxxxxxx…" needs 3 lines × 34 pt in the 58 pt left of a 100 pt frame (estimate)"#)
    }

    @Test func clippingPastTheTargetIsNotReported() {
        // Text("Continue").font(.headline).frame(width: 120, height: 44): 8 characters.
        // AX2 (33/40): 132 > 120 → 2 lines × 40 = 80 > 44: clipped at AX2 with target AX3,
        // but a target of AX1 (112 ≤ 120, 1 line × 34 ≤ 44) passes.
        let screen = DTTree.screen(DTTree.text("Continue", "S/Text[0]", font: .textStyle(.headline)) {
            $0.layout.width = DTTree.fixed(120)
            $0.layout.height = DTTree.fixed(44)
        })
        #expect(violations(TextClippedRule(), screen).first?.message.hasPrefix("at accessibility2 ") == true)
        var options = RuleOptions()
        options.dynamicTypeTarget = .accessibility1
        #expect(TextClippedRule().evaluate(screen, options: options).violations.isEmpty)
    }

    @Test func scaledFrameKeepsUpWithTheText() {
        // @ScaledMetric height 24: 24 × 40/17 = 56.5 at AX3 ≥ 48 (1 line; 13 × 20 = 260 ≤ 375).
        let screen = DTTree.screen(DTTree.text("Free shipping", "S/Text[0]") {
            $0.layout.height = DTTree.scaled(24)
        })
        #expect(violations(TextClippedRule(), screen).isEmpty)
    }

    // MARK: text-truncated

    @Test func lineLimitTruncationNamesTheFirstSize() throws {
        // 100 pt, one line, 17 characters: xSmall 17 × 7 = 119 > 100 → needs 2 lines.
        let screen = DTTree.screen(DTTree.text("Continue shopping", "S/Text[0]") {
            $0.layout.width = DTTree.fixed(100)
            $0.layout.lineLimit = 1
        })
        let first = try #require(violations(TextTruncatedRule(), screen).first)
        #expect(first.message == #"at xSmall "Continue shoppin…" needs 2 lines in 100 pt of width but its line limit of 1 cuts it off (estimate)"#)
        #expect(violations(TextClippedRule(), screen).isEmpty)
    }

    @Test func truncationPointsAtTheLineLimitWhereWritten() throws {
        // .lineLimit(1) on the VStack: the 60-character text is truncated at large (510 > 375).
        var column = DTTree.stack(.vstack, "VStack", "S/VStack[0]", [
            DTTree.text(String(repeating: "x", count: 60), "S/VStack[0]/Text[0]"),
        ]) { $0.layout.lineLimit = 1 }
        column.modifierLocations["lineLimit"] = SourceLocation(file: DTTree.file, line: 7, column: 6)
        let first = try #require(violations(TextTruncatedRule(), DTTree.screen(column)).first)
        #expect(first.node.path == "S/VStack[0]/Text[0]")
        #expect(first.location.line == 7)
    }

    @Test func dynamicTextSaysWhatLengthWasAssumed() throws {
        // Text(product.name).font(.largeTitle).lineLimit(1): 20 assumed characters.
        // xLarge (36 pt): 20 × 18 = 360 > 343 (after .padding() 16 + 16) → 2 lines.
        let screen = DTTree.screen(DTTree.stack(.vstack, "VStack", "S/VStack[0]", [
            DTTree.text("", "S/VStack[0]/Text[0]", font: .textStyle(.largeTitle), dynamic: "product.name") {
                $0.layout.lineLimit = 1
            },
        ]) { $0.layout.paddingLeading = Metric(16, expression: "default"); $0.layout.paddingTrailing = Metric(16, expression: "default") })
        let first = try #require(violations(TextTruncatedRule(), screen).first)
        #expect(first.message == "at xLarge \"‹product.name›\" needs 2 lines in 343 pt of width but its line limit of 1 cuts it off (estimate; 20 characters assumed for ‹product.name›)")
    }

    @Test func shortTextWithALineLimitPasses() {
        // AX3: 17 × 20 = 340 ≤ 375 → 1 line.
        let screen = DTTree.screen(DTTree.text("Continue shopping", "S/Text[0]") { $0.layout.lineLimit = 1 })
        #expect(violations(TextTruncatedRule(), screen).isEmpty)
    }

    // MARK: minimum-scale-factor

    @Test func shrinkingBodyByHalfGoesBelowElevenPoints() throws {
        // body at large 17 × 0.5 = 8.5 pt < 11.
        var stack = DTTree.stack(.vstack, "VStack", "S/VStack[0]", [
            DTTree.text("Order", "S/VStack[0]/Text[0]"), DTTree.text("Shipped", "S/VStack[0]/Text[1]"),
        ]) { $0.layout.minimumScaleFactor = 0.5 }
        stack.modifierLocations["minimumScaleFactor"] = SourceLocation(file: DTTree.file, line: 6, column: 6)
        let found = violations(MinimumScaleFactorRule(), DTTree.screen(stack))
        let first = try #require(found.first)
        #expect(found.count == 1)
        #expect(first.location.line == 6)
        #expect(first.message == #"minimumScaleFactor(0.5) lets "Order" shrink to 8.5 pt at the default text size (17 pt × 0.5); text under 11 pt is hard to read"#)
    }

    @Test func shrinkingThatStaysReadablePasses() {
        // 17 × 0.7 = 11.9 ≥ 11; largeTitle 34 × 0.5 = 17 ≥ 11.
        let screen = DTTree.screen(DTTree.stack(.vstack, "VStack", "S/VStack[0]", [
            DTTree.text("Continue", "S/VStack[0]/Text[0]") { $0.layout.minimumScaleFactor = 0.7 },
            DTTree.text("Balance", "S/VStack[0]/Text[1]", font: .textStyle(.largeTitle)) {
                $0.layout.minimumScaleFactor = 0.5
            },
        ]))
        #expect(violations(MinimumScaleFactorRule(), screen).isEmpty)
    }

    // MARK: unscaled-metric

    @Test func fixedIconNextToScalingTextIsReported() throws {
        let row = DTTree.stack(.hstack, "HStack", "S/HStack[0]", [
            DTTree.icon("S/HStack[0]/Image[0]", side: DTTree.fixed(24)),
            DTTree.text("Favorites", "S/HStack[0]/Text[1]"),
        ])
        let first = try #require(violations(UnscaledMetricRule(), DTTree.screen(row)).first)
        #expect(first.node.path == "S/HStack[0]/Image[0]")
        #expect(first.location.column == 20)
        #expect(first.message == "a fixed 24 pt icon frame sits next to text that scales (40 pt at accessibility3); the icon stays 24 pt at every text size — size it with @ScaledMetric")
    }

    @Test func scaledIconAndIconsWithoutTextPass() {
        let scaledRow = DTTree.stack(.hstack, "HStack", "S/HStack[0]", [
            DTTree.icon("S/HStack[0]/Image[0]", side: DTTree.scaled(24)),
            DTTree.text("Favorites", "S/HStack[0]/Text[1]"),
        ])
        let fixedTextRow = DTTree.stack(.hstack, "HStack", "S/HStack[0]", [
            DTTree.icon("S/HStack[0]/Image[0]", side: DTTree.fixed(24)),
            DTTree.text("Favorites", "S/HStack[0]/Text[1]", font: .fixed(size: 15)),
        ])
        #expect(violations(UnscaledMetricRule(), DTTree.screen(scaledRow)).isEmpty)
        #expect(violations(UnscaledMetricRule(), DTTree.screen(fixedTextRow)).isEmpty)
    }

    @Test func aSymbolThatIsNotResizableFollowsItsFontWhateverItsFrame() {
        let row = DTTree.stack(.hstack, "HStack", "S/HStack[0]", [
            DTTree.icon("S/HStack[0]/Image[0]", side: DTTree.fixed(24), resizable: false),
            DTTree.text("Favorites", "S/HStack[0]/Text[1]"),
        ])
        #expect(violations(UnscaledMetricRule(), DTTree.screen(row)).isEmpty)
    }

    @Test func thumbnailsSpacingAndPaddingAreNotReported() {
        // A 56 pt product photo (asset image), spacing 12 and padding 12 beside scaling text.
        var photo = AXNode(role: .image, viewType: "Image", isElement: false, location: DTTree.location(3),
                           path: "S/HStack[0]/Image[0]")
        photo.layout.width = DTTree.fixed(56)
        photo.layout.height = DTTree.fixed(56)
        let row = DTTree.stack(.hstack, "HStack", "S/HStack[0]", [
            photo,
            DTTree.text("Trail Runner", "S/HStack[0]/Text[1]") { $0.layout.paddingLeading = DTTree.fixed(12) },
        ]) { $0.layout.spacing = DTTree.fixed(12) }
        let outcome = UnscaledMetricRule().evaluate(DTTree.screen(row))
        #expect(outcome.applicable && outcome.violations.isEmpty)
    }

    @Test func iconAboveTextInAColumnIsNotInARow() {
        let column = DTTree.stack(.vstack, "VStack", "S/VStack[0]", [
            DTTree.icon("S/VStack[0]/Image[0]", side: DTTree.fixed(24)),
            DTTree.text("Order placed", "S/VStack[0]/Text[1]"),
        ])
        #expect(violations(UnscaledMetricRule(), DTTree.screen(column)).isEmpty)
    }

    // MARK: layout-not-adaptive

    @Test func rowThatCannotFitAWordPerLineIsReported() throws {
        // HStack { Text("Recommended"); Text("Wireless headphones") }: longest words 11 and 10
        // characters. AX2 (16.5 pt per character): 181.5 + 8 + 165 = 354.5 ≤ 375 fits wrapped;
        // AX3 (20): 220 + 8 + 200 = 428 > 375. On one line at AX3: 220 + 8 + 380 = 608.
        let row = DTTree.stack(.hstack, "HStack", "S/HStack[0]", [
            DTTree.text("Recommended", "S/HStack[0]/Text[0]"),
            DTTree.text("Wireless headphones", "S/HStack[0]/Text[1]"),
        ])
        let first = try #require(violations(LayoutNotAdaptiveRule(), DTTree.screen(row)).first)
        #expect(first.message == #"at accessibility3 the row "Recommended" does not fit in 375 pt even with one word per line (it needs 428 pt; 608 pt on one line) and does not switch to a stacked layout (estimate)"#)
        #expect(first.node.path == "S/HStack[0]")
    }

    @Test func rowThatWrapsAtWordsOrAdaptsPasses() {
        // Delivery / Tomorrow by 9 pm: 8-character longest words, 160 + 8 + 160 = 328 ≤ 375 at AX3
        // (it overflows on one line: 160 + 8 + 320 = 488, but wraps cleanly).
        let wraps = DTTree.stack(.hstack, "HStack", "S/HStack[0]", [
            DTTree.text("Delivery", "S/HStack[0]/Text[0]"), DTTree.text("Tomorrow by 9 pm", "S/HStack[0]/Text[1]"),
        ])
        // A dynamic order number has no known words: 0 + 8 + "Delivered" 180 ≤ 375.
        let dynamic = DTTree.stack(.hstack, "HStack", "S/HStack[0]", [
            DTTree.text("", "S/HStack[0]/Text[0]", dynamic: "order"), DTTree.text("Delivered", "S/HStack[0]/Text[1]"),
        ])
        let adaptive = DTTree.stack(.adaptive, "AnyLayout", "S/AnyLayout[0]", [
            DTTree.text("Recommended", "S/AnyLayout[0]/Text[0]"),
            DTTree.text("Wireless headphones", "S/AnyLayout[0]/Text[1]"),
        ])
        for screen in [wraps, dynamic, adaptive].map({ DTTree.screen($0) }) {
            #expect(violations(LayoutNotAdaptiveRule(), screen).isEmpty)
        }
    }

    // MARK: ib-font-not-adjusting

    @Test func textStyleWithoutAdjustingIsReportedInUIKitWords() throws {
        var label = DTTree.text("Welcome back", "S/UILabel[0]", font: .textStyleNotAdjusting(.body))
        label.viewType = "UILabel"
        let first = try #require(violations(IBFontNotAdjustingRule(), DTTree.screen(label, source: .interfaceBuilder)).first)
        #expect(first.message == #"UILabel "Welcome back" uses the body text style without adjustsFontForContentSizeCategory: it is sized once when the view loads (17 pt at the default size) and does not follow later text size changes"#)
        #expect(first.status == .violation)
    }

    @Test func findingsOnViewsCodeMayChangeNeedReview() {
        // A UIKit label with an outlet: code may set its font or lines, so the layout and font
        // findings on it wait for review instead of failing the run.
        var label = DTTree.text(DTTree.promotion, "S/UILabel[0]", font: .textStyleNotAdjusting(.body)) {
            $0.layout.height = DTTree.fixed(24)
            $0.layout.lineLimit = 1
        }
        label.viewType = "UILabel"
        label.mayChangeAtRuntime = true
        let screen = DTTree.screen(label, source: .interfaceBuilder)
        for rule in [IBFontNotAdjustingRule() as any Rule, TextTruncatedRule()] {
            let statuses = rule.evaluate(screen).violations.map(\.status)
            #expect(statuses == [.needsReview], "\(rule.descriptor.id)")
        }
    }

    @Test func adjustingTextStylesPassAndSwiftUIScreensDoNotApply() {
        var label = DTTree.text("Welcome back", "S/UILabel[0]", font: .textStyle(.body))
        label.viewType = "UILabel"
        let uikit = IBFontNotAdjustingRule().evaluate(DTTree.screen(label, source: .interfaceBuilder))
        #expect(uikit.applicable && uikit.violations.isEmpty)
        let swiftUI = IBFontNotAdjustingRule().evaluate(DTTree.bannerScreen())
        #expect(!swiftUI.applicable)
    }

    /// Messages quote a text's start without the spaces around it, cut after 16 characters.
    @Test func excerptsQuoteTheTextTrimmedAndCut() {
        #expect(DynamicTypeSupport.excerpt(DTTree.text(" Free shipping\n ", "S/Text[0]")) == "\"Free shipping\"")
        #expect(DynamicTypeSupport.excerpt(DTTree.text("Free shipping on every order", "S/Text[0]")) == "\"Free shipping on…\"")
        #expect(DynamicTypeSupport.excerpt(DTTree.text("Hi ", "S/Text[0]", dynamic: "name")) == "\"Hi ‹name›\"")
        #expect(DynamicTypeSupport.excerpt(DTTree.text(" Grüße ", "S/Text[0]")) == "\"Grüße\"")
    }
}
