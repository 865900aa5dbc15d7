import AuditModel
import Testing
@testable import Rules

@Suite("touch-target-size")
struct TouchTargetRulesTests: AXTreeBuilding {
    @Test func smallLabelFrameInsideAButtonFires() {
        let found = failures("touch-target-size", vstack(button(explicit("Close"), symbolImage("xmark").framed(width: 24, height: 24))))
        #expect(found.count == 1)
        #expect(found.first?.message.contains("24×24 pt, under the 44×44 pt minimum") == true)
    }

    @Test func oneKnownDimensionIsEnough() {
        let found = failures("touch-target-size", vstack(button("Skip").framed(height: 30)))
        #expect(found.first?.message.contains("?×30 pt") == true)
    }

    @Test func paddingAndMinimumFramesCount() {
        let tree = vstack(button(explicit("Close"), symbolImage("xmark").framed(width: 24, height: 24).padded(10)),
                          button(explicit("Back"), symbolImage("chevron.left").framed(width: 20, height: 20)).framed(minWidth: 44, minHeight: 44),
                          button(explicit("Menu"), symbolImage("ellipsis")).framed(minWidth: 44, minHeight: 44))
        #expect(failures("touch-target-size", tree).isEmpty)
    }

    @Test func unknownSizesAreNotGuessed() {
        let tree = vstack(button("Continue"), button(explicit("X"), hstack(symbolImage("x").framed(width: 10, height: 10), text("More"))),
                          button(explicit("Wide"), symbolImage("x").framed(width: 20)).framed(maxWidth: .infinity))
        #expect(failures("touch-target-size", tree).isEmpty)
    }

    @Test func minimumComesFromTheProfile() {
        var options = RuleOptions()
        options.minimumTouchTarget = 24
        let tree = vstack(button(explicit("Close"), symbolImage("xmark").framed(width: 30, height: 30)))
        #expect(failures("touch-target-size", tree, options: options).isEmpty)
        #expect(failures("touch-target-size", tree).count == 1)
    }

    @Test func tapTargetsAndUIKitViews() {
        let tapped = symbolImage("info").labelled(explicit("Info")).framed(width: 20, height: 20).onTap()
        #expect(failures("touch-target-size", vstack(tapped)).count == 1)
        let uiButton = node(.button, "UIButton", element: true, label: explicit("Back"), traits: [.button]).framed(width: 30, height: 30)
        #expect(failures("touch-target-size", vstack(uiButton), source: .interfaceBuilder).first?.fix?.contains("constraints") == true)
    }

    @Test func interfaceBuilderDesignTimeFramesOnlyAskForReview() {
        let estimated = node(.button, "UIButton", element: true, label: explicit("Sign in"), traits: [.button])
            .modified { $0.layout.estimatedWidth = Metric(60); $0.layout.estimatedHeight = Metric(30) }
        let tree = vstack(estimated)
        #expect(failures("touch-target-size", tree, source: .interfaceBuilder).isEmpty)
        #expect(reviews("touch-target-size", tree, source: .interfaceBuilder).first?.message.contains("design-time frame of ~60×~30 pt") == true)
    }

    @Test func aStandardTableRowDrawnAboveItsSeparatorIsTallEnough() {
        let cell = node(.button, "UITableViewCell", element: true, label: explicit("Clear data"), traits: [.button])
            .modified { $0.layout.estimatedWidth = Metric(374); $0.layout.estimatedHeight = Metric(43.67) }
        #expect(reviews("touch-target-size", vstack(cell), source: .interfaceBuilder).isEmpty)
        let short = cell.modified { $0.layout.estimatedHeight = Metric(40) }
        #expect(reviews("touch-target-size", vstack(short), source: .interfaceBuilder).count == 1)
    }

    @Test func controlsInsideATappableContainerAreStillTargets() {
        let form = vstack(textField("Email"), button(explicit("Clear"), symbolImage("xmark").framed(width: 20, height: 20))).onTap()
        #expect(failures("touch-target-size", vstack(form)).count == 1)
        let row = hstack(text("Search history"), button(explicit("Clear"), symbolImage("xmark").framed(width: 20, height: 20)))
            .accessibilityElement(children: .combine, label: derived("Clear")).addingTraits(.button)
        #expect(failures("touch-target-size", vstack(row)).isEmpty)
    }

    @Test func anIconsLargeFrameCountsOnlyWithAContentShape() {
        let bare = button(explicit("Close"), symbolImage("xmark").framed(width: 44, height: 44))
        #expect(failures("touch-target-size", vstack(bare)).isEmpty)
        #expect(reviews("touch-target-size", vstack(bare)).first?.fix?.contains(".contentShape(Rectangle())") == true)
        // Why it is a review: the button style decides, and only `.plain`'s behaviour is known.
        let message = reviews("touch-target-size", vstack(bare)).first?.message ?? ""
        #expect(message.contains("plain button style") && message.contains("not documented"), "\(message)")
        let shaped = button(explicit("Close"), symbolImage("xmark").framed(width: 44, height: 44).modified { $0.layout.hasContentShape = true })
        #expect(evaluate("touch-target-size", screen(vstack(shaped))).violations.isEmpty)
    }

    @Test func aStretchedImageFillsItsFrameSoNothingOfItIsEmpty() {
        let place = SourceLocation(file: "Icons.swift", line: 3, column: 10)
        let stretched = button(explicit("App icon"), symbolImage("app").framed(width: 56, height: 56)
            .modified { $0.modifierLocations["resizable"] = place })
        #expect(reviews("touch-target-size", vstack(stretched)).isEmpty)
        // Fitted to an aspect ratio, bands of the frame may stay empty: still a review.
        let fitted = stretched.modified { $0.children[0].modifierLocations["aspectRatio"] = place }
        #expect(reviews("touch-target-size", vstack(fitted)).count == 1)
    }

    @Test func hiddenControlsAreSkipped() {
        #expect(failures("touch-target-size", vstack(button("X").framed(width: 10, height: 10).accessibilityHidden())).isEmpty)
    }
}
