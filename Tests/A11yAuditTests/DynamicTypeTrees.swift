import AuditModel

/// Hand-built accessibility trees for the Dynamic Type tests: what Semantics produces for
/// small SwiftUI screens, written out so that every number in a test can be checked by hand.
enum DTTree {
    static let file = "Banner.swift"

    static func location(_ line: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: 5)
    }

    /// A `Text` with a literal string (or a dynamic one when `dynamic` is set).
    static func text(_ string: String, _ path: String, font: FontSpec? = .textStyle(.body), line: Int = 2,
                     dynamic: String? = nil, _ configure: (inout AXNode) -> Void = { _ in }) -> AXNode {
        var node = AXNode(role: .staticText, viewType: "Text", isElement: true, location: location(line), path: path)
        if let dynamic {
            node.text = SpokenText([.literal(string), .dynamic(dynamic)], source: .derived)
        } else {
            node.text = SpokenText(string, source: .derived)
        }
        node.label = node.text
        node.font = font
        configure(&node)
        return node
    }

    static func stack(_ kind: LayoutInfo.Container, _ type: String, _ path: String, line: Int = 1,
                      _ children: [AXNode], _ configure: (inout AXNode) -> Void = { _ in }) -> AXNode {
        var node = AXNode(role: .container, viewType: type, isElement: false, location: location(line),
                          path: path, children: children)
        node.layout.container = kind
        configure(&node)
        return node
    }

    /// An SF Symbol icon (`Image(systemName: "star.fill").resizable()`) with a frame of `side`
    /// points (fixed or scaled).
    static func icon(_ path: String, side: Metric, line: Int = 3, resizable: Bool = true) -> AXNode {
        var node = AXNode(role: .image, viewType: "Image", isElement: true, location: location(line), path: path)
        node.label = SpokenText("star.fill", source: .symbolName)
        node.layout.width = side
        node.layout.height = side
        node.modifierLocations["frame"] = SourceLocation(file: file, line: line, column: 20)
        if resizable { node.modifierLocations["resizable"] = SourceLocation(file: file, line: line, column: 10) }
        return node
    }

    static func screen(_ root: AXNode, name: String = "S", source: Screen.Source = .swiftUI) -> Screen {
        Screen(name: name, location: location(1), source: source, root: root)
    }

    static func fixed(_ points: Double) -> Metric { Metric(points, expression: String(Int(points))) }
    static func scaled(_ points: Double, _ style: TextStyle = .body) -> Metric {
        Metric(points, scaling: .scaled(relativeTo: style), expression: "size")
    }

    /// The 45-character promotion text used by the banner tests.
    static let promotion = "Free shipping on every order over fifty bucks"

    /// `Text(promotion).padding(.horizontal, 16).frame(height: 24)` at the top of a VStack:
    /// the banner of the "done when".
    static func bannerScreen() -> Screen {
        let banner = text(promotion, "S/VStack[0]/Text[0]") {
            $0.layout.paddingLeading = fixed(16)
            $0.layout.paddingTrailing = fixed(16)
            $0.layout.height = fixed(24)
            $0.modifierLocations["frame"] = SourceLocation(file: file, line: 2, column: 30)
        }
        return screen(stack(.vstack, "VStack", "S/VStack[0]", [banner]))
    }

    /// ScrollView { VStack { title; body paragraph; HStack { scaled icon; Text }; adaptive
    /// row } } with scaled padding: text styles, @ScaledMetric and an adaptive layout.
    /// At accessibility5 (body 53 pt, 26.5 pt per character) every text wraps freely.
    static func cleanScreen() -> Screen {
        let base = "S/ScrollView[0]/VStack[0]"
        let iconRow = stack(.hstack, "HStack", "\(base)/HStack[2]", [
            icon("\(base)/HStack[2]/Image[0]", side: scaled(24)),
            text("Rated 4.8 by 2,000 customers", "\(base)/HStack[2]/Text[1]"),
        ])
        let adaptive = stack(.adaptive, "AnyLayout", "\(base)/AnyLayout[3]", [
            text("Delivery", "\(base)/AnyLayout[3]/Text[0]"),
            text("Tomorrow", "\(base)/AnyLayout[3]/Text[1]", dynamic: "date"),
        ])
        let column = stack(.vstack, "VStack", base, [
            text("Order summary", "\(base)/Text[0]", font: .textStyle(.title)),
            text(String(repeating: "Your order ships today. ", count: 6), "\(base)/Text[1]"),
            iconRow, adaptive,
        ]) { $0.layout.paddingLeading = scaled(16); $0.layout.paddingTrailing = scaled(16) }
        return screen(stack(.scroll, "ScrollView", "S/ScrollView[0]", [column]))
    }
}
