import AuditModel

/// SwiftUI's default accessibility semantics, in ONE table so they are easy to correct.
/// Apple documents some of them; the rest are best guesses from observed behaviour, kept
/// here so that a correction is one edit.
public enum SwiftUIDefaults {
    /// What a view is for accessibility before any modifier applies.
    public struct ViewSemantics: Sendable {
        public enum Kind: Sendable {
            /// VoiceOver stops on it.
            case element
            /// Lays out its children; not itself an element.
            case container(LayoutInfo.Container)
            /// Draws nothing VoiceOver reads (shapes, colours, spacers).
            case decoration
        }
        /// Where an element's label comes from.
        public enum LabelSource: Sendable {
            case none
            /// The first unlabelled argument (or `verbatim:`), else the content views.
            case title
            /// `Image`: asset, `systemName:`, `decorative:`, `label:`.
            case image
            /// A fixed word SwiftUI supplies (`EditButton` → "Edit").
            case fixed(String)
        }
        /// Where an element's value comes from.
        public enum ValueSource: Sendable {
            case none
            /// On/off from `isOn:`.
            case toggleState
            /// The current value of the binding in this argument (known only at run time).
            case binding(String)
            /// A progress fraction (`value:` of `total:`), spoken as a percentage.
            case progress
            /// `value:`, else the text of the content views (`LabeledContent("Version") { Text(v) }`).
            case content
        }

        public var kind: Kind
        public var role: Role
        public var traits: TraitSet
        public var label: LabelSource
        public var value: ValueSource
        /// Draws its title itself (so it has a visible `text` and a `font`).
        public var drawsTitle: Bool
        /// Adjustable controls answer swipe up/down.
        public var adjustable: Bool

        static func element(_ role: Role, _ traits: TraitSet = [], label: LabelSource = .title,
                            value: ValueSource = .none, drawsTitle: Bool = true,
                            adjustable: Bool = false) -> ViewSemantics {
            ViewSemantics(kind: .element, role: role, traits: traits, label: label, value: value,
                          drawsTitle: drawsTitle, adjustable: adjustable)
        }

        static func container(_ layout: LayoutInfo.Container = .none) -> ViewSemantics {
            ViewSemantics(kind: .container(layout), role: .container, traits: [], label: .none,
                          value: .none, drawsTitle: false, adjustable: false)
        }

        static let decoration = ViewSemantics(kind: .decoration, role: .other, traits: [],
                                              label: .none, value: .none, drawsTitle: false,
                                              adjustable: false)
    }

    /// Per view type. Views not listed (and not inlined components) are opaque.
    public static let views: [String: ViewSemantics] = [
        // Text and images
        "Text": .element(.staticText, [.staticText]),
        "Image": .element(.image, [.image], label: .image, drawsTitle: false),
        "AsyncImage": .element(.image, [.image], label: .none, drawsTitle: false),
        // Label: one element, the title only (the icon is not spoken).
        "Label": .element(.staticText, [.staticText]),
        // Controls
        "Button": .element(.button, [.button]),
        "NavigationLink": .element(.button, [.button]),
        "Menu": .element(.menu, [.button]),
        "ShareLink": .element(.button, [.button]),
        "EditButton": .element(.button, [.button], label: .fixed("Edit")),
        "PasteButton": .element(.button, [.button], label: .fixed("Paste")),
        "RenameButton": .element(.button, [.button], label: .fixed("Rename")),
        "Link": .element(.link, [.link]),
        "Toggle": .element(.toggle, [.toggle, .button], value: .toggleState),
        "Slider": .element(.slider, [.adjustable], value: .binding("value"), drawsTitle: false,
                           adjustable: true),
        "Stepper": .element(.stepper, [.adjustable], value: .binding("value"), adjustable: true),
        "Picker": .element(.picker, [.button], value: .binding("selection")),
        "TextField": .element(.textField, [], value: .binding("text")),
        "SecureField": .element(.secureField, []),
        "TextEditor": .element(.textField, [], label: .none, value: .binding("text"), drawsTitle: false),
        "DatePicker": .element(.datePicker, [.button], value: .binding("selection")),
        "ColorPicker": .element(.colorPicker, [.button], value: .binding("selection")),
        // One element: "Version, 1.0".
        "LabeledContent": .element(.staticText, [.staticText], value: .content),
        "ProgressView": .element(.progress, [.updatesFrequently], value: .progress),
        "Gauge": .element(.progress, [], value: .binding("value"), drawsTitle: false),
        // Layout containers
        "VStack": .container(.vstack), "LazyVStack": .container(.vstack),
        "VStackLayout": .container(.vstack), "LazyVGrid": .container(.vstack), "Grid": .container(.vstack),
        "HStack": .container(.hstack), "LazyHStack": .container(.hstack),
        "HStackLayout": .container(.hstack), "LazyHGrid": .container(.hstack), "GridRow": .container(.hstack),
        "ZStack": .container(.zstack), "ZStackLayout": .container(.zstack),
        "ScrollView": .container(.scroll),
        "List": .container(.list), "Form": .container(.list),
        "ViewThatFits": .container(.adaptive), "AnyLayout": .container(.adaptive),
        // Transparent containers
        "Group": .container(), "ForEach": .container(), "Section": .container(),
        "NavigationStack": .container(), "NavigationView": .container(),
        "NavigationSplitView": .container(), "TabView": .container(), "Tab": .container(),
        "GeometryReader": .container(), "ScrollViewReader": .container(),
        // iOS 26's `GlassEffectContainer(spacing:content:)` renders its content's Liquid Glass
        // shapes together; it adds no element of its own (developer.apple.com/documentation/swiftui/glasseffectcontainer).
        "GlassEffectContainer": .container(),
        "ToolbarItem": .container(), "ToolbarItemGroup": .container(), "ControlGroup": .container(),
        "GroupBox": .container(), "DisclosureGroup": .container(),
        "TupleView": .container(), "_Branches": .container(), "_Branch": .container(),
        // Drawn, not read
        "Spacer": .decoration, "Divider": .decoration, "Color": .decoration, "EmptyView": .decoration,
        "Rectangle": .decoration, "RoundedRectangle": .decoration, "Circle": .decoration,
        "Capsule": .decoration, "Ellipse": .decoration, "Path": .decoration,
        "UnevenRoundedRectangle": .decoration, "ContainerRelativeShape": .decoration,
        "LinearGradient": .decoration, "RadialGradient": .decoration, "AngularGradient": .decoration,
        "Canvas": .decoration,
    ]

    /// Containers that add an element for their title: `Section("Header")` (a heading),
    /// `DisclosureGroup("More")` (a button), `Tab("Home", systemImage:)` (a tab).
    /// The value names the argument whose views play that part when there is no title string.
    public static let titleElements: [String: (role: Role, traits: TraitSet, viewsArgument: String)] = [
        "Section": (.staticText, [.staticText, .header], "header"),
        "DisclosureGroup": (.button, [.button], "label"),
        "Tab": (.tab, [], "label"),
    ]

    /// The title a control shows when given none (`ShareLink(item: url)` draws "Share" and the
    /// share icon).
    public static let defaultTitles: [String: String] = ["ShareLink": "Share"]

    /// View-builder arguments placed after a view's main content (`Section { } footer: { }`).
    public static let trailingArguments: Set<String> = ["footer"]
    /// View-builder arguments that belong to another screen, not this one.
    public static let skippedArguments: Set<String> = ["destination"]
    /// View-builder arguments whose content forms part of the control's own label, spliced
    /// into its children (others get a container named by the argument).
    public static let labelArguments: Set<String> = ["label", "title", "icon"]
    /// View-builder arguments that are a view's main content, like its children (`content:` written out).
    public static let contentArguments: Set<String> = ["content"]

    /// Controls named by their label content read as one name: every element's label joined
    /// with ", ", images included, as `.accessibilityElement(children: .combine)` joins them,
    /// so `Button { HStack { Image("ic_share"); Text("Share") } }` is "ic_share, Share, button".
    /// Sources: Apple's `AccessibilityChildBehavior.combine` merges the properties of all non-hidden
    /// children; CVS Health's SwiftUI techniques: an image from a file speaks its file name unless
    /// labelled or hidden; a code review of EnviousWispr (pull request 2448) reports a button's
    /// `HStack { Image(systemName:); Text }` label exposing the symbol beside the title. A `Label`
    /// gives its title only (Branton Boehm, "SwiftUI's Label improves accessibility", observed;
    /// SwiftLint pull request 6594). No recorded VoiceOver output of such a button was found:
    /// still unverified for the exact wording.
    public static let contentNamedControls: Set<String> = ["Button", "NavigationLink", "Link", "Menu"]

    /// Controls whose children are items to choose from (`Menu { }`, `Picker { }`), never their label.
    public static let itemControls: Set<String> = ["Menu", "Picker"]

    /// Picker styles that show each option as a button of its own (unverified for `.inline`).
    public static let optionButtonPickerStyles: Set<String> = ["segmented", "inline", "radioGroup", "palette"]

    /// What `.combine` keeps of its children's traits (Apple: "not all traits are merged";
    /// the static-text and image traits of the parts are dropped — unverified).
    public static let combinedTraits: TraitSet = [
        .button, .link, .header, .selected, .toggle, .adjustable, .searchField, .updatesFrequently,
        .playsSound, .startsMediaSession, .allowsDirectInteraction, .summaryElement,
    ]

    /// `.padding()` with no length, on every side named (SwiftUI's default).
    public static let defaultPadding = 16.0
    /// The font everything starts with.
    public static let defaultFont = FontSpec.textStyle(.body)
    /// What VoiceOver speaks as a toggle's value (unverified wording).
    public static let toggleValues = (on: "on", off: "off")
    /// The label of an indeterminate `ProgressView()` (unverified wording).
    public static let indeterminateProgressLabel = "In progress"
    /// `.searchable` without a prompt.
    public static let defaultSearchPrompt = "Search"

    /// The argument holding what activating a control runs (VoiceOver's double tap performs it,
    /// not gestures attached to the control's label).
    public static let actionArguments: [String: String] = ["Button": "action"]

    /// iOS 26 draws `Button(role:)` with no title as a system button with its own name.
    public static let roleButtonLabels = ["close": "Close", "confirm": "Done", "cancel": "Cancel"]

    /// An SFSafeSymbols member (`xmarkCircleFill`, `person2Fill`) as the symbol's name
    /// (`xmark.circle.fill`, `person.2.fill`): a dot before each capital and each number.
    public static func symbolName(fromMember member: String) -> String {
        var name = ""
        var previous: Character?
        for c in member {
            if let p = previous, c.isUppercase || (c.isNumber && !p.isNumber) { name.append(".") }
            name.append(c.isUppercase ? Character(c.lowercased()) : c)
            previous = c
        }
        return name
    }

    /// `AccessibilityTraits` member names.
    public static let traitNames: [String: Trait] = [
        "isButton": .button, "isLink": .link, "isHeader": .header, "isImage": .image,
        "isStaticText": .staticText, "isSelected": .selected, "isToggle": .toggle,
        "isSearchField": .searchField, "isKeyboardKey": .keyboardKey,
        "isSummaryElement": .summaryElement, "updatesFrequently": .updatesFrequently,
        "playsSound": .playsSound, "startsMediaSession": .startsMediaSession,
        "allowsDirectInteraction": .allowsDirectInteraction, "causesPageTurn": .causesPageTurn,
        "isModal": .modal,
    ]

    /// `AccessibilityActionKind` member names.
    public static let actionKinds: [String: AXAction.Kind] = [
        "default": .default, "escape": .escape, "magicTap": .magicTap, "delete": .delete,
        "showMenu": .showMenu,
    ]

    /// What an accessibility property modifier does to an element.
    public enum PropertyEffect: Sendable {
        /// Sets the label, value or hint to the spoken text of its first argument.
        case label, value, hint
        case identifier
        case inputLabels
        case addTraits, removeTraits
        /// Adds a trait and reads a level (`.h2`) from its first argument.
        case heading(Trait)
        /// Adds the action its arguments name (`named:`, an action kind, else the default).
        case action
        /// Adds an action of a fixed kind.
        case fixedAction(AXAction.Kind)
        /// Adds a trait and the actions VoiceOver's swipe up and down perform.
        case adjustable(Trait, actions: [AXAction.Kind])
    }

    /// The accessibility property modifiers and what each does.
    public static let propertyModifiers: [String: PropertyEffect] = [
        "accessibilityLabel": .label,
        "accessibilityValue": .value,
        "accessibilityHint": .hint,
        "accessibilityIdentifier": .identifier,
        "accessibilityInputLabels": .inputLabels,
        "accessibilityAddTraits": .addTraits,
        "accessibilityRemoveTraits": .removeTraits,
        "accessibilityHeading": .heading(.header),
        "accessibilityAction": .action,
        // Rows of a `ForEach` with `.onDelete` offer VoiceOver's Delete action.
        "onDelete": .fixedAction(.delete),
        "accessibilityAdjustableAction": .adjustable(.adjustable, actions: [.increment, .decrement]),
    ]

    /// Gesture modifiers, and the gesture a `.gesture(…)` value names (matched in its text,
    /// case-insensitively, first match wins).
    public static let gestureModifiers: [String: Gesture.Kind?] = [
        "onTapGesture": .tap, "onLongPressGesture": .longPress,
        "gesture": nil, "simultaneousGesture": nil, "highPriorityGesture": nil,
    ]
    /// Gesture modifiers that recognise alongside the view's own gestures: on a scroll view, a
    /// drag there follows the scrolling.
    public static let scrollWatchingGestureModifiers: Set<String> = ["simultaneousGesture"]
    public static let gestureNames: [(String, Gesture.Kind)] = [
        ("longpress", .longPress), ("spatialtap", .tap), ("tap", .tap), ("drag", .drag),
        ("magnif", .magnify), ("rotat", .rotate),
    ]

    /// Modifiers that remove a view from accessibility (`accessibilityHidden(true)`,
    /// `hidden()`, `opacity(0)`).
    public static func hides(_ modifier: Modifier) -> Bool {
        switch modifier.name {
        case "accessibilityHidden":
            return modifier.arguments.first?.value.bool == true
        case "accessibility":
            return modifier.argument("hidden")?.value.bool == true
        case "hidden":
            return true
        case "opacity":
            return modifier.arguments.first?.value.number == 0
        default:
            return false
        }
    }

    /// Modifiers that hide a view from sight as well (`hidden()`, `opacity(0)`): not a
    /// VoiceOver-only barrier.
    public static func hidesVisually(_ modifier: Modifier) -> Bool {
        modifier.name == "hidden" || (modifier.name == "opacity" && modifier.arguments.first?.value.number == 0)
    }

    /// Modifier content placed before the view in reading order (the navigation bar and
    /// what is drawn behind it); other modifier content follows it.
    public static let leadingModifierContent: Set<String> = ["toolbar", "background", "navigationTitle", "searchable"]

    /// Modifier content that is not on screen until something presents it: lowered (so rules
    /// check it) but left out of the transcript of the screen as shown.
    public static let presentedContent = AXNode.presentationContainerTypes

    /// Words in an `if`/`#if` condition that pick a platform, an OS version or a text size,
    /// not a state of the view (`#if os(iOS)`, `if #available(iOS 17, *)`).
    public static let conditionsThatAreNotState = [
        "os(", "available", "canImport(", "targetEnvironment(", "swift(", "compiler(", "DEBUG",
        "dynamicTypeSize", "sizeCategory", "horizontalSizeClass", "verticalSizeClass", "colorScheme",
        "case ", "let ", "var ",
    ]

    /// Words of a condition (split at case changes: `isOnDevEnvironment` → is, on, dev,
    /// environment) that name a development or debug build: what it shows, people using the
    /// released app do not see (`#if DEBUG`, `if model.isOnDevEnvironment`, `if isInternalUser`).
    public static let developmentConditionWords: Set<String> = [
        "debug", "dev", "development", "developer", "staging", "internal",
    ]

    /// SF Symbols that, shown only when a condition holds, mark a state (chosen, favourite,
    /// pinned) rather than illustrate: every `checkmark…`, and these.
    public static let stateMarkSymbols: Set<String> = [
        "star.fill", "heart.fill", "bookmark.fill", "pin.fill", "flag.fill", "bell.fill", "circle.fill",
        "largecircle.fill.circle", "record.circle", "smallcircle.filled.circle", "circle.inset.filled",
        "square.fill", "dot.circle",
    ]

    public static func isStateMark(symbol: String) -> Bool {
        symbol.hasPrefix("checkmark") || stateMarkSymbols.contains(symbol)
    }

    /// Containers whose modifiers apply to each child separately.
    public static let distributesModifiers: Set<String> = ["Group"]

    /// Containers that show one of their children (the first that fits; at the default size
    /// usually the first): the transcript reads that one.
    public static let alternativeContainers: Set<String> = ["ViewThatFits"]

    /// Modifier content that is not drawn (a mask's shape) or belongs to another screen.
    public static let ignoredModifierContent: Set<String> = ["mask", "clipShape", "navigationDestination"]

    /// Modifier content that becomes something other than views beside the modified one.
    public static let consumedModifierContent: Set<String> = [
        "accessibilityRepresentation", "accessibilityActions", "accessibilityChildren", "swipeActions",
    ]

    /// Modifiers that draw behind the whole frame written before them (`.frame(width: 44,
    /// height: 44).background(…)`): SwiftUI hit-tests what is drawn, so the frame is tappable.
    public static let frameFillingModifiers: Set<String> = ["background", "glassEffect"]
    /// Fills that draw nothing and so are not hit-tested.
    public static let clearFills: Set<String> = ["Color.clear", ".clear"]

    /// Modifiers whose unlabelled argument is a view (`.overlay(Text("3"))`, older API).
    public static let viewArgumentModifiers: Set<String> = ["overlay", "background"]

    /// Views that an argument written as a call (`label: Text("Trash")`, `.overlay(Image("x"))`)
    /// stands for.
    public static let viewCalls: Set<String> = ["Text", "Image", "Label"]

    /// Weights that count as bold (`.bold()`, `.fontWeight(.bold)`).
    public static let boldWeights: Set<String> = ["bold", "heavy", "black"]

    /// The older `.accessibility(label:hint:…)` API, as the modifier it stands for.
    public static let legacyAccessibilityArguments: [String: String] = [
        "label": "accessibilityLabel", "value": "accessibilityValue", "hint": "accessibilityHint",
        "identifier": "accessibilityIdentifier", "hidden": "accessibilityHidden",
        "addTraits": "accessibilityAddTraits", "removeTraits": "accessibilityRemoveTraits",
        "sortPriority": "accessibilitySortPriority", "inputLabels": "accessibilityInputLabels",
    ]
}
