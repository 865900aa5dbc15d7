import AuditModel
import Foundation
import Testing
@testable import InterfaceBuilder

@Suite struct InterfaceBuilderBarAndCellTests {
    static func controllerScreen(_ inner: String) -> FrontEndOutput {
        IBTest.storyboard("""
            <scene sceneID="s"><objects><viewController title="Reader" id="c" sceneMemberID="viewController">
            <view key="view" id="v"/>
            \(inner)
            </viewController></objects></scene>
            """)
    }

    @Test func navigationItemShowsLeadingItemsTitleAndTrailingItems() throws {
        let out = Self.controllerScreen("""
            <navigationItem key="navigationItem" title="Article" id="n">
              <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="l"/>
              <rightBarButtonItems>
                <barButtonItem image="upload" id="r1"/>
                <barButtonItem systemItem="flexibleSpace" id="r2"/>
                <barButtonItem title="Edit" style="done" id="r3"/>
              </rightBarButtonItems>
            </navigationItem>
            """)
        let bar = try #require(out.screens.first?.root.children.first)
        #expect(bar.viewType == "UINavigationItem")
        #expect(bar.children.map { $0.label } == [SpokenText("Cancel", source: .derived), SpokenText("Article", source: .derived),
                                                 SpokenText("upload", source: .assetName), SpokenText("Edit", source: .derived)])
        #expect(bar.children[1].traits == [.staticText, .header])
        #expect(bar.children.map(\.path) == ["Reader/NavigationItem[0]/BarButtonItem[0]", "Reader/NavigationItem[0]/Title[0]",
                                            "Reader/NavigationItem[0]/BarButtonItem[1]", "Reader/NavigationItem[0]/BarButtonItem[2]"])
        #expect(bar.children.filter { $0.viewType == "UIBarButtonItem" }.allSatisfy { $0.role == .button && $0.traits == [.button] })
    }

    @Test func barButtonItemWithCustomViewIsThatView() throws {
        let out = Self.controllerScreen("""
            <navigationItem key="navigationItem" id="n">
              <barButtonItem key="rightBarButtonItem" id="r"><button key="customView" id="b"><state key="normal" title="Filter"/></button></barButtonItem>
            </navigationItem>
            """)
        let item = try #require(out.screens.first?.root.children.first?.children.first)
        #expect(item.viewType == "UIButton" && item.label?.spoken == "Filter")
    }

    @Test func toolbarItemsAndRuntimeIdentifiersOnBarItems() throws {
        let out = Self.controllerScreen("""
            <toolbarItems>
              <barButtonItem title="Back" image="BrowsePrevious" id="t1">
                <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="Browser.back"/></userDefinedRuntimeAttributes>
              </barButtonItem>
              <barButtonItem systemItem="action" id="t2"/>
              <barButtonItem image="square.and.arrow.up" catalog="system" enabled="NO" id="t3"/>
            </toolbarItems>
            """)
        let toolbar = try #require(out.screens.first?.root.children.last)
        #expect(toolbar.viewType == "UIToolbar" && toolbar.layout.container == .hstack)
        #expect(toolbar.children.map { $0.label?.spoken } == ["Back", "Share", "square and arrow up"])
        #expect(toolbar.children[0].identifier == "Browser.back")
        #expect(toolbar.children[2].traits == [.button, .notEnabled])
    }

    @Test func tabBarItemOfAControllerNotInATabBarStaysInItsScene() throws {
        let out = Self.controllerScreen("""
            <tabBarItem key="tabBarItem" image="barcode" id="t"><userDefinedRuntimeAttributes>
              <userDefinedRuntimeAttribute type="string" keyPath="localizableString" value="tab.scan"/></userDefinedRuntimeAttributes></tabBarItem>
            """)
        let item = try #require(IBTest.first(out, "UITabBarItem"))
        #expect(item.label == SpokenText("barcode", source: .assetName))
        #expect(item.mayChangeAtRuntime)  // its title comes from a custom runtime attribute
        #expect(item.path == "Reader/TabBar[0]/TabBarItem[0]")
    }

    @Test func prototypeCellsAreRepeatedStaticCellsAreNot() throws {
        let out = IBTest.xib("""
            <tableView dataMode="prototypes" id="t1"><prototypes>
              <tableViewCell reuseIdentifier="Row" id="c1"><tableViewCellContentView key="contentView" id="cv1">
                <subviews><label text="Name" id="l1"/><label text="Detail" id="l2"/></subviews></tableViewCellContentView></tableViewCell>
            </prototypes></tableView>
            <tableView dataMode="static" id="t2"><sections>
              <tableViewSection headerTitle="Account" footerTitle="Signed in" id="s1"><cells>
                <tableViewCell id="c2"><tableViewCellContentView key="contentView" id="cv2"><subviews><label text="Sign out" id="l3"/></subviews></tableViewCellContentView></tableViewCell>
              </cells></tableViewSection>
            </sections></tableView>
            <collectionView id="cv"><cells>
              <collectionViewCell reuseIdentifier="Tile" id="c3"><view key="contentView" id="cv3"><subviews><imageView image="tile" id="i"/></subviews></view></collectionViewCell>
            </cells></collectionView>
            """)
        let cells = IBTest.nodes(out).filter { $0.viewType == "UITableViewCell" || $0.viewType == "UICollectionViewCell" }
        #expect(cells.map(\.isRepeated) == [true, false, true])
        #expect(cells[0].isElement && cells[0].childBehavior == .combine && cells[0].label?.spoken == "Name, Detail")
        #expect(cells[0].path == "Test/View[0]/TableView[0]/TableViewCell[0]")
        let section = try #require(IBTest.first(out, "UITableViewSection"))
        #expect(section.children.map { $0.label?.spoken } == ["Account", "Sign out", "Signed in"])
        #expect(section.children.first?.traits == [.staticText, .header])
        #expect(IBTest.first(out, "UITableView")?.layout.container == .list)
    }

    @Test func cellHoldingAControlIsAContainer() throws {
        let out = IBTest.xib("""
            <tableViewCell reuseIdentifier="Toggle" id="c"><tableViewCellContentView key="contentView" id="cv"><subviews>
              <label text="Wi-Fi" id="l"/><switch on="NO" id="s"/></subviews></tableViewCellContentView></tableViewCell>
            """)
        let cell = try #require(IBTest.first(out, "UITableViewCell"))
        #expect(!cell.isElement && cell.childBehavior == .contain)
        #expect(cell.reachableElements.map(\.viewType) == ["UILabel", "UISwitch"])
    }

    @Test func prototypeCellsBuiltInPartsAreFilledByCode() throws {
        let out = IBTest.xib("""
            <tableView dataMode="prototypes" id="t1"><prototypes>
              <tableViewCell style="IBUITableViewCellStyleSubtitle" textLabel="t" detailTextLabel="d" id="c">
                <tableViewCellContentView key="contentView" id="cv"><subviews><label text="Title" id="t"/><label text="Subtitle" id="d"/><label text="Static" id="s"/></subviews></tableViewCellContentView>
              </tableViewCell>
            </prototypes></tableView>
            <tableView dataMode="static" id="t2"><sections><tableViewSection id="s1"><cells>
              <tableViewCell style="IBUITableViewCellStyleDefault" textLabel="t3" id="c3">
                <tableViewCellContentView key="contentView" id="cv3"><subviews><label text="About" id="t3"/></subviews></tableViewCellContentView>
              </tableViewCell>
            </cells></tableViewSection></sections></tableView>
            """)
        #expect(IBTest.nodes(out).filter { $0.viewType == "UILabel" }.map(\.mayChangeAtRuntime) == [true, true, false, false])
    }

    @Test func aPrototypeCellsLabelThatCodeHoldsShowsEachRowsText() throws {
        // "Label" is what the designer typed; the cell's outlet sets each row's title.
        let out = IBTest.xib("""
            <tableView dataMode="prototypes" id="t1"><prototypes>
              <tableViewCell id="c" customClass="BookmarkCell"><tableViewCellContentView key="contentView" id="cv"><subviews>
                <label text="Label" id="held"/><label text="Folder" id="fixed"/>
              </subviews></tableViewCellContentView>
              <connections><outlet property="title" destination="held" id="o1"/>
                <outlet property="caption" destination="outside" id="o2"/></connections></tableViewCell>
            </prototypes></tableView>
            <label text="Label" id="outside"/>
            """)
        let labels = IBTest.nodes(out).filter { $0.viewType == "UILabel" }
        #expect(labels.map { $0.label?.isDynamic } == [true, false, false])
        #expect(labels.first?.label?.spoken == "‹Label›")
    }

    @Test func aButtonCodeHoldsKeepsItsDefaultTitleOnlyUntilCodeSetsIt() throws {
        let out = IBTest.xib("""
            <button id="held"><state key="normal" title="Button"/></button>
            <button id="loose"><state key="normal" title="Button"/></button>
            <view id="owner"><connections><outlet property="confirmButton" destination="held" id="o1"/></connections></view>
            """)
        let buttons = IBTest.nodes(out).filter { $0.viewType == "UIButton" }
        #expect(buttons.map { $0.label?.isDynamic } == [true, false])
    }

    @Test func aCellXibIsOneRepeatedRow() throws {
        let xml = IBTest.xibHeader + """

            <objects><tableViewCell reuseIdentifier="Episode" textLabel="t" id="c">
              <tableViewCellContentView key="contentView" id="cv"><subviews><label text="Title" id="t"/></subviews></tableViewCellContentView>
            </tableViewCell></objects></document>
            """
        let out = InterfaceBuilderLoader.load(data: Data(xml.utf8), file: "EpisodeCell.xib")
        let cell = try #require(IBTest.first(out, "UITableViewCell"))
        #expect(cell.isRepeated && cell.path == "EpisodeCell/TableViewCell[0]")
        #expect(IBTest.first(out, "UILabel")?.mayChangeAtRuntime == true)
    }

    @Test func cellIsElementSetInTheDocumentDecides() throws {
        let out = IBTest.xib("""
            <tableViewCell id="c1"><accessibility key="accessibilityConfiguration"><bool key="isElement" value="NO"/></accessibility>
              <tableViewCellContentView key="contentView" id="cv1"><subviews><label text="A" id="a"/><label text="B" id="b"/></subviews></tableViewCellContentView></tableViewCell>
            <tableViewCell id="c2"><accessibility key="accessibilityConfiguration"><bool key="isElement" value="YES"/></accessibility>
              <tableViewCellContentView key="contentView" id="cv2"><subviews><label text="Wi-Fi" id="w"/><switch id="s"/></subviews></tableViewCellContentView></tableViewCell>
            """)
        let cells = IBTest.nodes(out).filter { $0.viewType == "UITableViewCell" }
        #expect(cells.map(\.isElement) == [false, true])
        #expect(cells[0].reachableElements.map { $0.label?.spoken } == ["A", "B"])
        #expect(cells[1].reachableElements.map { $0.label?.spoken } == ["Wi-Fi"])
    }

    @Test func stackViewAxisAndSpacingBecomeTheContainer() throws {
        let out = IBTest.xib("""
            <stackView axis="vertical" spacing="8" id="v"/>
            <stackView spacing="4" id="h"/>
            """)
        let stacks = IBTest.nodes(out)
        #expect(stacks.map(\.layout.container) == [.vstack, .hstack])
        #expect(stacks.map { $0.layout.spacing?.points } == [8, 4])
        #expect(stacks.allSatisfy { !$0.isElement && $0.role == .container })
    }
}
