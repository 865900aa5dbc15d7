import AuditModel
import Foundation
@testable import InterfaceBuilder

/// Shared helpers for the Interface Builder tests: wrap view XML in a document, load it, find nodes.
enum IBTest {
    static let storyboardHeader = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        """
    static let xibHeader = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        """

    /// A xib whose single top-level view holds `subviews` (XML of views).
    static func xib(_ subviews: String, file: String = "Test.xib") -> FrontEndOutput {
        let xml = xibHeader + """

            <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="root">
            <subviews>
            \(subviews)
            </subviews>
            </view>
            </objects>
            </document>
            """
        return InterfaceBuilderLoader.load(data: Data(xml.utf8), file: file)
    }

    /// A storyboard with `scenes` (XML of `<scene>` elements).
    static func storyboard(_ scenes: String, file: String = "Main.storyboard") -> FrontEndOutput {
        let xml = storyboardHeader + "\n<scenes>\n" + scenes + "\n</scenes>\n</document>\n"
        return InterfaceBuilderLoader.load(data: Data(xml.utf8), file: file)
    }

    /// The nodes of the only screen's top-level view, in pre-order, without the wrappers.
    static func nodes(_ output: FrontEndOutput) -> [AXNode] {
        output.screens.first?.root.allNodes.filter { $0.viewType != "UINib" && $0.path.split(separator: "/").count > 2 } ?? []
    }

    static func first(_ output: FrontEndOutput, _ viewType: String) -> AXNode? {
        output.screens.flatMap(\.root.allNodes).first { $0.viewType == viewType }
    }

    static func fixture(_ name: String) -> String {
        Bundle.module.url(forResource: "Fixtures/InterfaceBuilder/\(name)", withExtension: nil)!.path
    }
}
