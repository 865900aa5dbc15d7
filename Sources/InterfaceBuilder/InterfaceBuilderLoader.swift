import AuditModel
import Foundation
import SafeXML

/// Interface Builder front-end: a `.storyboard` or `.xib` → one `Screen` per storyboard scene
/// or top-level xib view, lowered straight to the AXTree with UIKit's defaults
/// (`UIKitDefaults`). Hostile or broken XML becomes an `InputError` (via `SafeXML`).
public enum InterfaceBuilderLoader {
    static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
    static let xibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    /// The size cap of a storyboard or xib.
    public static let maxBytes = SafeXML.Limits().maxBytes

    /// Reads a file; every location names `path` as given.
    public static func load(file path: String) -> FrontEndOutput {
        let fail = { (message: String) in
            FrontEndOutput(errors: [InputError(location: SourceLocation(file: path, line: 1), message: message)])
        }
        switch RegularFile.read(path, limit: maxBytes, kind: "XML input") {
        case .success(let bytes): return load(data: Data(bytes), file: path)
        case .failure(let problem): return fail(problem.message)
        }
    }

    /// Parses document bytes (tests, rule examples); `file` names them in locations.
    public static func load(data: Data, file: String) -> FrontEndOutput {
        let root: XMLElement
        switch SafeXML.parse(data: data, file: file) {
        case .failure(let error): return FrontEndOutput(errors: [error])
        case .success(let element): root = element
        }
        let fail = { (line: Int, message: String) in
            FrontEndOutput(errors: [InputError(location: SourceLocation(file: file, line: line), message: message)])
        }
        if root.name == "document", let platform = otherPlatform(type: root["type"], runtime: root["targetRuntime"]) {
            // A Mac (or watch, TV) target's document: AppKit's controls and defaults are not
            // modelled; say it was left out instead of failing a repository that has one.
            return FrontEndOutput(notAudited: [InputError(
                location: SourceLocation(file: file, line: root.line),
                message: "not audited: a \(platform.displayName) Interface Builder document (\(root["targetRuntime"] ?? root["type"] ?? "")); only iOS documents are read")])
        }
        guard root.name == "document", let type = root["type"], type == storyboardType || type == xibType else {
            return fail(root.line, "not an iOS Interface Builder document (expected <document type=\"\(storyboardType)\"> or \"\(xibType)\")")
        }
        if let runtime = root["targetRuntime"], runtime != "iOS.CocoaTouch" {
            return fail(root.line, "Interface Builder document for \(runtime); only iOS (iOS.CocoaTouch) documents are audited")
        }
        let lowering = IBViewLowering(document: root, file: file, source: [UInt8](data))
        let fileBase = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        let screens = type == storyboardType
            ? StoryboardScreens(document: root, lowering: lowering, fileBase: fileBase).screens()
            : xibScreens(document: root, lowering: lowering, fileBase: fileBase)
        return FrontEndOutput(screens: screens, errors: root.refusedNumbers(file: file))
    }

    /// The platform of a document that is not iOS's: `com.apple.InterfaceBuilder3.Cocoa.*` or
    /// `MacOSX.Cocoa` is macOS, `watchKit` watchOS, `AppleTV` tvOS.
    static func otherPlatform(type: String?, runtime: String?) -> Platform? {
        let runtime = runtime?.lowercased() ?? ""
        if runtime.hasPrefix("macosx") || type?.hasPrefix("com.apple.InterfaceBuilder3.Cocoa.") == true { return .macOS }
        if runtime.contains("watchkit") || type?.contains("WatchKit") == true { return .watchOS }
        if runtime.contains("appletv") || type?.contains("AppleTV") == true { return .tvOS }
        return nil
    }

    /// Each top-level view of a xib (placeholders, gesture recognizers, bar items the owner
    /// shows elsewhere and other objects are not screens), named by its custom class or the file
    /// name; a top-level controller is a scene.
    static func xibScreens(document: XMLElement, lowering: IBViewLowering, fileBase: String) -> [Screen] {
        let objects = document.child(named: "objects")?.children ?? []
        let barItems: Set<String> = ["barButtonItem", "tabBarItem", "navigationItem"]
        let views = objects.filter { object in
            UIKitDefaults.controllers[object.name] != nil || object.child(named: "subviews") != nil
                || (UIKitDefaults.classes[object.name] != nil && !barItems.contains(object.name))
        }
        var names = UniqueNames()
        return views.compactMap { view in
            let isController = UIKitDefaults.controllers[view.name] != nil
            let base = view.nonEmpty("customClass") ?? (views.count == 1 || isController ? fileBase : nil)
                ?? "\(fileBase) \(IBViewLowering.segmentName(view.name))"
            let name = names.claim(base, distinguisher: view["id"] ?? String(view.line))
            if isController {
                return ControllerScreen(controller: view, name: name, lowering: lowering, tabItems: nil).screen()
            }
            var counter: [String: Int] = [:]
            var root = AXNode(role: .container, viewType: "UINib", isElement: false,
                              location: lowering.location(view), path: name)
            // A cell in a xib is registered with a table or collection view: one representative row.
            let isCell = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"].contains(view.name)
            if let node = lowering.lowerView(view, parentPath: name, counter: &counter, isRepeated: isCell) { root.children = [node] }
            return Screen(name: name, location: lowering.location(view), source: .interfaceBuilder, root: root)
        }
    }
}

/// Names unique within a document: a repeated name gets its scene or object id.
struct UniqueNames {
    private var used: Set<String> = []

    mutating func claim(_ name: String, distinguisher: String) -> String {
        var candidate = name
        if used.contains(candidate) { candidate = "\(name) (\(distinguisher))" }
        used.insert(candidate)
        return candidate
    }
}

/// The scenes of a storyboard. A tab bar controller's scene holds the tab bar items of the
/// controllers it shows (each item keeps its own line); scenes that show nothing of their
/// own (a navigation controller) are not screens.
struct StoryboardScreens {
    let document: XMLElement
    let lowering: IBViewLowering
    let fileBase: String

    func screens() -> [Screen] {
        let scenes = document.child(named: "scenes")?.children(named: "scene") ?? []
        let controllers: [(scene: XMLElement, controller: XMLElement)] = scenes.compactMap { scene in
            let objects = scene.child(named: "objects")?.children ?? []
            guard let controller = objects.first(where: {
                UIKitDefaults.controllers[$0.name] != nil || $0["sceneMemberID"] == "viewController"
            }) else { return nil }
            return (scene, controller)
        }
        var byID: [String: XMLElement] = [:]
        for (_, controller) in controllers { if let id = controller["id"] { byID[id] = controller } }
        // Tab bar controller id → the controllers whose items its tab bar shows, in order.
        var tabChildren: [String: [XMLElement]] = [:]
        var shownInTabBar: Set<String> = []
        for (_, controller) in controllers where controller.name == "tabBarController" {
            let segues = controller.child(named: "connections")?.children(named: "segue") ?? []
            let children = segues.filter { $0["kind"] == "relationship" && $0["relationship"] == "viewControllers" }
                .compactMap { $0["destination"].flatMap { byID[$0] } }
            tabChildren[controller["id"] ?? ""] = children
            shownInTabBar.formUnion(children.compactMap { $0["id"] })
        }
        var names = UniqueNames()
        return controllers.compactMap { scene, controller in
            let id = controller["id"] ?? ""
            let name = names.claim(sceneName(controller, sceneID: scene["sceneID"] ?? id), distinguisher: scene["sceneID"] ?? id)
            let tabItems: [XMLElement]? = controller.name == "tabBarController"
                ? tabChildren[id]?.compactMap { $0.child(named: "tabBarItem", key: "tabBarItem") }
                : (shownInTabBar.contains(id) ? [] : nil)
            return ControllerScreen(controller: controller, name: name, lowering: lowering, tabItems: tabItems).screen()
        }
    }

    /// Scene title (the controller's or its navigation item's), storyboard identifier,
    /// custom class, else file name + scene id.
    func sceneName(_ controller: XMLElement, sceneID: String) -> String {
        controller.nonEmpty("title")
            ?? controller.child(named: "navigationItem", key: "navigationItem")?.nonEmpty("title")
            ?? controller.nonEmpty("storyboardIdentifier")
            ?? controller.nonEmpty("customClass")
            ?? "\(fileBase) \(sceneID)"
    }
}

/// One controller's screen: its navigation bar items, root view, toolbar items and tab bar.
struct ControllerScreen {
    let controller: XMLElement
    let name: String
    let lowering: IBViewLowering
    /// For a tab bar controller: its children's items. For a child shown in a tab bar: `[]`
    /// (its item belongs to the tab bar's scene). Otherwise nil: the controller's own item.
    let tabItems: [XMLElement]?

    func screen() -> Screen? {
        let location = lowering.location(controller)
        var root = AXNode(role: .container, viewType: UIKitDefaults.controllers[controller.name] ?? "UIViewController",
                          isElement: false, location: location, path: name)
        if controller["customClass"] != nil { root.mayChangeAtRuntime = true }
        var counter: [String: Int] = [:]
        if let item = controller.child(named: "navigationItem", key: "navigationItem"),
           let node = lowering.lowerView(item, parentPath: name, counter: &counter), !node.children.isEmpty {
            root.children.append(node)
        }
        if let view = controller.children.first(where: { $0["key"] == "view" }),
           let node = lowering.lowerView(view, parentPath: name, counter: &counter) {
            root.children.append(node)
        }
        if let toolbarItems = controller.child(named: "toolbarItems"), !toolbarItems.children.isEmpty {
            var toolbar = AXNode(role: .container, viewType: "UIToolbar", isElement: false,
                                 location: lowering.location(toolbarItems), path: IBViewLowering.path(name, segment: "Toolbar", counter: &counter))
            toolbar.layout.container = .hstack
            var itemCounter: [String: Int] = [:]
            toolbar.children = toolbarItems.children.compactMap {
                lowering.lowerView($0, parentPath: toolbar.path, counter: &itemCounter)
            }
            root.children.append(toolbar)
        }
        let items = tabItems ?? controller.child(named: "tabBarItem", key: "tabBarItem").map { [$0] } ?? []
        if !items.isEmpty {
            let bar = controller.child(named: "tabBar", key: "tabBar") ?? controller
            let defaults = UIKitDefaults.defaults(for: "tabBar")
            var tabBar = AXNode(role: defaults.role, viewType: defaults.className, isElement: false,
                                location: lowering.location(bar), path: IBViewLowering.path(name, segment: "TabBar", counter: &counter))
            tabBar.traits = defaults.traits
            tabBar.layout.container = defaults.container
            var itemCounter: [String: Int] = [:]
            tabBar.children = items.compactMap { lowering.lowerView($0, parentPath: tabBar.path, counter: &itemCounter) }
            root.children.append(tabBar)
        }
        guard !root.children.isEmpty else { return nil }
        return Screen(name: name, location: location, source: .interfaceBuilder, root: root)
    }
}
