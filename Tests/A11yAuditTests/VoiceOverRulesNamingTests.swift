import AuditModel
import Testing
@testable import Rules

@Suite("control-name")
struct VoiceOverRulesControlNameTests: AXTreeBuilding {
    @Test func iconOnlyButtonQuotesWhatVoiceOverSaysAndSuggestsAName() {
        let found = failures("control-name", vstack(button(symbol("square.and.arrow.up"), symbolImage("square.and.arrow.up"))))
        #expect(found.count == 1)
        #expect(found.first?.message == "Button is announced as \"square and arrow up, button\"")
        #expect(found.first?.fix == "add .accessibilityLabel(\"Share\")")
    }

    @Test func assetNamedButtonCountsAsMissing() {
        let found = failures("control-name", vstack(button(asset("icon_trash"), assetImage("icon_trash"))))
        #expect(found.count == 1)
        #expect(found.first?.fix == "add .accessibilityLabel(\"Trash\")")
    }

    @Test func everyKindOfControlNeedsAName() {
        let unnamed: [AXNode] = [
            node(.link, "Link", element: true, traits: [.link]),
            node(.menu, "Menu", element: true, traits: [.button]),
            toggle(nil), node(.picker, "Picker", element: true), textField(""),
            node(.secureField, "SecureField", element: true), node(.stepper, "Stepper", element: true),
            node(.slider, "Slider", element: true, traits: [.adjustable]),
            node(.other, "NavigationLink", element: true, traits: [.button]),
            assetImage("icon_close").onTap(),
        ]
        #expect(failures("control-name", stack("VStack", unnamed)).count == unnamed.count)
    }

    @Test func namedControlsPass() {
        let named = vstack(button("Save"), toggle("Wi-Fi"), textField("Email"),
                           button(explicit("Delete"), symbolImage("trash")))
        let outcome = evaluate("control-name", screen(named))
        #expect(outcome.applicable)
        #expect(outcome.violations.isEmpty)
    }

    @Test func dynamicNameIsNotMissing() {
        #expect(evaluate("control-name", screen(vstack(button(dynamic("", "item.title"), text(dynamic("", "item.title")))))).violations.isEmpty)
    }

    @Test func runtimeChosenIconNeedsReview() {
        let tree = vstack(button(dynamic("", "item.icon", source: .symbolName)))
        #expect(failures("control-name", tree).isEmpty)
        #expect(reviews("control-name", tree).count == 1)
    }

    @Test func contentTheAuditCannotSeeNeedsReview() {
        let tree = vstack(button(nil, opaque("FancyLabel")))
        #expect(failures("control-name", tree).isEmpty)
        #expect(reviews("control-name", tree).count == 1)
    }

    @Test func uikitViewsThatCodeMayChangeNeedReview() {
        let tree = vstack(node(.button, "UIButton", element: true, traits: [.button]).changesAtRuntime())
        #expect(failures("control-name", tree, source: .interfaceBuilder).isEmpty)
        let review = reviews("control-name", tree, source: .interfaceBuilder)
        #expect(review.first?.fix?.contains("Identity inspector") == true)
    }

    @Test func tapContainerWithOnlyAnIconIsUnnamed() {
        let found = failures("control-name", vstack(hstack(symbolImage("gear")).onTap()))
        #expect(found.first?.message == "HStack has a tap gesture, and VoiceOver reads only \"gear\" inside it, no name for what it does")
        #expect(found.first?.fix == "make it one named button: Button { … } label: { … } with .accessibilityLabel(\"Settings\")")
        #expect(failures("control-name", vstack(hstack(symbolImage("gear"), text("Settings")).onTap())).isEmpty)
    }

    @Test func hiddenControlsAndMergedControlsAreOtherRulesBusiness() {
        #expect(failures("control-name", vstack(button(nil).accessibilityHidden())).isEmpty)
        let row = hstack(text("Row"), button(nil)).accessibilityElement(children: .combine, label: derived("Row"))
        #expect(failures("control-name", vstack(row)).isEmpty)
    }

    @Test func aPlaceholderIsNoName() {
        let field = textField(nil).modified { $0.placeholder = SpokenText("Email", source: .derived) }
        #expect(failures("control-name", vstack(field)).first?.message.contains("placeholder \"Email\"") == true)
    }

    @Test func textFieldFixMentionsItsTitle() {
        #expect(failures("control-name", vstack(textField(""))).first?.fix?.contains("TextField(\"Email\"") == true)
    }
}

@Suite("image-label")
struct VoiceOverRulesImageLabelTests: AXTreeBuilding {
    @Test func assetNameIsAnErrorAndSymbolNameAWarning() {
        let found = failures("image-label", vstack(assetImage("hero_banner"), symbolImage("heart.fill")))
        #expect(found.map(\.severity) == [.error, .warning])
        #expect(found[1].message.contains("\"heart fill, image\""))
    }

    @Test func imagesNotExposedOnTheirOwnAreSkipped() {
        let tree = vstack(
            decorativeImage(),
            assetImage("star").accessibilityHidden(),
            button(asset("icon_trash"), assetImage("icon_trash")),
            node(.other, "Label", element: true, label: derived("Favorites"), [symbolImage("heart")]),
            hstack(assetImage("star"), text("4.5")).accessibilityElement(children: .combine, label: explicit("Rated 4.5")),
            hstack(assetImage("star")).accessibilityElement(children: .ignore, label: explicit("Rated 4.5")))
        #expect(failures("image-label", tree).isEmpty)
    }

    @Test func imageNameSpokenInsideAnUnlabelledCombinedElementFires() {
        let combined = hstack(assetImage("icon_star"), text("Favorites")).accessibilityElement(children: .combine, label: derived("icon_star, Favorites"))
        let found = failures("image-label", vstack(combined))
        #expect(found.count == 1)
        #expect(found.first?.message.contains("part of a combined element") == true)
        let labelled = hstack(assetImage("icon_star"), text("Favorites")).accessibilityElement(children: .combine, label: explicit("Favorites"))
        #expect(failures("image-label", vstack(labelled)).isEmpty)
    }

    @Test func imageWithNoDescriptionFires() {
        let found = failures("image-label", vstack(node(.image, "AsyncImage", element: true, traits: [.image])))
        #expect(found.first?.message == "AsyncImage is announced as \"image\", with no description")
        #expect(found.first?.fix == "add .accessibilityLabel(\"…\") describing what it shows if it carries meaning, or use Image(decorative:) or .accessibilityHidden(true) if it is decoration")
        #expect(found.first?.severity == nil)
    }

    @Test func labelledImagesPass() {
        let outcome = evaluate("image-label", screen(vstack(assetImage("chart").labelled(explicit("Sales up 20%")))))
        #expect(outcome.applicable)
        #expect(outcome.violations.isEmpty)
    }

    @Test func runtimeAssetNameNeedsReview() {
        let tree = vstack(node(.image, "Image", element: true, label: dynamic("", "item.imageName", source: .assetName), traits: [.image]))
        #expect(failures("image-label", tree).isEmpty)
        #expect(reviews("image-label", tree).count == 1)
    }

    @Test func uikitFixSpeaksInterfaceBuilder() {
        let found = failures("image-label", vstack(node(.image, "UIImageView", element: true, label: asset("logo"), traits: [.image])), source: .interfaceBuilder)
        #expect(found.first?.fix?.contains("Identity inspector") == true)
    }
}

@Suite("label-is-identifier")
struct VoiceOverRulesIdentifierTests: AXTreeBuilding {
    @Test(arguments: ["icon_trash", "btnClose", "close-button-icon", "square.and.arrow.up", "logo.png", "IMG_2031", "DSC0042", "SETTINGS_TITLE",
                      "vpn.settings.dns.section-header", "voiceSearch.cancel", "email.signup-prompt.cta"])
    func identifierShapesAreRecognised(_ label: String) {
        #expect(IdentifierShape.of(label) != nil)
    }

    @Test(arguments: ["Close", "iPhone", "macOS", "eBay", "Wi-Fi", "sign-in", "apple.com", "Add to cart", "PayPal", "3.5", "Loading...", "U.S.A", "e.g.", "www.example.com"])
    func wordsAreNotIdentifiers(_ label: String) {
        #expect(IdentifierShape.of(label) == nil)
    }

    /// Labels with a space are prose; white space around an identifier is not.
    @Test func spacesSeparateWordsButSurroundingSpaceIsTrimmed() {
        #expect(IdentifierShape.of("Open settings_page now") == nil)
        #expect(IdentifierShape.of("Row\t3") == nil)
        #expect(IdentifierShape.of(" icon_trash ") == .snakeCase)
        #expect(IdentifierShape.of("\nbtnClose") == .camelCase)
        #expect(IdentifierShape.of("\u{00A0}icon_trash") == .snakeCase)
    }

    /// ASCII labels take a byte path; both paths give the same words.
    @Test func labelWordsAreLowerCasedLettersDigitsAndApostrophes() {
        #expect(LabelText.words("Play Button's 2nd-item\r\nOK!") == ["play", "button's", "2nd", "item", "ok"])
        #expect(LabelText.words("  ") == [])
        #expect(LabelText.words("Café’s Menü, 3 ÉTÉ") == ["café’s", "menü", "3", "été"])
    }

    @Test func writtenIdentifierLabelFires() {
        let found = failures("label-is-identifier", vstack(button(explicit("btnClose"), symbolImage("xmark"))))
        #expect(found.count == 1)
        #expect(found.first?.message.contains("camelCase") == true)
        #expect(found.first?.fix?.contains(".accessibilityLabel(\"Close\")") == true)
    }

    @Test func imageNamesAreLeftToTheImageAndControlRules() {
        #expect(failures("label-is-identifier", vstack(assetImage("icon_trash"), button(symbol("xmark")))).isEmpty)
    }

    @Test func dynamicLabelsAreNotJudged() {
        #expect(failures("label-is-identifier", vstack(text(dynamic("", "user.handle")))).isEmpty)
    }
}

@Suite("label-redundant-trait")
struct VoiceOverRulesRedundantTraitTests: AXTreeBuilding {
    @Test func traitWordOnMatchingTraitFiresInAnyCase() {
        let found = failures("label-redundant-trait", vstack(button(explicit("Play BUTTON"), symbolImage("play"))))
        #expect(found.count == 1)
        #expect(found.first?.fix == "add .accessibilityLabel(\"Play\")")
    }

    @Test func wordsMustMatchTheElementsActualTraits() {
        let tree = vstack(button("Take photo"), text("Tap the button below"), button("Open link"))
        #expect(failures("label-redundant-trait", tree).isEmpty)
    }

    @Test func imageSynonymsHeadingsTabsAndSwitches() {
        let tree = vstack(
            assetImage("avatar").labelled(explicit("Profile icon")),
            text("Account heading").addingTraits(.header),
            node(.tab, "Tab", element: true, label: derived("Settings tab")),
            toggle("Dark mode switch"))
        #expect(failures("label-redundant-trait", tree).count == 4)
    }

    @Test func aLocalizationKeyReadAsTheLabelIsAnIdentifierNotARedundantTrait() {
        #expect(failures("label-redundant-trait", vstack(button("cancel.button"), button("back-button-title"))).isEmpty)
    }

    @Test func photoAndPictureSayWhatKindOfImageItIs() {
        let tree = vstack(assetImage("beach").labelled(explicit("Photo of a beach")),
                          assetImage("avatar").labelled(explicit("Profile picture")))
        #expect(failures("label-redundant-trait", tree).isEmpty)
    }

    @Test func wholeWordsOnly() {
        #expect(failures("label-redundant-trait", vstack(button("Buttonhole sizes"), button("Linked accounts"))).isEmpty)
    }

    @Test func optionsReplaceTheWordList() {
        var options = RuleOptions()
        options.traitWords = ["knopf"]
        let tree = vstack(button(explicit("Play Knopf"), symbolImage("play")), button(explicit("Play button"), symbolImage("play")))
        #expect(failures("label-redundant-trait", tree, options: options).count == 1)
    }

    @Test func dynamicLabelStillRepeatsItsLiteralWord() {
        let found = failures("label-redundant-trait", vstack(button(dynamic("", "song.title", " button"))))
        #expect(found.count == 1)
        #expect(found.first?.fix?.contains("…") == true)
    }
}

@Suite("label-style")
struct VoiceOverRulesLabelStyleTests: AXTreeBuilding {
    @Test func lowerCaseStartAndFinalPeriodFire() {
        let found = failures("label-style", vstack(button(explicit("add to cart"), symbolImage("cart")), button("Save changes.")))
        #expect(found.count == 2)
        #expect(found[1].fix == "add .accessibilityLabel(\"Save changes\")")
    }

    @Test func proseTextBrandsEllipsesAndIdentifiersPass() {
        let tree = vstack(text("Your order has shipped."), button("iPhone settings"), button("Loading..."),
                          button(explicit("icon_trash"), symbolImage("trash")))
        #expect(failures("label-style", tree).isEmpty)
    }

    @Test func dynamicStartIsNotJudged() {
        #expect(failures("label-style", vstack(button(dynamic("", "name", " profile")))).isEmpty)
    }
}

@Suite("hint-style")
struct VoiceOverRulesHintStyleTests: AXTreeBuilding {
    @Test func gestureHintIsRewrittenInTheThirdPerson() {
        let found = failures("hint-style", vstack(button("Play").hinted("Double tap to play the song")))
        #expect(found.count == 1)
        #expect(found.first?.fix == "write .accessibilityHint(\"Plays the song.\")")
    }

    @Test func imperativeRepeatedLabelAndControlTypeFire() {
        let tree = vstack(button("Archive").hinted("Open the archive"),
                          button("Delete").hinted("Delete"),
                          toggle("Alerts").hinted("This switch turns on alerts"))
        let found = failures("hint-style", tree)
        #expect(found.count == 3)
        #expect(found[0].message.contains("imperative"))
        #expect(found[1].message.contains("repeats the label"))
        #expect(found[2].message.contains("names the control type"))
    }

    @Test func thirdPersonHintsPass() {
        let tree = vstack(button("Play").hinted("Plays the song."), button("Archive").hinted("Moves the message to the archive."))
        let outcome = evaluate("hint-style", screen(tree))
        #expect(outcome.applicable)
        #expect(outcome.violations.isEmpty)
    }

    @Test func nounsThatAreAlsoVerbsAreNotImperatives() {
        let tree = vstack(textField("Find a product").hinted("Search results update as you type."), button("Orders").hinted("Order history for the last year."))
        #expect(failures("hint-style", tree).isEmpty)
    }

    @Test func thirdPersonForms() {
        #expect(HintStyleRule.thirdPerson("watch") == "watches")
        #expect(HintStyleRule.thirdPerson("copy") == "copies")
        #expect(HintStyleRule.thirdPerson("play") == "plays")
        #expect(HintStyleRule.thirdPerson("go") == "goes")
    }
}

@Suite("duplicate-name")
struct VoiceOverRulesDuplicateNameTests: AXTreeBuilding {
    @Test func oneFindingPerGroupWithACount() {
        let found = failures("duplicate-name", vstack(text("Address"), button("Edit"), text("Payment"), button("Edit"), button("edit")))
        #expect(found.count == 1)
        #expect(found.first?.message.contains("the same as 2 other elements") == true, "\(found.map(\.message))")
    }

    @Test func valueHintOrTraitsTellThemApart() {
        let tree = vstack(button("Rate").valued("1 star"), button("Rate").valued("2 stars"),
                          button("More").hinted("Shows the address."), button("More").hinted("Shows the card."),
                          button("Home"), button("Home").addingTraits(.selected))
        #expect(failures("duplicate-name", tree).isEmpty)
    }

    @Test func nonInteractiveAndDynamicLabelsAreIgnored() {
        let tree = vstack(text("Edit"), button("Edit"), button(dynamic("", "title")), button(dynamic("", "title")))
        #expect(failures("duplicate-name", tree).isEmpty)
    }

    @Test func fixedNameInAListRowNeedsReview() {
        let tree = vstack(node(.container, "ForEach", element: false, [hstack(text(dynamic("", "item.name")), button("Delete")).asRepeated()]))
        #expect(failures("duplicate-name", tree).isEmpty)
        #expect(reviews("duplicate-name", tree).count == 1)
    }

    @Test func twoRowTemplatesOfOneListAreNotOneScreenOfCopies() {
        // A tab switcher's grid cell and list cell each have a "Close Tab" button: a row is drawn
        // from one of them, so each is the repeated-row review, not a clash with the other.
        let grid = hstack(text(dynamic("", "tab.title")), button("Close Tab")).asRepeated()
        let list = hstack(text(dynamic("", "tab.title")), button("Close Tab")).asRepeated()
        let tree = vstack(node(.container, "UICollectionView", element: false, [grid, list]), button("Close Tab"))
        let found = failures("duplicate-name", tree)
        // The toolbar's button outside the rows still sounds like a row's: one finding.
        #expect(found.count == 1)
        #expect(found.first?.message.contains("the same as") == true)
        let templatesOnly = vstack(node(.container, "UICollectionView", element: false, [grid, list]))
        #expect(failures("duplicate-name", templatesOnly).isEmpty)
        #expect(reviews("duplicate-name", templatesOnly).count == 2)
    }
}

@Suite("state-in-label")
struct VoiceOverRulesStateInLabelTests: AXTreeBuilding {
    @Test func stateAtEitherEndFires() {
        let tree = vstack(button(explicit("Favorite, selected"), symbolImage("star")), button("Dark mode on"),
                          button(explicit("Checked Remember me"), symbolImage("checkmark")))
        let found = failures("state-in-label", tree)
        #expect(found.count == 3)
        #expect(found[0].fix?.contains(".accessibilityAddTraits(.isSelected)") == true)
        #expect(found[1].fix?.contains(".accessibilityValue(\"On\")") == true)
    }

    @Test func verbsStaticTextAndTraitsAlreadySetPass() {
        let tree = vstack(button("Turn on notifications"), button("Log off"), text("3 items selected"),
                          button("Home selected").addingTraits(.selected))
        #expect(failures("state-in-label", tree).isEmpty)
    }
}

@Suite("label-length")
struct VoiceOverRulesLabelLengthTests: AXTreeBuilding {
    let long = "Add this item to your shopping cart so that you can buy it later today"

    @Test func longLabelsFireAtTheProfilesLimit() {
        #expect(failures("label-length", vstack(button(explicit(long), symbolImage("cart")))).count == 1)
        var options = RuleOptions()
        options.labelWordLimit = 20
        #expect(failures("label-length", vstack(button(explicit(long), symbolImage("cart"))), options: options).isEmpty)
    }

    @Test func visibleParagraphsAreNotLabels() {
        #expect(failures("label-length", vstack(text(long))).isEmpty)
    }

    @Test func dynamicPartsCountOnlyWhatIsKnown() {
        #expect(failures("label-length", vstack(button(dynamic("Open ", "title")))).isEmpty)
    }
}
