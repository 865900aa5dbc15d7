/// What the front-end knows about SwiftUI's own API: which views exist, which of their closures
/// are content (→ `children`), which are other view-builder parameters (→ `.views` arguments),
/// and which modifiers take view content. The one table to correct when SwiftUI is modelled wrong.
enum SwiftUICatalog {
    /// How a SwiftUI view's closures map to parameters.
    struct ViewSpec {
        /// The parameter the first trailing closure fills, unless a rule in `firstTrailingWhen` applies.
        var firstTrailing: String
        /// `(labels, parameter)`: when the call already has one of these argument labels, the first
        /// trailing closure fills `parameter` instead. `"_title"` stands for an unlabelled first argument.
        var firstTrailingWhen: [(labels: [String], parameter: String)] = []
        /// Parameters whose views are the view's main content (→ `children`).
        var contentParameters: Set<String> = ["content"]
        /// `List(items) { row }`: a data argument makes the content a repeated row.
        var repeatsContentWithData = false
    }

    static let content = ViewSpec(firstTrailing: "content")
    static let label = ViewSpec(firstTrailing: "label")

    /// SwiftUI views with their closure parameters. Views not listed but in `leafViews` take no closures.
    static let views: [String: ViewSpec] = {
        var table: [String: ViewSpec] = [:]
        for name in ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid",
                     "Grid", "GridRow", "Group", "ScrollView", "Form", "NavigationStack", "NavigationView",
                     "ViewThatFits", "HStackLayout", "VStackLayout", "ZStackLayout", "AnyLayout", "TabView",
                     "Section", "LabeledContent", "GroupBox", "DisclosureGroup", "ControlGroup", "ToolbarItem",
                     "ToolbarItemGroup", "GeometryReader", "ScrollViewReader", "Tab", "TabSection",
                     "AsyncImage", "TimelineView", "Menu", "Picker", "NavigationSplitView",
                     "GlassEffectContainer"] {
            table[name] = content
        }
        table["ForEach"] = ViewSpec(firstTrailing: "content", repeatsContentWithData: true)
        table["List"] = ViewSpec(firstTrailing: "content", contentParameters: ["content", "rowContent"],
                                 repeatsContentWithData: true)
        // Every column of a split view is on screen: all of them are content.
        table["NavigationSplitView"] = ViewSpec(firstTrailing: "sidebar",
                                                contentParameters: ["sidebar", "content", "detail"])
        // `Button(intent: Run()) { Text("Run") }`: an intent instead of an action, the closure is the label.
        table["Button"] = ViewSpec(firstTrailing: "action", firstTrailingWhen: [(["action"], "label"), (["intent"], "label")])
        table["NavigationLink"] = ViewSpec(firstTrailing: "destination",
                                           firstTrailingWhen: [(["destination", "value"], "label")])
        table["Stepper"] = ViewSpec(firstTrailing: "label", firstTrailingWhen: [(["_title"], "onIncrement")])
        table["Label"] = ViewSpec(firstTrailing: "title")
        for name in ["Link", "Toggle", "TextField", "SecureField", "Slider", "DatePicker", "ProgressView",
                     "Gauge", "ColorPicker", "ShareLink", "PhotosPicker", "ContentUnavailableView",
                     "MultiDatePicker", "TextEditor"] {
            table[name] = label
        }
        return table
    }()

    /// Containers that change only how their content is drawn, not what it shows or says.
    static let drawingContainers: Set<String> = ["GlassEffectContainer"]

    /// Views whose first unlabelled argument, written as a literal, is a `LocalizedStringKey`
    /// (looked up in the string tables; `Text(verbatim:)` and `String` values are not).
    static let localizedTitleViews: Set<String> = [
        "Text", "Button", "Label", "Toggle", "TextField", "SecureField", "Picker", "NavigationLink", "Link", "Menu",
        "Section", "DatePicker", "MultiDatePicker", "Stepper", "ColorPicker", "ShareLink", "ProgressView",
        "LabeledContent", "GroupBox", "DisclosureGroup", "ControlGroup", "Tab", "ContentUnavailableView",
        "PhotosPicker", "EditButton", "RenameButton",
    ]

    /// Modifiers whose first unlabelled argument, written as a literal, is a `LocalizedStringKey`.
    static let localizedTitleModifiers: Set<String> = [
        "accessibilityLabel", "accessibilityHint", "accessibilityValue",
        "navigationTitle", "help", "alert", "confirmationDialog", "badge",
    ]

    /// SwiftUI views that take no view closures (leaves and shapes).
    static let leafViews: Set<String> = [
        "Text", "Image", "Spacer", "Divider", "Color", "EmptyView", "EditButton", "Rectangle",
        "RoundedRectangle", "Circle", "Capsule", "Ellipse", "UnevenRoundedRectangle", "ContainerRelativeShape",
        "Path", "Canvas", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
        "PasteButton", "RenameButton", "SignInWithAppleButton", "VideoPlayer", "Map", "Table", "OutlineGroup",
    ]

    /// Every SwiftUI view the catalog knows (others are components or opaque).
    static func isKnownView(_ name: String) -> Bool {
        views[name] != nil || leafViews.contains(name)
    }

    /// Parameter names that take views (closures or view values) rather than actions.
    static let viewParameters: Set<String> = [
        "content", "label", "title", "icon", "header", "footer", "destination", "placeholder", "actions",
        "message", "prompt", "currentValueLabel", "minimumValueLabel", "maximumValueLabel", "description",
        "sidebar", "detail", "preview", "menuItems", "representation", "overlay", "background", "tabItem",
        "leading", "trailing",
    ]

    /// Modifiers whose closures are view content; value = the parameter the first trailing closure fills.
    static let viewContentModifiers: [String: String] = {
        var table: [String: String] = [:]
        for name in ["overlay", "background", "toolbar", "sheet", "fullScreenCover", "popover", "tabItem",
                     "accessibilityRepresentation", "contextMenu", "accessibilityActions",
                     "accessibilityChildren", "safeAreaInset", "navigationDestination", "swipeActions", "mask",
                     "searchSuggestions", "inspector", "badge", "toolbarTitleMenu", "safeAreaBar",
                     "navigationBarItems", "toolbarBackground"] {
            table[name] = "content"
        }
        table["alert"] = "actions"
        table["confirmationDialog"] = "actions"
        return table
    }()

    /// Modifiers whose view content is another screen (shown by navigation or presentation):
    /// a component used only there is still a screen of its own and is not inlined there.
    static let presentingModifiers: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "inspector",
    ]
    /// View parameters that present another screen (`NavigationLink(destination:)`).
    static let presentingParameters: Set<String> = ["destination"]

    /// The label of a modifier's non-view trailing closure, by modifier (default `action`).
    static let actionClosureLabels: [String: String] = [
        "onTapGesture": "perform", "onLongPressGesture": "perform", "onAppear": "perform",
        "onDisappear": "perform", "onHover": "perform", "onDrag": "data",
    ]

    /// Methods on a font/colour/gesture value that keep what matters here (its text style, size, kind):
    /// `.title.bold()` stays `.member("title")`, `Font.system(size: 12).weight(.bold)` stays the `system` call.
    static let valuePreservingMethods: Set<String> = [
        "bold", "italic", "weight", "width", "monospaced", "monospacedDigit", "leading", "smallCaps",
        "lowercaseSmallCaps", "uppercaseSmallCaps", "opacity", "design",
        // Gestures keep their kind: `DragGesture().onChanged { … }` stays the `DragGesture` call.
        "onEnded", "onChanged", "updating", "simultaneously", "sequenced", "exclusively",
    ]

    /// Environment values that tell a view about Dynamic Type (`@Environment(\.dynamicTypeSize)`).
    static let dynamicTypeEnvironmentKeys: Set<String> = ["dynamicTypeSize", "sizeCategory"]

    /// Layout types that `AnyLayout` wraps.
    static let layoutTypes: Set<String> = ["AnyLayout", "HStackLayout", "VStackLayout", "ZStackLayout",
                                           "GridLayout"]
}
