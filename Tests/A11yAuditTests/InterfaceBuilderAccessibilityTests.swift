import AuditModel
import Foundation
import Testing
@testable import InterfaceBuilder

@Suite struct InterfaceBuilderAccessibilityTests {
    @Test func accessibilityBlockGivesLabelHintAndIdentifier() throws {
        let out = IBTest.xib("""
            <button id="b"><accessibility key="accessibilityConfiguration" label="Browse back" hint="Goes to the previous page" identifier="backButton"/>
              <state key="normal" image="Back"/></button>
            """)
        let button = try #require(IBTest.first(out, "UIButton"))
        #expect(button.label == SpokenText("Browse back", source: .explicit))
        #expect(button.hint == SpokenText("Goes to the previous page", source: .explicit))
        #expect(button.identifier == "backButton")
    }

    @Test func identifierAloneIsNotALabel() throws {
        let out = IBTest.xib("""
            <button id="b"><accessibility key="accessibilityConfiguration" identifier="number1Button"/><state key="normal" image="key1"/></button>
            """)
        let button = try #require(IBTest.first(out, "UIButton"))
        #expect(button.identifier == "number1Button")
        #expect(button.label == SpokenText("key1", source: .assetName))
    }

    @Test func traitsElementReplacesTheClassDefaultsAsAWholeSet() throws {
        let out = IBTest.xib("""
            <label text="Feedback" id="l1"><accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" staticText="YES" header="YES"/></accessibility></label>
            <label text="Button-like" id="l2"><accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" button="YES"/></accessibility></label>
            <button id="b"><accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" none="YES"/></accessibility><state key="normal" title="Go"/></button>
            <label text="Plain" id="l3"/>
            <label text="Odd" id="l4"><accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" keyboardKey="YES" toggleButton="YES" supportsZoom="YES" notEnabled="NO"/></accessibility></label>
            """)
        let nodes = IBTest.nodes(out)
        #expect(nodes.map(\.traits) == [[.staticText, .header], [.button], [], [.staticText], [.keyboardKey, .toggle]])
    }

    @Test func isElementOverridesTheClassDefault() throws {
        let out = IBTest.xib("""
            <imageView image="TabUnread" id="i1"><accessibility key="accessibilityConfiguration" label="Tab Unread"><bool key="isElement" value="NO"/></accessibility></imageView>
            <imageView image="Artwork" id="i2"><accessibility key="accessibilityConfiguration" label="Podcast Artwork"><bool key="isElement" value="YES"/></accessibility></imageView>
            <imageView image="Decoration" id="i3"/>
            <label text="Quiet" id="l"><accessibility key="accessibilityConfiguration"><bool key="isElement" value="NO"/></accessibility></label>
            <view id="v" customClass="TimeSlider"><accessibility key="accessibilityConfiguration" label="Time"><accessibilityTraits key="traits" adjustable="YES"/><bool key="isElement" value="YES"/></accessibility>
              <subviews><label text="inside" id="in"/></subviews></view>
            """)
        let nodes = IBTest.nodes(out)
        #expect(nodes.map(\.isElement) == [false, true, false, false, true, true])
        #expect(nodes[2].label == SpokenText("Decoration", source: .assetName))
        let group = nodes[4]
        #expect(group.role == .other && group.traits == [.adjustable])
        #expect(group.reachableElements.map(\.label?.spoken) == ["Time"])
        #expect(group.mayChangeAtRuntime)
    }

    @Test func legacyButtonTitleComesFromTheNormalState() throws {
        let out = IBTest.xib("""
            <button id="b"><fontDescription key="fontDescription" type="system" pointSize="15"/>
              <state key="normal" title="Save"><color key="titleColor" white="0" alpha="1" colorSpace="calibratedWhite"/></state>
              <state key="highlighted" title="Saving"/></button>
            """)
        let button = try #require(IBTest.first(out, "UIButton"))
        #expect(button.label == SpokenText("Save", source: .derived))
        #expect(button.text == button.label)
        #expect(button.role == .button && button.traits == [.button] && button.isElement)
    }

    @Test func configurationTitleWinsOverThePlaceholderState() throws {
        let out = IBTest.xib("""
            <button id="b1"><state key="normal" title="Button"/><buttonConfiguration key="configuration" style="filled" title="Add Podcasts"/></button>
            <button id="b2"><state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" image="checkmark.square.fill" catalog="system"/></button>
            <button id="b3"><buttonConfiguration key="configuration" style="plain">
              <attributedString key="attributedTitle"><fragment content="Sign in"/></attributedString></buttonConfiguration></button>
            """)
        let labels = IBTest.nodes(out).map(\.label)
        #expect(labels == [SpokenText("Add Podcasts", source: .derived), SpokenText("checkmark.square.fill", source: .symbolName),
                           SpokenText("Sign in", source: .derived)])
    }

    @Test func imageOnlyButtonsAreLabelledByTheImageName() throws {
        let xml = IBTest.xibHeader + """

            <objects><view id="root"><subviews>
              <button id="b1"><state key="normal" image="icon_share"/></button>
              <button id="b2"><state key="normal" image="trash" catalog="system"/></button>
              <button id="b3"><state key="normal" image="magnifyingglass"/></button>
              <button id="b4"><state key="normal" image="arrow.uturn.left"/></button>
              <button id="b5"><state key="normal" image="brand.logo"/></button>
              <button id="b6"><state key="normal" image="Icons.Share"/></button>
            </subviews></view></objects>
            <resources><image name="magnifyingglass" catalog="system" width="128" height="117"/><image name="icon_share" width="24" height="24"/>
              <image name="brand.logo" width="24" height="24"/></resources>
            </document>
            """
        let out = InterfaceBuilderLoader.load(data: Data(xml.utf8), file: "Images.xib")
        // Catalog on the view, in resources, a symbol-shaped name, an asset in resources, an asset-shaped name.
        #expect(IBTest.nodes(out).map(\.label?.source) == [.assetName, .symbolName, .symbolName, .symbolName, .assetName, .assetName])
        #expect(IBTest.nodes(out).allSatisfy { $0.font == nil && $0.text == nil })
    }

    @Test func labelTextFromAttributeStringChildOrAttributedText() throws {
        let out = IBTest.xib("""
            <label text="Plain" id="l1"/>
            <label id="l2"><string key="text">Long text
            over lines</string></label>
            <label usesAttributedText="YES" id="l3"><attributedString key="attributedText">
              <fragment content="How was "><attributes><font key="NSFont" metaFont="system" size="20"/></attributes></fragment>
              <fragment content="your visit?"/></attributedString></label>
            """)
        let nodes = IBTest.nodes(out)
        #expect(nodes.map { $0.label?.spoken } == ["Plain", "Long text\nover lines", "How was your visit?"])
        #expect(nodes.map(\.role) == [.staticText, .staticText, .staticText])
        #expect(nodes[2].font == .fixed(size: 20))
    }

    @Test func controlsGetTheirClassDefaults() throws {
        let out = IBTest.xib("""
            <textField placeholder="Email" text="a@b.c" id="t"/>
            <switch on="YES" id="s"/>
            <slider value="0.25" minValue="0" maxValue="1" id="sl"/>
            <activityIndicatorView id="a"/>
            <segmentedControl selectedSegmentIndex="1" id="sg"><segments><segment title="Favorites"/><segment title="History"/></segments></segmentedControl>
            <textView editable="NO" text="Terms" id="tv"/>
            <wkWebView id="w"/>
            """)
        let nodes = IBTest.nodes(out)
        let field = nodes[0]
        #expect(field.role == .textField && field.label?.spoken == "Email" && field.value?.spoken == "a@b.c")
        let toggle = nodes[1]
        #expect(toggle.role == .toggle && toggle.traits == [.button, .toggle] && toggle.value?.spoken == "on")
        #expect(nodes[2].role == .slider && nodes[2].traits == [.adjustable] && nodes[2].value?.spoken == "25%")
        #expect(nodes[3].role == .progress && nodes[3].isElement)
        let segmented = nodes[4]
        #expect(!segmented.isElement)
        #expect(segmented.children.map { $0.label?.spoken } == ["Favorites", "History"])
        #expect(segmented.children.map(\.traits) == [[.button], [.button, .selected]])
        #expect(segmented.children.map(\.path) == ["Test/View[0]/SegmentedControl[0]/Segment[0]", "Test/View[0]/SegmentedControl[0]/Segment[1]"])
        #expect(nodes[7].role == .staticText && nodes[7].label?.spoken == "Terms")
        #expect(nodes[8].isOpaque && !nodes[8].isElement)
    }

    @Test func hiddenAndElementsHiddenHideTheSubtree() throws {
        let out = IBTest.xib("""
            <button hidden="YES" id="b"><state key="normal" title="Retry"/></button>
            <view id="v"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="boolean" keyPath="accessibilityElementsHidden" value="YES"/></userDefinedRuntimeAttributes>
              <subviews><button id="b2"><state key="normal" title="Inside"/></button></subviews></view>
            <label text="Shown" id="l"/>
            """)
        let root = try #require(out.screens.first?.root)
        #expect(root.reachableElements.map { $0.label?.spoken } == ["Shown"])
        let retry = try #require(root.allNodes.first { $0.label?.spoken == "Retry" })
        #expect(retry.isHidden && retry.isVisuallyHidden)
        let container = try #require(root.allNodes.first { $0.path == "Test/View[0]/View[0]" })
        #expect(container.isHidden && !container.isVisuallyHidden)
        // The hidden subtree stays in the tree for rules about hidden controls.
        #expect(container.children.first?.label?.spoken == "Inside")
    }

    @Test func nestedKeyPathHidesTheCellsTextLabel() throws {
        let out = IBTest.xib("""
            <tableViewCell style="IBUITableViewCellStyleDefault" textLabel="tl" id="c">
              <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="boolean" keyPath="textLabel.accessibilityElementsHidden" value="YES"/></userDefinedRuntimeAttributes>
              <tableViewCellContentView key="contentView" id="cv"><subviews><label text="Title" id="tl"/><label text="Detail" id="dl"/></subviews></tableViewCellContentView>
            </tableViewCell>
            """)
        let labels = IBTest.nodes(out).filter { $0.viewType == "UILabel" }
        #expect(labels.map(\.isHidden) == [true, false])
        #expect(IBTest.first(out, "UITableViewCell")?.label?.spoken == "Detail")
    }

    @Test func runtimeAttributesSetAccessibility() throws {
        let out = IBTest.xib("""
            <button id="b"><userDefinedRuntimeAttributes>
              <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="Close"/>
              <userDefinedRuntimeAttribute type="string" keyPath="accessibilityHint" value="Dismisses the sheet"/>
              <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="closeButton"/>
              <userDefinedRuntimeAttribute type="number" keyPath="accessibilityTraits"><integer key="value" value="0"/></userDefinedRuntimeAttribute>
              <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="8"/></userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes><state key="normal" image="xmark" catalog="system"/></button>
            <imageView image="logo" id="i"><userDefinedRuntimeAttributes>
              <userDefinedRuntimeAttribute type="boolean" keyPath="isAccessibilityElement" value="YES"/>
              <userDefinedRuntimeAttribute type="number" keyPath="accessibilityTraits" value="65"/>
            </userDefinedRuntimeAttributes></imageView>
            """)
        let nodes = IBTest.nodes(out)
        #expect(nodes[0].label == SpokenText("Close", source: .explicit))
        #expect(nodes[0].hint?.spoken == "Dismisses the sheet" && nodes[0].identifier == "closeButton")
        #expect(nodes[0].traits.isEmpty)  // a numeric traits value replaces the set
        #expect(!nodes[0].mayChangeAtRuntime)  // layer.* is visual only
        #expect(nodes[1].isElement && nodes[1].traits == [.button, .staticText])
    }

    @Test func customClassOutletOrUnknownRuntimeAttributeMayChangeAtRuntime() throws {
        let out = IBTest.xib("""
            <label text="A" id="plain"/>
            <label text="B" customClass="StyledLabel" id="custom"/>
            <label text="C" id="outlet"/>
            <label text="D" id="runtime"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="localizableString" value="title.key"/></userDefinedRuntimeAttributes></label>
            <button id="action"><state key="normal" title="Go"/><connections><action selector="go:" destination="-1" eventType="touchUpInside" id="a1"/></connections></button>
            <view id="holder"><connections><outlet property="titleLabel" destination="outlet" id="o1"/></connections></view>
            """)
        let flags = IBTest.nodes(out).map(\.mayChangeAtRuntime)
        #expect(flags == [false, true, true, true, false, false])
    }

    @Test func disabledAndSelectedControlsGetStateTraits() throws {
        let out = IBTest.xib("""
            <button enabled="NO" id="b1"><state key="normal" title="Pay"/></button>
            <button selected="YES" id="b2"><state key="normal" title="Bold"/></button>
            """)
        let nodes = IBTest.nodes(out)
        #expect(!nodes[0].isEnabled && nodes[0].traits == [.button, .notEnabled])
        #expect(nodes[1].traits == [.button, .selected])
    }
}

@Suite struct InterfaceBuilderGestureTests {
    @Test func wiredRecognizersBecomeGesturesOnTouchableViews() throws {
        let xml = IBTest.xibHeader + """

            <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1"><connections><outlet property="view" destination="root" id="o"/></connections></placeholder>
              <view id="root"><subviews>
                <view id="card"><connections>
                  <outletCollection property="gestureRecognizers" destination="tap" id="w1"/>
                  <outletCollection property="gestureRecognizers" destination="pan" id="w2"/>
                </connections></view>
                <imageView userInteractionEnabled="NO" image="logo" id="img"><connections>
                  <outletCollection property="gestureRecognizers" destination="tap" id="w3"/></connections></imageView>
                <label alpha="0.0" text="Gone" id="clear"/>
              </subviews></view>
              <tapGestureRecognizer id="tap"/>
              <panGestureRecognizer minimumNumberOfTouches="1" id="pan"/>
            </objects>
            </document>
            """
        let out = InterfaceBuilderLoader.load(data: Data(xml.utf8), file: "Card.xib")
        let nodes = IBTest.nodes(out)
        #expect(nodes[0].gestures.map(\.kind) == [.tap, .drag])
        #expect(nodes[0].gestures.map(\.location.line) == [7, 8])
        #expect(nodes[0].isInteractive)
        #expect(nodes[1].gestures.isEmpty)  // image views ignore touches unless enabled
        #expect(nodes[2].isHidden && nodes[2].isVisuallyHidden)
        // The File's Owner `view` outlet and the recognizer wiring are not code changing views.
        #expect(out.screens.first?.root.allNodes.allSatisfy { !$0.mayChangeAtRuntime } == true)
    }
}

@Suite struct InterfaceBuilderSystemControlTests {
    @Test func systemButtonTypesBringTheirOwnLabel() {
        let out = IBTest.xib("""
            <button buttonType="infoLight" id="i"/>
            <button buttonType="system" id="s"/>
            """)
        #expect(IBTest.nodes(out).map(\.label) == [SpokenText("More Info", source: .derived), nil])
    }

    @Test func secureEntryFieldIsASecureField() {
        let out = IBTest.xib("""
            <textField placeholder="Password" id="p"><textInputTraits key="textInputTraits" secureTextEntry="YES"/></textField>
            """)
        #expect(IBTest.nodes(out).map(\.role) == [.secureField])
    }
}
