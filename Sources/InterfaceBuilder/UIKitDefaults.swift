import AuditModel

/// What UIKit does for a class when the Interface Builder document says nothing. Apple
/// documents only the general rule ("controls are elements, other views are not"); the
/// rows beyond it are best guesses kept here, in one table, so they are easy to correct.
struct UIKitClassDefaults: Sendable {
    /// The UIKit class (`UIButton`): `AXNode.viewType`.
    var className: String
    var role: Role
    /// `isAccessibilityElement` when the document has no `isElement`.
    var isElement: Bool
    /// The trait set when the document has no `<accessibilityTraits>`.
    var traits: TraitSet
    /// How its stack lays out children, for the Dynamic Type estimate.
    var container: LayoutInfo.Container = .none
    /// Content the audit cannot see into (web views, maps, embedded controllers): rules do not guess.
    var isOpaque = false
    /// The font UIKit uses when the document writes none (UILabel: system 17 pt).
    var defaultFont: FontSpec? = nil
    /// UIKit draws the control at a size of its own and ignores the frame and size constraints
    /// (UISwitch: 51×31 pt, above the platforms' 28×28 pt minimum): the document's size is
    /// not one the app chose or could change.
    var drawsAtOwnSize = false
}

enum UIKitDefaults {
    /// IB element name (the UIKit class in lower camel case without `UI`) → defaults.
    static let classes: [String: UIKitClassDefaults] = [
        // Controls and text: elements by default (Apple: "If the receiver is a UIKit control, the default value is true").
        "button": .init(className: "UIButton", role: .button, isElement: true, traits: [.button]),
        "label": .init(className: "UILabel", role: .staticText, isElement: true, traits: [.staticText],
                       defaultFont: .fixed(size: 17)),
        "textField": .init(className: "UITextField", role: .textField, isElement: true, traits: []),
        // Editable text views are announced as text fields; non-editable ones as static text (see `textViewReadOnly`).
        "textView": .init(className: "UITextView", role: .textField, isElement: true, traits: []),
        // iOS 17+: button + toggle button ("switch button"); value on/off.
        "switch": .init(className: "UISwitch", role: .toggle, isElement: true, traits: [.button, .toggle],
                        drawsAtOwnSize: true),
        "slider": .init(className: "UISlider", role: .slider, isElement: true, traits: [.adjustable]),
        // Unverified: UIKit may expose the two halves as "Increment"/"Decrement" buttons.
        "stepper": .init(className: "UIStepper", role: .stepper, isElement: true, traits: [.adjustable]),
        // A container: each segment is an element (see `segment`).
        "segmentedControl": .init(className: "UISegmentedControl", role: .container, isElement: false, traits: []),
        "datePicker": .init(className: "UIDatePicker", role: .datePicker, isElement: true, traits: []),
        "pickerView": .init(className: "UIPickerView", role: .picker, isElement: true, traits: [.adjustable]),
        "pageControl": .init(className: "UIPageControl", role: .other, isElement: true, traits: [.adjustable]),
        "searchBar": .init(className: "UISearchBar", role: .textField, isElement: true, traits: [.searchField]),
        // Unverified: spoken "In progress", updates frequently.
        "activityIndicatorView": .init(className: "UIActivityIndicatorView", role: .progress, isElement: true,
                                       traits: [.updatesFrequently]),
        "progressView": .init(className: "UIProgressView", role: .progress, isElement: true, traits: [.updatesFrequently]),
        // Not an element by default; `image` trait once enabled.
        "imageView": .init(className: "UIImageView", role: .image, isElement: false, traits: [.image]),
        // Containers.
        "view": .init(className: "UIView", role: .container, isElement: false, traits: []),
        "stackView": .init(className: "UIStackView", role: .container, isElement: false, traits: [], container: .hstack),
        "scrollView": .init(className: "UIScrollView", role: .container, isElement: false, traits: [], container: .scroll),
        "tableView": .init(className: "UITableView", role: .container, isElement: false, traits: [], container: .list),
        "collectionView": .init(className: "UICollectionView", role: .container, isElement: false, traits: [], container: .list),
        // Unverified: a cell is one element combining its texts unless it holds controls (see `InterfaceBuilderLowering.cell`).
        "tableViewCell": .init(className: "UITableViewCell", role: .other, isElement: true, traits: [], container: .vstack),
        "collectionViewCell": .init(className: "UICollectionViewCell", role: .other, isElement: true, traits: [], container: .vstack),
        // A static table's section; its header/footer titles are spoken as texts (header trait on the header).
        "tableViewSection": .init(className: "UITableViewSection", role: .container, isElement: false, traits: [], container: .vstack),
        "tableViewCellContentView": .init(className: "UITableViewCellContentView", role: .container, isElement: false, traits: []),
        "collectionViewCellContentView": .init(className: "UICollectionViewCellContentView", role: .container,
                                               isElement: false, traits: []),
        "collectionReusableView": .init(className: "UICollectionReusableView", role: .container, isElement: false, traits: []),
        "tableViewHeaderFooterView": .init(className: "UITableViewHeaderFooterView", role: .container, isElement: false, traits: []),
        "visualEffectView": .init(className: "UIVisualEffectView", role: .container, isElement: false, traits: []),
        "navigationBar": .init(className: "UINavigationBar", role: .container, isElement: false, traits: []),
        "toolbar": .init(className: "UIToolbar", role: .container, isElement: false, traits: [], container: .hstack),
        "tabBar": .init(className: "UITabBar", role: .container, isElement: false, traits: [.tabBar], container: .hstack),
        // Items of bars.
        "barButtonItem": .init(className: "UIBarButtonItem", role: .button, isElement: true, traits: [.button]),
        // VoiceOver says "Tab" (with "n of m"), not "button": the role carries it.
        "tabBarItem": .init(className: "UITabBarItem", role: .tab, isElement: true, traits: []),
        "navigationItem": .init(className: "UINavigationItem", role: .container, isElement: false, traits: [], container: .hstack),
        // Content drawn by code or another controller: opaque.
        "containerView": .init(className: "UIContainerView", role: .other, isElement: false, traits: [], isOpaque: true),
        "mapView": .init(className: "MKMapView", role: .other, isElement: false, traits: [], isOpaque: true),
        "wkWebView": .init(className: "WKWebView", role: .other, isElement: false, traits: [], isOpaque: true),
        "webView": .init(className: "UIWebView", role: .other, isElement: false, traits: [], isOpaque: true),
        "skView": .init(className: "SKView", role: .other, isElement: false, traits: [], isOpaque: true),
        "sceneKitView": .init(className: "SCNView", role: .other, isElement: false, traits: [], isOpaque: true),
        "mtkView": .init(className: "MTKView", role: .other, isElement: false, traits: [], isOpaque: true),
        "glkView": .init(className: "GLKView", role: .other, isElement: false, traits: [], isOpaque: true),
        "arscnView": .init(className: "ARSCNView", role: .other, isElement: false, traits: [], isOpaque: true),
        "arskView": .init(className: "ARSKView", role: .other, isElement: false, traits: [], isOpaque: true),
    ]

    /// A segment of a `UISegmentedControl`: a button-like element, `selected` when chosen (unverified).
    static let segment = UIKitClassDefaults(className: "UISegment", role: .button, isElement: true, traits: [.button])

    /// An element name IB writes that is not in the table: a plain view of unknown class.
    static func defaults(for elementName: String) -> UIKitClassDefaults {
        classes[elementName] ?? UIKitClassDefaults(className: "UIView", role: .container, isElement: false, traits: [])
    }

    /// Controller element names → UIKit class (`storyboard` scenes, xib top-level controllers).
    static let controllers: [String: String] = [
        "viewController": "UIViewController",
        "navigationController": "UINavigationController",
        "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController",
        "tabBarController": "UITabBarController",
        "pageViewController": "UIPageViewController",
        "splitViewController": "UISplitViewController",
        "hostingController": "UIHostingController",
        "avPlayerViewController": "AVPlayerViewController",
        "glkViewController": "GLKViewController",
    ]

    /// What VoiceOver says for `UIBarButtonItem(barButtonSystemItem:)` (`systemItem="add"`).
    /// `nil` = not an element (spacers). Spoken names follow the system item's meaning (unverified wording).
    static let barButtonSystemItemLabels: [String: String?] = [
        "done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "add": "Add",
        "compose": "Compose", "reply": "Reply", "action": "Share", "organize": "Organize",
        "bookmarks": "Bookmarks", "search": "Search", "refresh": "Refresh", "stop": "Stop",
        "camera": "Camera", "trash": "Delete", "play": "Play", "pause": "Pause",
        "rewind": "Rewind", "fastForward": "Fast Forward", "undo": "Undo", "redo": "Redo",
        "pageCurl": "Page Curl", "close": "Close",
        "flexibleSpace": nil, "fixedSpace": nil,
    ]

    /// System button types draw their own glyph and bring their own label (`buttonType="infoLight"`);
    /// wording unverified.
    static let systemButtonLabels: [String: String] = [
        "infoLight": "More Info", "infoDark": "More Info", "detailDisclosure": "More Info",
        "contactAdd": "Add", "close": "Close",
    ]

    /// The title Interface Builder gives a new button.
    static let newButtonTitle = "Button"

    /// What VoiceOver says for `UITabBarItem(tabBarSystemItem:)` (`systemItem="favorites"`).
    static let tabBarSystemItemLabels: [String: String] = [
        "more": "More", "favorites": "Favorites", "featured": "Featured", "topRated": "Top Rated",
        "recents": "Recents", "contacts": "Contacts", "history": "History", "bookmarks": "Bookmarks",
        "search": "Search", "downloads": "Downloads", "mostRecent": "Most Recent", "mostViewed": "Most Viewed",
    ]

    /// `<accessibilityTraits key="traits" button="YES" …/>` attribute names → traits. `none` is
    /// the empty set; unknown names are ignored (`supportsZoom` has no model trait).
    static let traitAttributes: [String: Trait] = [
        "button": .button, "link": .link, "image": .image, "staticText": .staticText, "header": .header,
        "summaryElement": .summaryElement, "keyboardKey": .keyboardKey, "searchField": .searchField,
        "notEnabled": .notEnabled, "adjustable": .adjustable, "updatesFrequently": .updatesFrequently,
        "selected": .selected, "playsSound": .playsSound, "startsMediaSession": .startsMediaSession,
        "allowsDirectInteraction": .allowsDirectInteraction, "causesPageTurn": .causesPageTurn,
        "tabBar": .tabBar, "toggleButton": .toggle,
    ]

    /// `UIAccessibilityTraits` bit values for a numeric `accessibilityTraits` runtime attribute
    /// (only the documented low bits; other bits make the node "may change at run time").
    static let traitBits: [(UInt64, Trait)] = [
        (1, .button), (2, .link), (4, .image), (8, .selected), (16, .playsSound), (32, .keyboardKey),
        (64, .staticText), (128, .summaryElement), (256, .notEnabled), (512, .updatesFrequently),
        (1024, .searchField),
    ]

    /// Gesture recognizer elements → the gesture model's kinds.
    static let gestureRecognizers: [String: Gesture.Kind] = [
        "tapGestureRecognizer": .tap, "longPressGestureRecognizer": .longPress, "panGestureRecognizer": .drag,
        "screenEdgePanGestureRecognizer": .drag, "swipeGestureRecognizer": .other, "pinchGestureRecognizer": .magnify,
        "rotationGestureRecognizer": .rotate, "hoverGestureRecognizer": .other,
    ]

    /// UILabel's default: one line (`numberOfLines` absent).
    static let labelDefaultLineLimit = 1
    /// A legacy UIButton's title is one line; configuration buttons wrap (no limit).
    static let legacyButtonLineLimit = 1
    /// UIButton.Configuration titles follow Dynamic Type by default (WWDC21 "Meet the UIKit
    /// button system"); body is our guess of the default style.
    static let configurationButtonDefaultFont: FontSpec = .textStyle(.body)
    /// UIKit's required constraint priority; lower priorities can be broken by content.
    static let requiredPriority = 999.0
}
