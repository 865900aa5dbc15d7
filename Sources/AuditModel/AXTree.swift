/// The accessibility tree: what VoiceOver and Dynamic Type will see.
/// Rules see only this. Layout containers stay in the tree as non-elements so that the
/// Dynamic Type estimate knows stacks, frames and paddings.
///
/// A node's fields live in one shared, copy-on-write box (`FieldBox`): walks, facts and
/// rules copy nodes constantly, and a copy is then one reference count instead of one per field.
/// The field accessors are inlinable: rules, the lowering and the front-ends live in other
/// modules, and an accessor they call cannot read a field in place (each read returned a
/// retained copy) nor change one without a call into a coroutine.
public struct AXNode: Hashable, Sendable {
    @usableFromInline var storage: FieldBox<AXNodeFields>

    @inlinable public var role: Role {
        get { storage.fields.role }
        _modify { FieldBox.unique(&storage); yield &storage.fields.role }
    }
    /// The view or class it came from: `Button`, `Image`, `UIButton`.
    @inlinable public var viewType: String {
        get { storage.fields.viewType }
        _modify { FieldBox.unique(&storage); yield &storage.fields.viewType }
    }
    @inlinable public var label: SpokenText? {
        get { storage.fields.label }
        _modify { FieldBox.unique(&storage); yield &storage.fields.label }
    }
    @inlinable public var value: SpokenText? {
        get { storage.fields.value }
        _modify { FieldBox.unique(&storage); yield &storage.fields.value }
    }
    @inlinable public var hint: SpokenText? {
        get { storage.fields.hint }
        _modify { FieldBox.unique(&storage); yield &storage.fields.hint }
    }
    /// What an empty text field shows (`prompt:`, else its title); not its name.
    @inlinable public var placeholder: SpokenText? {
        get { storage.fields.placeholder }
        _modify { FieldBox.unique(&storage); yield &storage.fields.placeholder }
    }
    @inlinable public var identifier: String? {
        get { storage.fields.identifier }
        _modify { FieldBox.unique(&storage); yield &storage.fields.identifier }
    }
    @inlinable public var inputLabels: [String] {
        get { storage.fields.inputLabels }
        _modify { FieldBox.unique(&storage); yield &storage.fields.inputLabels }
    }
    @inlinable public var traits: TraitSet {
        get { storage.fields.traits }
        _modify { FieldBox.unique(&storage); yield &storage.fields.traits }
    }
    /// Traits added only when a condition holds (`.accessibilityAddTraits(isOn ? .isSelected : [])`).
    @inlinable public var conditionalTraits: TraitSet {
        get { storage.fields.conditionalTraits }
        _modify { FieldBox.unique(&storage); yield &storage.fields.conditionalTraits }
    }
    @inlinable public var actions: [AXAction] {
        get { storage.fields.actions }
        _modify { FieldBox.unique(&storage); yield &storage.fields.actions }
    }
    /// Its own action is written empty (`Button(action: {})`): activating it, as VoiceOver,
    /// Voice Control and Full Keyboard Access do, runs nothing.
    @inlinable public var hasEmptyAction: Bool {
        get { storage.fields.hasEmptyAction }
        _modify { FieldBox.unique(&storage); yield &storage.fields.hasEmptyAction }
    }
    /// What activating it runs, as written (a button's action closure), to tell when two
    /// controls do the same thing; nil when unknown.
    @inlinable public var activationCode: String? {
        get { storage.fields.activationCode }
        _modify { FieldBox.unique(&storage); yield &storage.fields.activationCode }
    }
    @inlinable public var gestures: [Gesture] {
        get { storage.fields.gestures }
        _modify { FieldBox.unique(&storage); yield &storage.fields.gestures }
    }
    /// VoiceOver stops on it.
    @inlinable public var isElement: Bool {
        get { storage.fields.isElement }
        _modify { FieldBox.unique(&storage); yield &storage.fields.isElement }
    }
    /// Hidden from accessibility (`accessibilityHidden(true)`, `accessibilityElementsHidden`,
    /// `hidden`). Hidden subtrees stay in the tree so rules can find hidden controls.
    @inlinable public var isHidden: Bool {
        get { storage.fields.isHidden }
        _modify { FieldBox.unique(&storage); yield &storage.fields.isHidden }
    }
    /// Also hidden from sight (UIKit `hidden="YES"`): not a VoiceOver-only barrier, since no one
    /// sees it either (code usually shows it later). Implies `isHidden`.
    @inlinable public var isVisuallyHidden: Bool {
        get { storage.fields.isVisuallyHidden }
        _modify { FieldBox.unique(&storage); yield &storage.fields.isVisuallyHidden }
    }
    @inlinable public var isEnabled: Bool {
        get { storage.fields.isEnabled }
        _modify { FieldBox.unique(&storage); yield &storage.fields.isEnabled }
    }
    @inlinable public var childBehavior: ChildBehavior? {
        get { storage.fields.childBehavior }
        _modify { FieldBox.unique(&storage); yield &storage.fields.childBehavior }
    }
    @inlinable public var headingLevel: Int? {
        get { storage.fields.headingLevel }
        _modify { FieldBox.unique(&storage); yield &storage.fields.headingLevel }
    }
    @inlinable public var sortPriority: Double {
        get { storage.fields.sortPriority }
        _modify { FieldBox.unique(&storage); yield &storage.fields.sortPriority }
    }
    /// The visible text a `Text`/label draws (for the Dynamic Type estimate), or nil.
    @inlinable public var text: SpokenText? {
        get { storage.fields.text }
        _modify { FieldBox.unique(&storage); yield &storage.fields.text }
    }
    /// The font in effect (inherited from containers), for text-drawing nodes.
    @inlinable public var font: FontSpec? {
        get { storage.fields.font }
        _modify { FieldBox.unique(&storage); yield &storage.fields.font }
    }
    @inlinable public var layout: LayoutInfo {
        get { storage.fields.layout }
        _modify { FieldBox.unique(&storage); yield &storage.fields.layout }
    }
    @inlinable public var showsLargeContentViewer: Bool {
        get { storage.fields.showsLargeContentViewer }
        _modify { FieldBox.unique(&storage); yield &storage.fields.showsLargeContentViewer }
    }
    /// Its look is chosen by a condition (an image named by a ternary, an image shown only
    /// when a condition holds): a control holding it shows a state by sight alone unless a
    /// trait or value says it too.
    @inlinable public var showsStateBySight: Bool {
        get { storage.fields.showsStateBySight }
        _modify { FieldBox.unique(&storage); yield &storage.fields.showsStateBySight }
    }
    /// An image whose label is spoken as part of the name of the control around it, next to
    /// the control's text (a `Button`'s label content is read as one name, images included).
    @inlinable public var isSpokenInControlName: Bool {
        get { storage.fields.isSpokenInControlName }
        _modify { FieldBox.unique(&storage); yield &storage.fields.isSpokenInControlName }
    }
    /// A control named by its text and images: what its text alone says (see `writtenLabel`).
    @inlinable public var labelWithoutImages: SpokenText? {
        get { storage.fields.labelWithoutImages }
        _modify { FieldBox.unique(&storage); yield &storage.fields.labelWithoutImages }
    }
    /// Where the view expression starts.
    @inlinable public var location: SourceLocation {
        get { storage.fields.location }
        _modify { FieldBox.unique(&storage); yield &storage.fields.location }
    }
    /// Where individual modifiers were written (`"font"`, `"onTapGesture"`), for findings a
    /// modifier alone causes.
    @inlinable public var modifierLocations: [String: SourceLocation] {
        get { storage.fields.modifierLocations }
        _modify { FieldBox.unique(&storage); yield &storage.fields.modifierLocations }
    }
    /// `Screen/VStack[0]/Button[2]`: stable between runs, used in fingerprints.
    @inlinable public var path: String {
        get { storage.fields.path }
        _modify { FieldBox.unique(&storage); yield &storage.fields.path }
    }
    /// `PriceTag/Text[0]`: where it sits inside the innermost inlined component written in its
    /// own file, the same from every screen that shows the component; nil outside components.
    @inlinable public var componentPath: String? {
        get { storage.fields.componentPath }
        _modify { FieldBox.unique(&storage); yield &storage.fields.componentPath }
    }
    /// One representative of a `ForEach`.
    @inlinable public var isRepeated: Bool {
        get { storage.fields.isRepeated }
        _modify { FieldBox.unique(&storage); yield &storage.fields.isRepeated }
    }
    /// On a branch of an `if`/`switch`: what must hold for it to show, so that branches of two
    /// statements over the same value are known never to show together.
    @inlinable public var branchConditions: [BranchCondition] {
        get { storage.fields.branchConditions }
        _modify { FieldBox.unique(&storage); yield &storage.fields.branchConditions }
    }
    /// On a branch of a `switch` over a list row's own item (`ForEach(settings) { s in switch
    /// s.kind { … } }`): which rows show it, each item's data decides; it is not on every row.
    @inlinable public var isChosenPerRow: Bool {
        get { storage.fields.isChosenPerRow }
        _modify { FieldBox.unique(&storage); yield &storage.fields.isChosenPerRow }
    }
    /// On a branch of an `if`/`#if`: shown only when a development or debug condition holds
    /// (`#if DEBUG`, `if model.isOnDevEnvironment`), so people using the released app do not see it.
    @inlinable public var isShownOnlyInDevelopment: Bool {
        get { storage.fields.isShownOnlyInDevelopment }
        _modify { FieldBox.unique(&storage); yield &storage.fields.isShownOnlyInDevelopment }
    }
    /// Code may change this element at run time (a UIKit custom class, an outlet): findings
    /// that code could fix become "needs review".
    @inlinable public var mayChangeAtRuntime: Bool {
        get { storage.fields.mayChangeAtRuntime }
        _modify { FieldBox.unique(&storage); yield &storage.fields.mayChangeAtRuntime }
    }
    /// A preview's own view, around the components it shows: not app code, so no finding is
    /// reported on it.
    @inlinable public var isScaffolding: Bool {
        get { storage.fields.isScaffolding }
        _modify { FieldBox.unique(&storage); yield &storage.fields.isScaffolding }
    }
    /// A component a preview shows, one of several instances side by side on the canvas: each
    /// is a variant of its own, never on screen with the others in the app.
    @inlinable public var isPreviewVariant: Bool {
        get { storage.fields.isPreviewVariant }
        _modify { FieldBox.unique(&storage); yield &storage.fields.isPreviewVariant }
    }
    /// Its content is unknown (a view the audit could not see into): rules do not guess.
    @inlinable public var isOpaque: Bool {
        get { storage.fields.isOpaque }
        _modify { FieldBox.unique(&storage); yield &storage.fields.isOpaque }
    }
    @inlinable public var children: [AXNode] {
        get { storage.fields.children }
        _modify { FieldBox.unique(&storage); yield &storage.fields.children }
    }

    public init(role: Role, viewType: String, isElement: Bool, location: SourceLocation,
                path: String, children: [AXNode] = []) {
        // A blank node's fields with these set (see `AXNodeFields.blankBox`).
        storage = FieldBox(copying: AXNodeFields.blankBox)
        storage.fields.role = role
        storage.fields.viewType = viewType
        storage.fields.isElement = isElement
        storage.fields.location = location
        storage.fields.path = path
        storage.fields.children = children
    }

    /// A control a person can act on (what `control-name` checks): by role, by button/link trait,
    /// or by a tap gesture.
    public var isInteractive: Bool {
        role.isControl || hasButtonOrLinkTrait || gestures.contains { $0.kind == .tap }
    }

    /// The button or link trait, found by reading the few traits a node has rather than
    /// hashing for each: every rule asks whether each element is interactive.
    var hasButtonOrLinkTrait: Bool {
        traits.contains(.button) || traits.contains(.link)
    }

    /// The label without the image names SwiftUI reads with a control's text (`image-label`
    /// judges those): the words the control's own text says, for the rules about wording.
    public var writtenLabel: SpokenText? {
        guard let labelWithoutImages, label?.source != .explicit else { return label }
        return labelWithoutImages
    }

    /// Where a modifier was written, or else where the view starts.
    public func location(ofModifier name: String) -> SourceLocation {
        modifierLocations[name] ?? location
    }

    /// Depth-first, pre-order walk over this node and every descendant (no recursion, so any
    /// nesting depth is safe).
    public func walk(_ visit: (AXNode) -> Void) {
        visit(self)
        // A stack of sibling lists and positions: each list is shared, not copied node by node
        // (copying nodes onto a stack dominated the rules' time on real apps).
        var frames: [(siblings: [AXNode], next: Int)] = [(children, 0)]
        while let top = frames.indices.last {
            let index = frames[top].next
            guard index < frames[top].siblings.count else {
                frames.removeLast()
                continue
            }
            frames[top].next += 1
            let siblings = frames[top].siblings
            visit(siblings[index])
            if !siblings[index].children.isEmpty { frames.append((siblings[index].children, 0)) }
        }
    }

    /// The first node, in the same order as `walk`, for which `predicate` holds; the walk stops
    /// there (rules asking "is there text below?" of a whole screen need not visit all of it).
    /// `walk` keeps a loop of its own: running it through this one, with a predicate that never
    /// holds, cost 2–5 % of the time on described screens, where rules walk every node.
    public func first(where predicate: (AXNode) -> Bool) -> AXNode? {
        if predicate(self) { return self }
        var frames: [(siblings: [AXNode], next: Int)] = [(children, 0)]
        while let top = frames.indices.last {
            let index = frames[top].next
            guard index < frames[top].siblings.count else {
                frames.removeLast()
                continue
            }
            frames[top].next += 1
            let siblings = frames[top].siblings
            if predicate(siblings[index]) { return siblings[index] }
            if !siblings[index].children.isEmpty { frames.append((siblings[index].children, 0)) }
        }
        return nil
    }

    /// All nodes, depth-first pre-order.
    public var allNodes: [AXNode] {
        var out: [AXNode] = []
        walk { out.append($0) }
        return out
    }
}

public enum Role: String, Hashable, Sendable, Codable, CaseIterable {
    case button, link, toggle, slider, stepper, picker, textField, secureField, menu
    case datePicker, colorPicker, progress, image, staticText, tab, container, other

    /// Roles a person operates (they need a name).
    public var isControl: Bool {
        switch self {
        case .button, .link, .toggle, .slider, .stepper, .picker, .textField, .secureField,
             .menu, .datePicker, .colorPicker, .tab:
            return true
        case .progress, .image, .staticText, .container, .other:
            return false
        }
    }

    /// What VoiceOver says for the role after the label ("button", "text field").
    public var spokenName: String? {
        switch self {
        case .textField: return "text field"
        case .secureField: return "secure text field"
        case .slider, .stepper: return "adjustable"
        case .menu: return "pop up button"
        case .picker, .datePicker, .colorPicker: return "button"
        case .tab: return "tab"
        case .progress: return "progress"
        default: return nil
        }
    }
}

/// Accessibility traits: SwiftUI's `AccessibilityTraits` plus the UIKit-only ones SwiftUI
/// produces indirectly (adjustable, not enabled, tab bar).
public enum Trait: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case button, link, header, image, staticText, selected, toggle, adjustable, notEnabled
    case searchField, keyboardKey, summaryElement, updatesFrequently, playsSound
    case startsMediaSession, allowsDirectInteraction, causesPageTurn, modal, tabBar

    public static func < (a: Trait, b: Trait) -> Bool {
        a.position < b.position
    }

    /// The word VoiceOver adds for this trait, if it speaks one.
    public var spokenName: String? {
        switch self {
        case .button: return "button"
        case .link: return "link"
        case .header: return "heading"
        case .image: return "image"
        case .selected: return "selected"
        case .toggle: return "switch button"
        case .adjustable: return "adjustable"
        case .notEnabled: return "dimmed"
        case .searchField: return "search field"
        case .tabBar: return "tab bar"
        default: return nil
        }
    }
}

public enum ChildBehavior: String, Hashable, Sendable, Codable {
    case combine, contain, ignore
}

public struct AXAction: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, Codable {
        case named, `default`, escape, magicTap, delete, showMenu, increment, decrement
    }
    public var kind: Kind
    /// For named actions: the name (may be dynamic or empty).
    public var name: SpokenText?
    public var location: SourceLocation

    public init(kind: Kind, name: SpokenText? = nil, location: SourceLocation) {
        self.kind = kind
        self.name = name
        self.location = location
    }
}

public struct Gesture: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, Codable { case tap, drag, longPress, magnify, rotate, other }
    public var kind: Kind
    public var location: SourceLocation
    /// Taps it needs (`onTapGesture(count: 2)`): VoiceOver's double tap activates once.
    public var tapCount: Int

    public init(kind: Kind, location: SourceLocation, tapCount: Int = 1) {
        self.kind = kind
        self.location = location
        self.tapCount = tapCount
    }
}
