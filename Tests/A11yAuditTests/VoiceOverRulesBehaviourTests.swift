import AuditModel
import Testing
@testable import Rules

@Suite("tap-gesture-trait")
struct VoiceOverRulesTapGestureTests: AXTreeBuilding {
    @Test func tappedTextWithoutButtonTraitFiresAtTheGesture() {
        let found = failures("tap-gesture-trait", vstack(text("Forgot password?").onTap()))
        #expect(found.count == 1)
        #expect(found.first?.location.line == 77)
        #expect(found.first?.message.contains("\"Forgot password?\"") == true)
    }

    @Test func tappedContainerIsToldToBecomeOneButton() {
        let found = failures("tap-gesture-trait", vstack(hstack(symbolImage("person"), text("Profile")).onTap()))
        #expect(found.first?.fix?.contains(".accessibilityElement(children: .combine)") == true)
    }

    @Test func unreachableBackdropIsToldToOfferTheActionElsewhere() {
        let backdrop = node(.other, "Color", element: false).onTap()
        #expect(failures("tap-gesture-trait", vstack(backdrop)).first?.fix?.contains(".accessibilityAction(.escape)") == true)
    }

    @Test func tapAroundControlsOfTheirOwnNeedsReview() {
        let form = vstack(textField("Email"), button("Send")).onTap()
        #expect(failures("tap-gesture-trait", vstack(form)).isEmpty)
        #expect(reviews("tap-gesture-trait", vstack(form)).count == 1)
    }

    @Test func buttonAndLinkTraitsOrControlsPass() {
        let tree = vstack(text("Help").onTap().addingTraits(.button), text("Site").onTap().addingTraits(.link),
                          button("Save").onTap(), toggle("Sync").onTap(),
                          hstack(text("Row")).onTap().accessibilityElement(children: .combine, label: derived("Row")).addingTraits(.button),
                          button(derived("Card"), text("Card").onTap()))
        let outcome = evaluate("tap-gesture-trait", screen(tree))
        #expect(outcome.applicable)
        #expect(outcome.violations.isEmpty)
    }

    @Test func uikitFixNamesTheTraitsCheckbox() {
        let found = failures("tap-gesture-trait", vstack(node(.image, "UIImageView", element: true, label: explicit("Logo"), traits: [.image]).onTap()), source: .interfaceBuilder)
        #expect(found.first?.fix?.contains("Accessibility Traits") == true)
    }
}

@Suite("hidden-interactive")
struct VoiceOverRulesHiddenInteractiveTests: AXTreeBuilding {
    @Test func hiddenButtonFiresAtTheModifier() {
        let found = failures("hidden-interactive", vstack(button("Delete").accessibilityHidden()))
        #expect(found.count == 1)
        #expect(found.first?.location.line == 99)
    }

    @Test func controlsInsideAHiddenContainerFireOnce() {
        let found = failures("hidden-interactive", vstack(vstack(toggle("Sync"), hstack(symbolImage("chevron.right").onTap())).accessibilityHidden()))
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.message.contains("its container VStack") })
    }

    @Test func controlsHiddenFromSightAreNoVoiceOverOnlyBarrier() {
        let swiftUIHidden = button("Delete").modified { $0.isHidden = true; $0.modifierLocations["hidden"] = SourceLocation(file: "T.swift", line: 5) }
        let uikitHidden = node(.button, "UIButton", element: true, label: explicit("Retry"), traits: [.button])
            .modified { $0.isHidden = true; $0.isVisuallyHidden = true }
        #expect(failures("hidden-interactive", vstack(swiftUIHidden, vstack(uikitHidden))).isEmpty)
    }

    @Test func hiddenPartsOfVisibleControlsAndDisabledControlsPass() {
        let tree = vstack(button(derived("Delete"), symbolImage("trash").accessibilityHidden(), text("Delete")),
                          button("Delete").asDisabled().accessibilityHidden(), assetImage("divider").accessibilityHidden())
        #expect(failures("hidden-interactive", tree).isEmpty)
    }
}

@Suite("ignore-without-label")
struct VoiceOverRulesIgnoreWithoutLabelTests: AXTreeBuilding {
    @Test func ignoredChildrenAreNamedAndOfferedAsTheLabel() {
        let found = failures("ignore-without-label", vstack(hstack(text("Total"), text("$42.00")).accessibilityElement(children: .ignore)))
        #expect(found.count == 1)
        #expect(found.first?.message.contains("\"Total\", \"$42.00\" inside it are no longer read") == true)
        #expect(found.first?.fix?.hasPrefix("add .accessibilityLabel(\"Total, $42.00\")") == true)
    }

    @Test func aValueIsNotAName() {
        let tree = vstack(hstack(text("75%")).accessibilityElement(children: .ignore).valued("75 percent"))
        #expect(failures("ignore-without-label", tree).count == 1)
    }

    @Test func labelledOrDynamicallyLabelledOrCombinedPass() {
        let tree = vstack(hstack(text("4.5")).accessibilityElement(children: .ignore, label: explicit("Rating 4.5")),
                          hstack(text("x")).accessibilityElement(children: .ignore, label: dynamic("", "summary", source: .explicit)),
                          hstack(text("Total")).accessibilityElement(children: .combine, label: derived("Total")))
        #expect(failures("ignore-without-label", tree).isEmpty)
    }
}

@Suite("combine-multiple-actions")
struct VoiceOverRulesCombineTests: AXTreeBuilding {
    @Test func severalControlsInOneCombinedElementFireOnce() {
        let row = hstack(text("Photo"), button("Like"), button("Share")).accessibilityElement(children: .combine, label: derived("Photo, Like, Share"))
        let found = failures("combine-multiple-actions", vstack(row))
        #expect(found.count == 1)
        #expect(found.first?.message.contains("2 controls (\"Like\", \"Share\")") == true)
    }

    @Test func tapTargetsCountAsControls() {
        let row = hstack(symbolImage("heart").onTap(), symbolImage("bookmark").onTap()).accessibilityElement(children: .combine)
        #expect(failures("combine-multiple-actions", vstack(row)).count == 1)
    }

    @Test func oneControlContainOrHiddenExtrasPass() {
        let tree = vstack(
            hstack(text("Photo"), button("Like")).accessibilityElement(children: .combine),
            hstack(button("Like"), button("Share")).accessibilityElement(children: .contain),
            hstack(button("Like"), button("Share").accessibilityHidden()).accessibilityElement(children: .combine))
        #expect(failures("combine-multiple-actions", tree).isEmpty)
    }

    @Test func controlsInsideAControlOrAHiddenContainerAreNotCountedAgain() {
        let nested = hstack(button(derived("Card"), toggle("Sync")), text("Card")).accessibilityElement(children: .combine)
        #expect(failures("combine-multiple-actions", vstack(nested)).isEmpty)
        let row = hstack(button(derived("Card"), toggle("Sync")), vstack(button("Delete")).accessibilityHidden(),
                         hstack(button("Share"))).accessibilityElement(children: .combine)
        let found = failures("combine-multiple-actions", vstack(row))
        #expect(found.count == 1)
        #expect(found.first?.message.contains("2 controls (\"Card\", \"Share\")") == true)
    }
}

@Suite("custom-action-name")
struct VoiceOverRulesCustomActionTests: AXTreeBuilding {
    @Test func emptyAndDuplicateNamesFire() {
        let tree = vstack(text("Note").withAction(.named, named: explicit("")),
                          text("Mail").withAction(.named, named: explicit("Archive")).withAction(.named, named: explicit("archive")))
        let found = failures("custom-action-name", tree)
        #expect(found.count == 2)
        #expect(found[0].message.contains("no name"))
        #expect(found[1].message.contains("two custom actions named \"archive\""))
    }

    @Test func actionNamedByAnIconFires() {
        let found = failures("custom-action-name", vstack(text("Photo").withAction(.named, named: symbol("square.and.arrow.up"))))
        #expect(found.first?.fix == "give the control inside an .accessibilityLabel(\"Share\"), which names the action")
    }

    @Test func distinctAndDynamicNamesPass() {
        let tree = vstack(text("Mail").withAction(.named, named: explicit("Archive")).withAction(.named, named: explicit("Flag"))
                            .withAction(.named, named: dynamic("", "a.name")).withAction(.named, named: dynamic("", "a.name")))
        let outcome = evaluate("custom-action-name", screen(tree))
        #expect(outcome.applicable)
        #expect(outcome.violations.isEmpty)
    }
}

@Suite("drag-alternative")
struct VoiceOverRulesDragAlternativeTests: AXTreeBuilding {
    @Test func dragWithoutAlternativeFiresAtTheGesture() {
        let found = failures("drag-alternative", vstack(node(.other, "Circle", element: false).onDrag()))
        #expect(found.count == 1)
        #expect(found.first?.location.line == 88)
    }

    @Test func adjustableNamedActionsOrEnclosingElementOffersAlternative() {
        let knob = node(.other, "Circle", element: false).onDrag()
        let tree = vstack(
            text("Card").onDrag().withAction(.named, named: explicit("Dismiss")),
            node(.other, "Dial", element: true, label: explicit("Volume")).onDrag().addingTraits(.adjustable),
            hstack(knob).accessibilityElement(children: .ignore, label: explicit("Volume")).withAction(.increment),
            node(.slider, "Slider", element: true, label: derived("Volume")).onDrag())
        #expect(failures("drag-alternative", tree).isEmpty)
    }
}

@Suite("header-trait")
struct VoiceOverRulesHeaderTraitTests: AXTreeBuilding {
    @Test func titleStyledTextOpeningASectionFires() {
        let tree = vstack(vstack(text("Account").styled(.textStyle(.title2)), text("Signed in"), button("Sign out")))
        let found = failures("header-trait", tree)
        #expect(found.count == 1)
        #expect(found.first?.fix == "add .accessibilityAddTraits(.isHeader)")
    }

    @Test func headersBodyTextLaterTitlesAndLoneTitlesPass() {
        let tree = vstack(
            vstack(text("Account").styled(.textStyle(.title2)).addingTraits(.header), text("Signed in")),
            vstack(text("Orders").styled(.textStyle(.headline)), text("None")),
            vstack(text("Alex"), text("Member").styled(.textStyle(.title3))),
            vstack(text("Alone").styled(.textStyle(.largeTitle))))
        #expect(failures("header-trait", tree).isEmpty)
    }

    @Test func largeFixedFontsCountAsTitles() {
        #expect(failures("header-trait", vstack(text("Deals").styled(.fixed(size: 24)), text("Today"))).count == 1)
    }

    @Test func aRunTimeValueInATitleFontMayBeAReadoutSoItAsksForReview() {
        // A watch screen's lock state drawn large above its buttons: a readout, or a title.
        let tree = vstack(vstack(text(dynamic("", "stateText")).styled(.textStyle(.title2)), button("Lock"), button("Unlock")))
        #expect(failures("header-trait", tree).isEmpty)
        let review = reviews("header-trait", tree)
        #expect(review.count == 1)
        #expect(review.first?.message.contains("rather than a title") == true)
    }
}
