import AuditModel
import Testing

/// The Dynamic Type table, font resolution, clamping and the layout estimate, checked against
/// numbers computed by hand (defaults: device 375 pt, advance 0.5 em, stack spacing 8).
@Suite struct DynamicTypeLayoutTests {
    let layout = DynamicTypeLayout()
    let table = DynamicTypeTable.shared

    // MARK: Table

    @Test func tableHasApplesBodyAndTitleSizes() {
        #expect(table.pointSize(.body, .large) == 17 && table.metrics(.body, .large).leading == 22)
        #expect(table.pointSize(.body, .accessibility3) == 40 && table.metrics(.body, .accessibility3).leading == 48)
        #expect(table.pointSize(.title, .accessibility5) == 58 && table.metrics(.title, .accessibility5).leading == 68)
        #expect(table.pointSize(.largeTitle, .xSmall) == 31 && table.metrics(.largeTitle, .xSmall).leading == 38)
    }

    @Test func smallStylesDoNotShrinkBelowTheirFloor() {
        // Caption 2 stays 11 pt from xSmall to large; footnote stays 12 from xSmall to medium.
        for size in [DynamicTypeSize.xSmall, .small, .medium, .large] {
            #expect(table.pointSize(.caption2, size) == 11)
        }
        #expect(table.pointSize(.footnote, .medium) == 12)
        #expect(table.pointSize(.footnote, .large) == 13)
    }

    // MARK: Font and metric resolution

    @Test func textStylesScaleByTheTable() {
        #expect(FontSpec.textStyle(.headline).pointSize(at: .accessibility2) == 33)
        #expect(FontSpec.textStyle(.headline).leading(at: .accessibility2) == 40)
    }

    @Test func fixedFontsDoNotScale() {
        // Font.system(size: 14): 14 pt everywhere; leading 14 × 1.2 = 16.8 → 17.
        #expect(FontSpec.fixed(size: 14).pointSize(at: .accessibility5) == 14)
        #expect(FontSpec.fixed(size: 14).leading(at: .xSmall) == 17)
    }

    @Test func customFontsScaleRelativeToTheirStyle() throws {
        // Font.custom("Avenir", size: 20) scales like body: 20 × 40/17 = 47.06 at AX3.
        let body = try #require(FontSpec.custom(size: 20, relativeTo: .body).pointSize(at: .accessibility3))
        #expect(abs(body - 47.06) < 0.01)
        // relativeTo: .largeTitle: 20 × 60/34 = 35.29 at AX5.
        let title = try #require(FontSpec.custom(size: 20, relativeTo: .largeTitle).pointSize(at: .accessibility5))
        #expect(abs(title - 35.29) < 0.01)
    }

    @Test func uikitTextStyleWithoutAdjustingStaysAtLaunchSize() {
        #expect(FontSpec.textStyleNotAdjusting(.body).pointSize(at: .accessibility5) == 17)
    }

    @Test func scaledMetricsScaleAsTheRatioToLarge() {
        // @ScaledMetric var size = 24 (body): 24 × 23/17 = 32.47 at xxxLarge; a plain 24 stays 24.
        #expect(abs(DTTree.scaled(24).points(at: .xxxLarge) - 32.47) < 0.01)
        #expect(DTTree.fixed(24).points(at: .xxxLarge) == 24)
    }

    @Test func unknownTextCountsTheAssumedLength() {
        // "Total: " (7) + a dynamic part (20 assumed) = 27.
        let text = SpokenText([.literal("Total: "), .dynamic("price")], source: .derived)
        #expect(layout.characterCount(text) == 27)
    }

    // MARK: Clamping

    @Test func dynamicTypeRangeClampsTheSubtree() {
        // .dynamicTypeSize(...large) on the stack: AX3 is drawn at large, 17 pt.
        let screen = DTTree.screen(DTTree.stack(.vstack, "VStack", "S/VStack[0]",
                                                [DTTree.text("Hi", "S/VStack[0]/Text[0]")]) {
            $0.layout.dynamicTypeRange = .xSmall ... .large
        })
        let estimate = layout.estimate(screen, at: .accessibility3).texts[0]
        #expect(estimate.effectiveSize == .large)
        #expect(estimate.pointSize == 17)
    }

    @Test func innerRangeIsClampedIntoTheOuterOne() {
        // outer ...xLarge, inner xxLarge...accessibility2 → xLarge...xLarge: AX1 → xLarge, 19 pt.
        let inner = DTTree.stack(.vstack, "VStack", "S/VStack[0]/VStack[0]",
                                 [DTTree.text("Hi", "S/VStack[0]/VStack[0]/Text[0]")]) {
            $0.layout.dynamicTypeRange = .xxLarge ... .accessibility2
        }
        let screen = DTTree.screen(DTTree.stack(.vstack, "VStack", "S/VStack[0]", [inner]) {
            $0.layout.dynamicTypeRange = .xSmall ... .xLarge
        })
        #expect(layout.estimate(screen, at: .accessibility1).texts[0].pointSize == 19)
        #expect(DynamicTypeLayout.clamp(.xSmall, to: .medium ... .large) == .medium)
    }

    // MARK: Estimate

    @Test func bannerTextClipsFromMedium() throws {
        // 45 characters; room 375 − 16 − 16 = 343 pt wide, 24 pt high.
        // small: 45 × 0.5 × 15 = 337.5 ≤ 343 → 1 line × 20 = 20 ≤ 24: fits.
        // medium: 45 × 0.5 × 16 = 360 > 343 → 2 lines × 21 = 42 > 24: clipped.
        #expect(DTTree.promotion.count == 45)
        let screen = DTTree.bannerScreen()
        let small = layout.estimate(screen, at: .small).texts[0]
        #expect(small.textWidth == 337.5)
        #expect(small.availableWidth == 343)
        #expect(small.lines == 1 && !small.isClipped)
        let medium = layout.estimate(screen, at: .medium).texts[0]
        #expect(medium.lines == 2)
        #expect(medium.neededHeight == 42)
        #expect(medium.availableHeight == 24)
        #expect(medium.isClipped && !medium.isTruncated)
        // large: 382.5 > 343 → 2 lines × 22 = 44 in 24.
        let large = try #require(layout.estimate(screen, at: .large).text(at: "S/VStack[0]/Text[0]"))
        #expect(large.neededHeight == 44 && large.isClipped)
    }

    @Test func bannerDoesNotReachLarge() {
        let screen = DTTree.bannerScreen()
        #expect(layout.ceiling(for: screen) == .small)
        let ladder = layout.ladder(for: screen)
        #expect(ladder.count == 12)
        #expect(ladder.first { $0.size == .small }?.broken == [])
        #expect(ladder.first { $0.size == .medium }?.broken == ["S/VStack[0]/Text[0]"])
    }

    @Test func hstackSharesWidthLeastDemandingFirst() throws {
        // HStack { Text("Name"); Text(60 chars) } at large (8.5 pt per character):
        // ideals 34 and 510; 375 − 8 spacing = 367; "Name" takes 34, the long text 333:
        // ceil(510 / 333) = 2 lines.
        let long = String(repeating: "x", count: 60)
        let row = DTTree.stack(.hstack, "HStack", "S/HStack[0]", [
            DTTree.text("Name", "S/HStack[0]/Text[0]"), DTTree.text(long, "S/HStack[0]/Text[1]"),
        ])
        let estimate = layout.estimate(DTTree.screen(row), at: .large)
        #expect(estimate.texts[0].availableWidth == 34)
        #expect(estimate.texts[1].availableWidth == 333)
        #expect(estimate.texts[1].lines == 2)
        let rowEstimate = try #require(estimate.rows.first)
        #expect(rowEstimate.idealWidth == 552)   // 34 + 8 + 510
        #expect(rowEstimate.overflows && !rowEstimate.insideAdaptive)
        // A word per line: "Name" 34 + 8 + one 60-character "word" 510 = 552 as well.
        #expect(rowEstimate.minimumWidth == 552 && rowEstimate.breaksWords)
    }

    @Test func rowMinimumWidthIsTheLongestWords() throws {
        // HStack { Text("Delivery"); Text("Tomorrow by 9 pm") } at AX3 (20 pt per character):
        // one line 160 + 8 + 320 = 488; longest words 160 + 8 + 160 = 328.
        let row = DTTree.stack(.hstack, "HStack", "S/HStack[0]", [
            DTTree.text("Delivery", "S/HStack[0]/Text[0]"), DTTree.text("Tomorrow by 9 pm", "S/HStack[0]/Text[1]"),
        ])
        let estimate = try #require(layout.estimate(DTTree.screen(row), at: .accessibility3).rows.first)
        #expect(estimate.idealWidth == 488 && estimate.minimumWidth == 328)
        #expect(estimate.overflows && !estimate.breaksWords)
    }

    @Test func rigidIconTakesItsFrameFromTheRow() {
        // HStack(spacing: 4) { Image.frame(24); Text(60 chars) }: 375 − 4 − 24 = 347 for the text.
        let row = DTTree.stack(.hstack, "HStack", "S/HStack[0]", [
            DTTree.icon("S/HStack[0]/Image[0]", side: DTTree.fixed(24)),
            DTTree.text(String(repeating: "x", count: 60), "S/HStack[0]/Text[1]"),
        ]) { $0.layout.spacing = DTTree.fixed(4) }
        #expect(layout.estimate(DTTree.screen(row), at: .large).texts[0].availableWidth == 347)
    }

    @Test func lineLimitTruncatesInAFixedWidth() {
        // Text("Continue shopping").frame(width: 100).lineLimit(1): 17 chars.
        // xSmall: 17 × 7 = 119 > 100 → needs 2 lines, 1 shown: truncated already at xSmall.
        let screen = DTTree.screen(DTTree.text("Continue shopping", "S/Text[0]") {
            $0.layout.width = DTTree.fixed(100)
            $0.layout.lineLimit = 1
        })
        let estimate = layout.estimate(screen, at: .xSmall).texts[0]
        #expect(estimate.neededLines == 2 && estimate.lines == 1)
        #expect(estimate.isTruncated && !estimate.isClipped)
        #expect(layout.ceiling(for: screen) == nil)
    }

    @Test func lineLimitIsInheritedFromTheContainer() {
        // .lineLimit(1) on the VStack; the 60-character text needs 510 / 375 → 2 lines.
        let screen = DTTree.screen(DTTree.stack(.vstack, "VStack", "S/VStack[0]", [
            DTTree.text(String(repeating: "x", count: 60), "S/VStack[0]/Text[0]"),
        ]) { $0.layout.lineLimit = 1 })
        #expect(layout.estimate(screen, at: .large).texts[0].isTruncated)
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() {
        // Same 100 pt, one line, minimumScaleFactor(0.5) at large: 144.5 pt wide needs
        // a scale ≤ 100 / 144.5 = 0.692 → 0.69 → 17 × 0.69 = 11.73 pt, not truncated.
        let screen = DTTree.screen(DTTree.text("Continue shopping", "S/Text[0]") {
            $0.layout.width = DTTree.fixed(100)
            $0.layout.lineLimit = 1
            $0.layout.minimumScaleFactor = 0.5
        })
        let large = layout.estimate(screen, at: .large).texts[0]
        #expect(abs(large.scale - 0.69) < 0.001)
        #expect(abs(large.pointSize - 11.73) < 0.01)
        #expect(!large.isBroken)
        // AX3: 17 × 0.5 × 40 = 340 pt; even at half size 170 > 100: truncated.
        #expect(layout.estimate(screen, at: .accessibility3).texts[0].isTruncated)
    }

    @Test func vstackSiblingsTakeTheirShareOfAFixedHeight() {
        // VStack { Text("Title"); Text(60 chars) }.frame(height: 100) at large:
        // title 1 line × 22; the long text has 100 − 22 − 8 = 70 pt; it needs 2 × 22 = 44: fits.
        // AX1 (28/34): 60 × 14 = 840 / 375 → 3 lines × 34 = 102; title 34; room 100 − 34 − 8 = 58: clipped.
        let screen = DTTree.screen(DTTree.stack(.vstack, "VStack", "S/VStack[0]", [
            DTTree.text("Title", "S/VStack[0]/Text[0]"),
            DTTree.text(String(repeating: "x", count: 60), "S/VStack[0]/Text[1]"),
        ]) { $0.layout.height = DTTree.fixed(100) })
        let large = layout.estimate(screen, at: .large).texts[1]
        #expect(large.availableHeight == 70 && !large.isClipped)
        let ax1 = layout.estimate(screen, at: .accessibility1).texts[1]
        #expect(ax1.lines == 3 && ax1.neededHeight == 102)
        #expect(ax1.availableHeight == 58 && ax1.isClipped)
        #expect(ax1.heightLimitedBy == "S/VStack[0]")
    }

    @Test func scrollViewLiftsTheHeightLimit() {
        // ScrollView { Text(promotion) }.frame(height: 24): the text scrolls, never clips.
        let screen = DTTree.screen(DTTree.stack(.scroll, "ScrollView", "S/ScrollView[0]", [
            DTTree.text(DTTree.promotion, "S/ScrollView[0]/Text[0]"),
        ]) { $0.layout.height = DTTree.fixed(24) })
        #expect(layout.ceiling(for: screen) == .accessibility5)
        #expect(layout.estimate(screen, at: .accessibility5).texts[0].availableHeight == nil)
    }

    @Test func fixedSizeTextDoesNotWrapAndRunsOffTheScreen() {
        // .fixedSize(): 45 × 0.5 × 17 = 382.5 > 375 on one line at large; 14 pt fits (315).
        let screen = DTTree.screen(DTTree.text(DTTree.promotion, "S/Text[0]") {
            $0.layout.fixedSizeHorizontal = true
        })
        let large = layout.estimate(screen, at: .large).texts[0]
        #expect(large.lines == 1 && large.isClipped)
        #expect(layout.ceiling(for: screen) == .medium)   // medium: 360 ≤ 375
    }

    @Test func adaptiveContainerStacksWhenTheRowDoesNotFit() {
        // AnyLayout { Text("Delivery"); Text("Tomorrow by 9 pm") } (8 and 16 characters).
        // large: 68 + 8 + 136 = 212 ≤ 375 → row; AX3 (20 pt per character): 160 + 8 + 320 = 488
        // > 375 → stacked, each text has the full 375.
        let adaptive = DTTree.stack(.adaptive, "AnyLayout", "S/AnyLayout[0]", [
            DTTree.text("Delivery", "S/AnyLayout[0]/Text[0]"),
            DTTree.text("Tomorrow by 9 pm", "S/AnyLayout[0]/Text[1]"),
        ])
        let screen = DTTree.screen(adaptive)
        #expect(layout.estimate(screen, at: .large).texts[1].availableWidth == 136)
        #expect(layout.estimate(screen, at: .accessibility3).texts[1].availableWidth == 375)
        #expect(layout.ceiling(for: screen) == .accessibility5)
    }

    @Test func viewThatFitsShowsTheFirstChildThatFits() {
        let row = DTTree.stack(.hstack, "HStack", "S/ViewThatFits[0]/HStack[0]", [
            DTTree.text("Delivery", "S/ViewThatFits[0]/HStack[0]/Text[0]"),
            DTTree.text("Tomorrow by 9 pm", "S/ViewThatFits[0]/HStack[0]/Text[1]"),
        ])
        let column = DTTree.stack(.vstack, "VStack", "S/ViewThatFits[0]/VStack[1]", [
            DTTree.text("Delivery", "S/ViewThatFits[0]/VStack[1]/Text[0]"),
            DTTree.text("Tomorrow by 9 pm", "S/ViewThatFits[0]/VStack[1]/Text[1]"),
        ])
        let screen = DTTree.screen(DTTree.stack(.adaptive, "ViewThatFits", "S/ViewThatFits[0]", [row, column]))
        let large = layout.estimate(screen, at: .large)
        #expect(large.texts.map(\.path).allSatisfy { $0.contains("HStack") })
        #expect(large.rows.first?.insideAdaptive == true)
        let ax3 = layout.estimate(screen, at: .accessibility3)
        #expect(ax3.texts.map(\.path).allSatisfy { $0.contains("VStack") })
        #expect(ax3.rows.isEmpty)
    }

    @Test func sizeBranchShowsTheNarrowBranchAtAccessibilitySizes() {
        // if dynamicTypeSize.isAccessibilitySize { VStack { … } } else { HStack { … } }:
        // Semantics gives an adaptive `_Branches` whose `_Branch` children hold the stacks.
        func branch(_ index: Int, _ kind: LayoutInfo.Container, _ type: String) -> AXNode {
            let base = "S/_Branches[0]/_Branch[\(index)]/\(type)[0]"
            return DTTree.stack(.none, "_Branch", "S/_Branches[0]/_Branch[\(index)]", [
                DTTree.stack(kind, type, base, [
                    DTTree.text("Recommended", "\(base)/Text[0]"),
                    DTTree.text("Wireless headphones", "\(base)/Text[1]"),
                ]),
            ])
        }
        let screen = DTTree.screen(DTTree.stack(.adaptive, "_Branches", "S/_Branches[0]", [
            branch(0, .vstack, "VStack"), branch(1, .hstack, "HStack"),
        ]))
        let large = layout.estimate(screen, at: .large)
        #expect(large.texts.allSatisfy { $0.path.contains("HStack") })
        #expect(large.rows.map(\.insideAdaptive) == [true])
        #expect(layout.estimate(screen, at: .accessibility1).texts.allSatisfy { $0.path.contains("VStack") })
    }

    @Test func cleanScreenReachesAccessibility5() {
        let screen = DTTree.cleanScreen()
        #expect(layout.ceiling(for: screen) == .accessibility5)
        #expect(layout.ladder(for: screen).allSatisfy { $0.broken.isEmpty })
    }

    @Test func pointSizeOfAnElementComesFromItsText() {
        var button = AXNode(role: .button, viewType: "Button", isElement: true,
                            location: DTTree.location(4), path: "S/VStack[0]/Button[0]")
        button.children = [DTTree.text("Save", "S/VStack[0]/Button[0]/Text[0]")]
        let screen = DTTree.screen(DTTree.stack(.vstack, "VStack", "S/VStack[0]", [button]))
        #expect(layout.estimate(screen, at: .accessibility3).pointSize(ofElement: "S/VStack[0]/Button[0]") == 40)
        #expect(layout.estimate(screen, at: .large).pointSize(ofElement: "S/Nowhere") == nil)
        // One estimate answers for every element (a transcript at one size).
        #expect(layout.estimate(screen, at: .xSmall).pointSize(ofElement: "S/VStack[0]/Button[0]") == 14)
    }

    @Test func sameScreenWithOtherOptionsIsEstimatedAfresh() {
        // The banner at medium with a 400 pt device: 360 ≤ 368 → 1 line; with 375: clipped.
        let screen = DTTree.bannerScreen()
        #expect(layout.estimate(screen, at: .medium).texts[0].isClipped)
        var wide = RuleOptions()
        wide.deviceWidth = 400
        #expect(!DynamicTypeLayout(options: wide).estimate(screen, at: .medium).texts[0].isClipped)
        #expect(layout.estimate(screen, at: .medium).texts[0].isClipped)
    }

    @Test func absurdLayoutValuesDoNotTrap() {
        // A sliver of width, a zero shrink factor, a negative line limit: estimates, no crash.
        let screen = DTTree.screen(DTTree.text(String(repeating: "x", count: 10_000), "S/Text[0]") {
            $0.layout.width = Metric(1e-300)
            $0.layout.minimumScaleFactor = 0
            $0.layout.lineLimit = -1
        })
        let estimate = layout.estimate(screen, at: .accessibility5).texts[0]
        #expect(estimate.isBroken)
        #expect(layout.ceiling(for: screen) == nil)
    }

    @Test func opaqueViewsAndUnknownFontsAreNotMeasured() {
        var opaque = AXNode(role: .other, viewType: "ChartView", isElement: false,
                            location: DTTree.location(5), path: "S/VStack[0]/ChartView[1]")
        opaque.isOpaque = true
        let screen = DTTree.screen(DTTree.stack(.vstack, "VStack", "S/VStack[0]", [
            DTTree.text("Price", "S/VStack[0]/Text[0]", font: .unknown), opaque,
        ]))
        #expect(layout.estimate(screen, at: .accessibility5).texts.isEmpty)
        #expect(layout.ceiling(for: screen) == .accessibility5)
    }
}
