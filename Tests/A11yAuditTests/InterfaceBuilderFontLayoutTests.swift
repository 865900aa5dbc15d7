import AuditModel
import Foundation
import Testing
@testable import InterfaceBuilder

@Suite struct InterfaceBuilderFontLayoutTests {
    @Test func fontDescriptionsBecomeFontSpecs() throws {
        let out = IBTest.xib("""
            <label text="a" id="l1"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            <label text="b" id="l2"><fontDescription key="fontDescription" type="boldSystem" pointSize="12"/></label>
            <label text="c" id="l3"><fontDescription key="fontDescription" name="HelveticaNeue-Light" family="Helvetica Neue" pointSize="14"/></label>
            <label text="d" adjustsFontForContentSizeCategory="YES" id="l4"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            <label text="e" id="l5"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/></label>
            <label text="f" id="l6"/>
            <label text="g" adjustsFontForContentSizeCategory="YES" id="l7"><fontDescription key="fontDescription" type="system" pointSize="15"/></label>
            <textField placeholder="Name" id="t"><fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/></textField>
            """)
        let fonts = IBTest.nodes(out).map(\.font)
        #expect(fonts == [.fixed(size: 17), .fixed(size: 12), .fixed(size: 14), .textStyle(.body),
                          .textStyleNotAdjusting(.largeTitle), .fixed(size: 17), .fixed(size: 15), .textStyleNotAdjusting(.caption)])
        #expect(IBTest.nodes(out).map(\.layout.isBold) == [false, true, false, false, false, false, false, false])
    }

    @Test func aZeroPointSizeWritesNoSizeOfItsOwn() throws {
        // Interface Builder writes `pointSize="0.0"` for a table cell style's built-in label,
        // whose font the cell style supplies: no fixed 0 pt font to report.
        let out = IBTest.xib("""
            <label text="Title" id="l1"><fontDescription key="fontDescription" type="system" pointSize="0.0"/></label>
            """)
        #expect(IBTest.nodes(out).map(\.font) == [.unknown])
    }

    @Test func buttonFontsForBothForms() throws {
        let out = IBTest.xib("""
            <button id="b1"><fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/><state key="normal" title="Legacy"/></button>
            <button id="b2"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="boolean" keyPath="titleLabel.adjustsFontForContentSizeCategory" value="YES"/></userDefinedRuntimeAttributes>
              <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/><state key="normal" title="Adjusting"/></button>
            <button id="b3"><state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" title="Config">
              <fontDescription key="titleFontDescription" type="system" pointSize="14"/></buttonConfiguration></button>
            <button id="b4"><buttonConfiguration key="configuration" style="filled" title="Default"/></button>
            """)
        let nodes = IBTest.nodes(out)
        #expect(nodes.map(\.font) == [.textStyleNotAdjusting(.headline), .textStyle(.headline), .fixed(size: 14), .textStyle(.body)])
        #expect(nodes.map(\.layout.lineLimit) == [1, 1, nil, nil])
    }

    @Test func numberOfLinesMissingIsOneZeroIsUnlimited() {
        let out = IBTest.xib("""
            <label text="a" id="l1"/>
            <label text="b" numberOfLines="0" id="l2"/>
            <label text="c" numberOfLines="3" id="l3"/>
            """)
        #expect(IBTest.nodes(out).map(\.layout.lineLimit) == [1, nil, 3])
    }

    @Test func autoshrinkGivesAMinimumScaleFactor() {
        let out = IBTest.xib("""
            <label text="a" adjustsFontSizeToFit="NO" minimumFontSize="9" id="l1"><fontDescription key="fontDescription" type="system" pointSize="18"/></label>
            <label text="b" minimumScaleFactor="0.5" id="l2"><fontDescription key="fontDescription" type="system" pointSize="18"/></label>
            <label text="c" minimumFontSize="9" id="l3"><fontDescription key="fontDescription" type="system" pointSize="18"/></label>
            <label text="d" id="l4"/>
            """)
        #expect(IBTest.nodes(out).map(\.layout.minimumScaleFactor) == [nil, 0.5, 0.5, nil])
    }

    @Test func sizeConstraintsOnTheViewFixItsSize() throws {
        let out = IBTest.xib("""
            <button id="b1"><rect key="frame" x="0" y="0" width="30" height="30"/><constraints>
              <constraint firstAttribute="width" constant="30" id="k1"/>
              <constraint firstAttribute="height" constant="30" id="k2"/>
            </constraints><state key="normal" image="x"/></button>
            <label text="t" id="l1"><constraints>
              <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="21" id="k3"/>
              <constraint firstAttribute="width" relation="lessThanOrEqual" constant="200" id="k4"/>
            </constraints></label>
            <label text="u" id="l2"><constraints>
              <constraint firstAttribute="height" priority="250" constant="21" id="k5"/>
              <constraint firstAttribute="width" secondItem="l2" secondAttribute="height" multiplier="1:1" id="k6"/>
            </constraints></label>
            <imageView image="i" id="iv"/>
            """ + "\n<constraints><constraint firstItem=\"iv\" firstAttribute=\"height\" constant=\"20\" id=\"k7\"/></constraints>")
        let nodes = IBTest.nodes(out)
        #expect(nodes[0].layout.width?.points == 30 && nodes[0].layout.height?.points == 30)
        #expect(nodes[1].layout.minHeight?.points == 21 && nodes[1].layout.maxWidth?.points == 200 && nodes[1].layout.height == nil)
        #expect(nodes[2].layout.height == nil && nodes[2].layout.width == nil)
        #expect(nodes[3].layout.height?.points == 20)
    }

    @Test func framesAreEstimatesUnderAutoLayoutAndSizesWithout() throws {
        let frame = "<button id=\"b\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"40\" height=\"32\"/><state key=\"normal\" title=\"Go\"/></button>"
        let auto = IBTest.nodes(IBTest.xib(frame))[0].layout
        #expect(auto.estimatedWidth?.points == 40 && auto.estimatedHeight?.points == 32)
        #expect(auto.width == nil && auto.height == nil)
        let xml = IBTest.xibHeader.replacingOccurrences(of: " useAutolayout=\"YES\"", with: "")
            + "<objects><view id=\"root\"><subviews>\(frame)</subviews></view></objects></document>"
        let manual = IBTest.nodes(InterfaceBuilderLoader.load(data: Data(xml.utf8), file: "Old.xib"))[0].layout
        #expect(manual.width?.points == 40 && manual.height?.points == 32)
    }

    @Test func aSwitchIsDrawnAtUIKitsOwnSizeWhateverItsFrameSays() throws {
        // A settings row's switch, drawn 51×31 in the document with a width constraint of 49:
        // UIKit ignores both, so no size reaches the touch-target rule; a button keeps its own.
        let out = IBTest.xib("""
            <switch on="YES" id="s"><rect key="frame" x="0" y="0" width="51" height="31"/>
              <constraints><constraint firstAttribute="width" constant="49" id="k1"/></constraints></switch>
            <button id="b"><rect key="frame" x="60" y="0" width="30" height="30"/><state key="normal" title="Go"/></button>
            """)
        let nodes = IBTest.nodes(out)
        let toggle = try #require(nodes.first { $0.viewType == "UISwitch" }).layout
        #expect(toggle.width == nil && toggle.estimatedWidth == nil && toggle.estimatedHeight == nil)
        let button = try #require(nodes.first { $0.viewType == "UIButton" }).layout
        #expect(button.estimatedWidth?.points == 30)
    }
}

@Suite struct InterfaceBuilderSettingLocationTests {
    @Test func findingsCanPointAtWhereASettingIsWritten() throws {
        // Lines: 7 label, 8 font; 9 button, 10 accessibility, 11 constraints, 12 width; 14 view, 15-16 runtime attribute.
        let out = IBTest.xib("""
            <label text="a" id="l">
              <fontDescription key="fontDescription" type="system" pointSize="12"/></label>
            <button id="b">
              <accessibility key="accessibilityConfiguration" label="Close" hint="Tap to close"/>
              <constraints>
                <constraint firstAttribute="width" constant="20" id="k"/>
              </constraints><state key="normal" image="x"/></button>
            <view id="v"><userDefinedRuntimeAttributes>
              <userDefinedRuntimeAttribute type="boolean" keyPath="accessibilityElementsHidden" value="YES"/>
              </userDefinedRuntimeAttributes></view>
            <label text="default font" id="d"/>
            """)
        let nodes = IBTest.nodes(out)
        #expect(nodes[0].location.line == 7 && nodes[0].location(ofModifier: "font").line == 8)
        #expect(nodes[1].location.line == 9)
        #expect(nodes[1].location(ofModifier: "accessibilityLabel").line == 10)
        #expect(nodes[1].location(ofModifier: "accessibilityHint").line == 10)
        #expect(nodes[1].location(ofModifier: "frame").line == 12)
        #expect(nodes[2].location(ofModifier: "accessibilityHidden").line == 15)
        #expect(nodes[3].font == .fixed(size: 17) && nodes[3].location(ofModifier: "font") == nodes[3].location)
    }
}
