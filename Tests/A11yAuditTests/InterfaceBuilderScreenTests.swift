import AuditModel
import Foundation
import Testing
@testable import InterfaceBuilder

@Suite struct InterfaceBuilderScreenTests {
    static func scene(_ id: String, controller: String) -> String {
        "<scene sceneID=\"\(id)\"><objects>\(controller)<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"fr-\(id)\" sceneMemberID=\"firstResponder\"/></objects></scene>"
    }
    static let content = "<view key=\"view\" id=\"v\"><subviews><label text=\"Hi\" id=\"l\"/></subviews></view>"

    @Test func scenesAreNamedByTitleNavigationTitleIdentifierClassOrSceneID() {
        let out = IBTest.storyboard([
            Self.scene("s1", controller: "<viewController title=\"Checkout\" id=\"c1\" sceneMemberID=\"viewController\">\(Self.content)</viewController>"),
            Self.scene("s2", controller: "<viewController id=\"c2\" sceneMemberID=\"viewController\">\(Self.content)<navigationItem key=\"navigationItem\" title=\"Cart\" id=\"n2\"/></viewController>"),
            Self.scene("s3", controller: "<viewController storyboardIdentifier=\"Login\" customClass=\"LoginViewController\" id=\"c3\" sceneMemberID=\"viewController\">\(Self.content)</viewController>"),
            Self.scene("s4", controller: "<viewController customClass=\"AboutViewController\" id=\"c4\" sceneMemberID=\"viewController\">\(Self.content)</viewController>"),
            Self.scene("s5", controller: "<viewController id=\"c5\" sceneMemberID=\"viewController\">\(Self.content)</viewController>"),
        ].joined(), file: "App/Shop.storyboard")
        #expect(out.errors.isEmpty)
        #expect(out.screens.map(\.name) == ["Checkout", "Cart", "Login", "AboutViewController", "Shop s5"])
        #expect(out.screens.allSatisfy { $0.source == .interfaceBuilder })
        #expect(out.screens.allSatisfy { $0.root.path == $0.name })
    }

    @Test func duplicateSceneNamesAreMadeUniqueWithTheSceneID() {
        let out = IBTest.storyboard([
            Self.scene("s1", controller: "<viewController title=\"Detail\" id=\"c1\" sceneMemberID=\"viewController\">\(Self.content)</viewController>"),
            Self.scene("s2", controller: "<viewController title=\"Detail\" id=\"c2\" sceneMemberID=\"viewController\">\(Self.content)</viewController>"),
        ].joined())
        #expect(out.screens.map(\.name) == ["Detail", "Detail (s2)"])
    }

    @Test func navigationControllerSceneWithNothingOfItsOwnIsNotAScreen() {
        let out = IBTest.storyboard(Self.scene("s1", controller: """
            <navigationController id="nav" sceneMemberID="viewController">
              <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0" y="0" width="414" height="44"/></navigationBar>
            </navigationController>
            """))
        #expect(out.errors.isEmpty)
        #expect(out.screens.isEmpty)
    }

    @Test func tabBarControllerSceneHoldsItsChildrensItems() {
        let out = IBTest.storyboard([
            Self.scene("t", controller: """
                <tabBarController id="tbc" sceneMemberID="viewController">
                  <tabBar key="tabBar" id="bar"/>
                  <connections>
                    <segue destination="c2" kind="relationship" relationship="viewControllers" id="g2"/>
                    <segue destination="c1" kind="relationship" relationship="viewControllers" id="g1"/>
                  </connections>
                </tabBarController>
                """),
            Self.scene("s1", controller: "<viewController title=\"Home\" id=\"c1\" sceneMemberID=\"viewController\">\(Self.content)<tabBarItem key=\"tabBarItem\" title=\"Home\" image=\"house\" catalog=\"system\" id=\"i1\"/></viewController>"),
            Self.scene("s2", controller: "<viewController title=\"Search\" id=\"c2\" sceneMemberID=\"viewController\">\(Self.content)<tabBarItem key=\"tabBarItem\" systemItem=\"search\" id=\"i2\"/></viewController>"),
        ].joined(), file: "Tabs.storyboard")
        let tabScreen = out.screens.first { $0.name == "Tabs t" }
        let items = tabScreen?.root.allNodes.filter { $0.viewType == "UITabBarItem" } ?? []
        #expect(items.map { $0.label?.spoken } == ["Search", "Home"])
        #expect(items.allSatisfy { $0.role == .tab && $0.isElement && $0.isInteractive })
        #expect(items.first?.announcement == "Search, tab.")
        #expect(tabScreen?.root.children.first?.traits == [.tabBar])
        // The children's scenes do not repeat the items.
        let home = out.screens.first { $0.name == "Home" }
        #expect(home?.root.allNodes.contains { $0.viewType == "UITabBarItem" } == false)
    }

    @Test func xibTopLevelViewsAreScreensNamedByCustomClassOrFileName() {
        let xml = IBTest.xibHeader + """

            <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Owner"/>
              <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
              <view id="a"><subviews><label text="A" id="la"/></subviews></view>
              <tableViewCell reuseIdentifier="Cell" id="b" customClass="PlayerCell"><tableViewCellContentView key="contentView" id="bc"/></tableViewCell>
              <tapGestureRecognizer id="g"/>
              <barButtonItem title="Edit" id="e"/>
            </objects>
            </document>
            """
        let out = InterfaceBuilderLoader.load(data: Data(xml.utf8), file: "Views/Player.xib")
        #expect(out.screens.map(\.name) == ["Player View", "PlayerCell"])
        let single = IBTest.xib("<label text=\"A\" id=\"l\"/>", file: "Sub/Banner.xib")
        #expect(single.screens.map(\.name) == ["Banner"])
        #expect(single.screens.first?.root.children.first?.path == "Banner/View[0]")
    }

    @Test func pathsCountSiblingsOfTheSameKind() {
        let out = IBTest.xib("""
            <label text="Title" id="l1"/>
            <button id="b1"><state key="normal" title="One"/></button>
            <label text="Body" id="l2"/>
            <button id="b2"><state key="normal" title="Two"/></button>
            """, file: "Rows.xib")
        let paths = IBTest.nodes(out).map(\.path)
        #expect(paths == ["Rows/View[0]/Label[0]", "Rows/View[0]/Button[0]", "Rows/View[0]/Label[1]", "Rows/View[0]/Button[1]"])
    }

    @Test func everyNodeNamesTheFileAsGivenAndItsOwnLine() throws {
        // Line 1: XML declaration, 2: <document>, 3: <objects>, 4: placeholder, 5: <view>, 6: <subviews>.
        let out = IBTest.xib("""
            <label text="First" id="l1"/>

              <button id="b1">
                <state key="normal" title="Go"/>
              </button>
            <!-- é --><label text="Café" id="l2"/>
            """, file: "./Some Dir/Lines.xib")
        let nodes = IBTest.nodes(out)
        #expect(nodes.map(\.location.line) == [7, 9, 12])
        #expect(nodes.map(\.location.column) == [1, 3, 11])  // columns count characters, not bytes
        #expect(out.screens.flatMap(\.root.allNodes).allSatisfy { $0.location.file == "./Some Dir/Lines.xib" })
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The example app's markers (`<!-- MISTAKE: rule -->` on the line a finding points at):
    /// the tree carries each mistake at that line, as the node's own line or where the setting is written.
    @Test(arguments: ["Examples/UIKit/Main.storyboard", "Examples/UIKit/ComposerBar.xib"])
    func exampleMistakesAreInTheTreeAtTheMarkedLines(file: String) throws {
        let path = Self.packageRoot.appendingPathComponent(file).path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let markers: [(line: Int, rule: String)] = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .compactMap { index, line in
                guard let range = line.range(of: "<!-- MISTAKE: ") else { return nil }
                return (index + 1, String(line[range.upperBound...].prefix { $0 != " " }))
            }
        #expect(!markers.isEmpty)
        let out = InterfaceBuilderLoader.load(file: path)
        #expect(out.errors.isEmpty)
        let nodes = out.screens.flatMap(\.root.allNodes)
        for marker in markers {
            let holds: (AXNode) -> Bool
            switch marker.rule {
            case "fixed-font-size":
                holds = { if case .fixed = $0.font { $0.modifierLocations["font"]?.line == marker.line } else { false } }
            case "ib-font-not-adjusting":
                holds = { if case .textStyleNotAdjusting = $0.font { $0.modifierLocations["font"]?.line == marker.line } else { false } }
            case "touch-target-size":
                holds = { $0.isInteractive && ($0.layout.width?.points ?? 44) < 44 && $0.modifierLocations["frame"]?.line == marker.line }
            case "control-name":
                holds = { $0.isInteractive && $0.label?.source == .assetName && $0.location.line == marker.line }
            case "label-is-identifier":
                holds = { $0.label?.source == .explicit && $0.label?.spoken.contains(" ") == false && $0.location.line == marker.line }
            default:
                Issue.record("unexpected marker \(marker.rule)")
                continue
            }
            #expect(nodes.contains(where: holds), "\(file):\(marker.line): \(marker.rule) not in the tree there")
        }
    }

    @Test func exampleCleanScenesHaveScalingFontsAndNamedControls() throws {
        let out = InterfaceBuilderLoader.load(file: Self.packageRoot.appendingPathComponent("Examples/UIKit/Main.storyboard").path)
        for screen in out.screens where ["Settings", "Inbox", "Main tbc-Sc-001"].contains(screen.name) {
            for node in screen.root.allNodes {
                if let font = node.font { #expect(font.scales, "\(node.path)") }
                if node.isInteractive { #expect(node.hasUsableName, "\(node.path)") }
            }
        }
    }

    @Test func exampleScreensAreLowered() throws {
        let out = InterfaceBuilderLoader.load(file: Self.packageRoot.appendingPathComponent("Examples/UIKit/Main.storyboard").path)
        #expect(out.screens.map(\.name) == ["Main tbc-Sc-001", "Profile", "Settings", "Inbox"])
    }
}
