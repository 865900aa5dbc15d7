import AuditModel

/// ViewTree → AXTree: what SwiftUI builds for VoiceOver.
///
/// Every view becomes one `AXNode` (containers stay in the tree as non-elements, for the
/// layout estimate); SwiftUI's defaults come from `SwiftUIDefaults`. The work runs on an
/// arena of nodes with explicit stacks, never recursion, so any nesting depth is safe:
/// 1. build the arena top-down (paths, inherited environment, where modifier content goes),
/// 2. give each node its semantics bottom-up (labels come from content),
/// 3. mark what sits inside an element (VoiceOver does not stop there),
/// 4. assemble the nested tree bottom-up.
/// With a `LoweringMemo`, a component body to be kept gets step 2 as soon as step 1 has built
/// it, and a body kept earlier in the run is copied into the arena already final.
public enum SemanticLowering {
    /// With a memo, component bodies lowered earlier in the run (on another screen or this one)
    /// with the same input are copied instead of lowered again.
    public static func lower(_ screen: ViewScreen, memo: LoweringMemo? = nil) -> Screen {
        var lowering = Lowering(memo: memo)
        var environment = Environment()
        environment.isPreviewScaffolding = screen.isPreview
        let root = lowering.run(root: screen.root, path: screen.name, environment: environment)
        return Screen(name: screen.name, location: screen.location, source: screen.source, root: root,
                      platform: screen.platform)
    }

    /// Whether every path of a lowered screen would stay whole one step deeper, as it is inside
    /// a preview that shows the screen (paths past `maxPathSteps` steps are shortened).
    public static func pathsFitOneStepDeeper(_ screen: Screen) -> Bool {
        var fits = true
        screen.root.walk { node in
            // Each step takes two bytes at least (a name and its slash): most paths are too short
            // to have too many, which their length tells without counting (as in `bounded`).
            guard fits, node.path.utf8.count > 2 * Lowering.maxPathSteps else { return }
            if Lowering.slashes(node.path) + 1 > Lowering.maxPathSteps + 1 { fits = false }
        }
        return fits
    }
}

/// What flows down the view tree (SwiftUI's environment, and accessibility hiding). Every
/// field is part of the key under which `LoweringMemo` shares a lowered component.
///
/// The values live in one shared box (`FieldBox`): every source waiting in the lowering and
/// every entry of its arena holds the environment it was made in, and most views change
/// nothing of their parent's, so a copy is one reference count instead of one per value.
struct Environment: Hashable {
    /// A value with where it was set: rules cite the modifier.
    struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
        var value: Value
        var location: SourceLocation
    }

    struct Values: Hashable, Sendable {
        var font: FontSpec = SwiftUIDefaults.defaultFont
        var fontLocation: SourceLocation?
        var isBold: Bool = false
        var dynamicTypeRange: ClosedRange<DynamicTypeSize>?
        var lineLimit: Located<Int>?
        var truncationMode: String?
        var minimumScaleFactor: Located<Double>?
        var isEnabled: Bool = true
        var isHidden: Bool = false
        var isVisuallyHidden: Bool = false
        var isRepeated: Bool = false
        /// Inside a preview and not (yet) inside a component it shows.
        var isPreviewScaffolding: Bool = false
    }

    private var storage: FieldBox<Values>

    /// SwiftUI's defaults, in a box of their own. Each lowering keeps one (`Lowering.blank`) for
    /// the entries that need none: one box shared by the whole run would have its count changed
    /// by every thread at once.
    init() {
        storage = FieldBox(Values())
    }

    var font: FontSpec {
        get { storage.unchecked.font }
        _modify { FieldBox.unique(&storage); yield &storage.unchecked.font }
    }
    var fontLocation: SourceLocation? {
        get { storage.unchecked.fontLocation }
        _modify { FieldBox.unique(&storage); yield &storage.unchecked.fontLocation }
    }
    var isBold: Bool {
        get { storage.unchecked.isBold }
        _modify { FieldBox.unique(&storage); yield &storage.unchecked.isBold }
    }
    var dynamicTypeRange: ClosedRange<DynamicTypeSize>? {
        get { storage.unchecked.dynamicTypeRange }
        _modify { FieldBox.unique(&storage); yield &storage.unchecked.dynamicTypeRange }
    }
    var lineLimit: Located<Int>? {
        get { storage.unchecked.lineLimit }
        _modify { FieldBox.unique(&storage); yield &storage.unchecked.lineLimit }
    }
    var truncationMode: String? {
        get { storage.unchecked.truncationMode }
        _modify { FieldBox.unique(&storage); yield &storage.unchecked.truncationMode }
    }
    var minimumScaleFactor: Located<Double>? {
        get { storage.unchecked.minimumScaleFactor }
        _modify { FieldBox.unique(&storage); yield &storage.unchecked.minimumScaleFactor }
    }
    var isEnabled: Bool {
        get { storage.unchecked.isEnabled }
        _modify { FieldBox.unique(&storage); yield &storage.unchecked.isEnabled }
    }
    var isHidden: Bool {
        get { storage.unchecked.isHidden }
        _modify { FieldBox.unique(&storage); yield &storage.unchecked.isHidden }
    }
    var isVisuallyHidden: Bool {
        get { storage.unchecked.isVisuallyHidden }
        _modify { FieldBox.unique(&storage); yield &storage.unchecked.isVisuallyHidden }
    }
    var isRepeated: Bool {
        get { storage.unchecked.isRepeated }
        _modify { FieldBox.unique(&storage); yield &storage.unchecked.isRepeated }
    }
    /// Inside a preview and not (yet) inside a component it shows.
    var isPreviewScaffolding: Bool {
        get { storage.unchecked.isPreviewScaffolding }
        _modify { FieldBox.unique(&storage); yield &storage.unchecked.isPreviewScaffolding }
    }

    static func == (a: Environment, b: Environment) -> Bool {
        a.storage.holdsSameFields(as: b.storage)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }

    /// The environment a view and its content see: the parent's, changed by the view's
    /// modifiers (for fonts the innermost, i.e. first written, wins). Values are written only
    /// where they change: a write to a shared box copies it first.
    func applying(_ node: ViewNode) -> Environment {
        var env = self
        if node.isRepeated, !env.isRepeated { env.isRepeated = true }
        if let component = node.component, !component.hasPrefix("@"), env.isPreviewScaffolding {
            // A preview's `ForEach` over sample data shows variants side by side, not an app's list.
            env.isPreviewScaffolding = false
            env.isRepeated = false
        }
        var fontSet = false
        for modifier in node.modifiers {
            let first = modifier.arguments.first?.value
            switch modifier.name {
            case "font" where !fontSet:
                guard let first else { break }
                let (font, bold) = FontReading.font(first)
                env.font = font
                env.fontLocation = modifier.location
                if bold, !env.isBold { env.isBold = true }
                fontSet = true
            case "bold":
                if first?.bool != false, !env.isBold { env.isBold = true }
            case "fontWeight":
                if let first, !env.isBold, FontReading.isBold(first) { env.isBold = true }
            case "disabled":
                if first?.bool == true, env.isEnabled { env.isEnabled = false }
            case "lineLimit":
                if let limit = first.flatMap(Self.lineLimit) {
                    env.lineLimit = Located(value: limit, location: modifier.location)
                } else if let first, env.lineLimit != nil, ValueReading.describe(first) == "nil" {
                    env.lineLimit = nil // `.lineLimit(nil)`: as many lines as needed
                }
            case "minimumScaleFactor":
                if let factor = first?.number { env.minimumScaleFactor = Located(value: factor, location: modifier.location) }
            case "truncationMode":
                if let mode = first?.memberName, env.truncationMode != mode { env.truncationMode = mode }
            default:
                if !env.isHidden, SwiftUIDefaults.hides(modifier) { env.isHidden = true }
                if !env.isVisuallyHidden, SwiftUIDefaults.hidesVisually(modifier) { env.isVisuallyHidden = true }
            }
        }
        // `.dynamicTypeSize` ranges intersect from the outside in (the last written is outermost).
        for modifier in node.modifiers.reversed() where modifier.name == "dynamicTypeSize" {
            if let range = modifier.arguments.first.flatMap({ ValueReading.dynamicTypeRange($0.value) }) {
                let intersected = ValueReading.intersect(outer: env.dynamicTypeRange, inner: range)
                if intersected != env.dynamicTypeRange { env.dynamicTypeRange = intersected }
            }
        }
        return env
    }

    /// A node carrying what the environment says about it (hidden, enabled, repeated).
    func node(_ role: Role, viewType: String, isElement: Bool, location: SourceLocation, path: String) -> AXNode {
        var node = AXNode(role: role, viewType: viewType, isElement: isElement, location: location, path: path)
        // Written only where they differ from a new node's (most views are shown, enabled, not
        // repeated): each write first checks that the node's fields are its own.
        if isHidden { node.isHidden = true }
        if isVisuallyHidden { node.isVisuallyHidden = true }
        if !isEnabled { node.isEnabled = false }
        if isRepeated { node.isRepeated = true }
        if isPreviewScaffolding { node.isScaffolding = true }
        return node
    }

    /// `lineLimit(2)`, `lineLimit(1...3)` (the most lines it may use).
    static func lineLimit(_ value: Value) -> Int? {
        if let n = value.number { return Int(n) }
        if case .range(_, let upper?, let closed) = value, let n = upper.number {
            return closed ? Int(n) : Int(n) - 1
        }
        return nil
    }
}

/// A node in the arena (a class: the bottom-up passes read and change nodes in place).
///
/// An entry belongs to one lowering, on one thread, whose passes read and change one field at
/// a time: the run-time exclusivity check on every access (the lowering's commonest step)
/// could find nothing, so the fields leave it out.
final class Entry {
    enum Kind {
        case view(ViewNode)
        /// A view-builder argument's content in a container of its own (`header:`, `footer:`).
        case argumentContent(String)
        /// A modifier's view content (`overlay`, `tabItem`, `sheet`, …), at this modifier index.
        case modifierContent(String, Int)
        /// Built whole when created (a section title, a navigation title).
        case synthesized
    }
    @exclusivity(unchecked) var ax: AXNode
    @exclusivity(unchecked) var kind: Kind
    @exclusivity(unchecked) var env: Environment
    /// Which argument of the parent view it came from (`label`, `title`); nil for children.
    @exclusivity(unchecked) var origin: String?
    @exclusivity(unchecked) var parent: Int?
    @exclusivity(unchecked) var kids: [Int] = []
    @exclusivity(unchecked) var insideElement = false
    /// Presented or consumed modifier content: not part of the view's own content.
    @exclusivity(unchecked) var isAside = false
    /// Once final: the elements (and opaque views) directly under it, hidden ones included.
    @exclusivity(unchecked) var topLevel: [Int] = []
    /// The innermost component frame its kids live in.
    @exclusivity(unchecked) var frame: Int?
    /// The frame its component path is named from (nil: none).
    @exclusivity(unchecked) var namedBy: Int?
    /// Copied with the component path it was named with inside a kept body: the same in any
    /// body kept around the copy.
    @exclusivity(unchecked) var namedInCopy = false
    /// Its semantics are worked out (a body made final early, or copied from `LoweringMemo`).
    @exclusivity(unchecked) var isFinal = false
    /// For a view: what SwiftUI's tables say of its type, looked up once when it is created and
    /// read again when its semantics are worked out.
    @exclusivity(unchecked) var typeDefaults = SwiftUIDefaults.ViewTypeDefaults.unlisted
    /// The lowest ancestor its semantics read (`Int.max`: none; -1: all the way to the root): a
    /// read above a kept body is done again where a copy of the body goes.
    @exclusivity(unchecked) var lowestRead = Int.max

    init(ax: AXNode, kind: Kind, env: Environment, origin: String? = nil, parent: Int?) {
        self.ax = ax
        self.kind = kind
        self.env = env
        self.origin = origin
        self.parent = parent
    }

    /// The node, moved out for a change of several fields and put back after: meanwhile the
    /// entry holds `placeholder` and no second reference to it, so changing it copies none of
    /// its fields.
    func takeNode(leaving placeholder: AXNode) -> AXNode {
        let node = ax
        ax = placeholder
        return node
    }
}

/// Something to create in the arena under a parent.
enum Source {
    /// A view, with the content its modifiers place inside it (see `Lowering.attachments`).
    case view(ViewNode, origin: String?, path: String, parentEnv: Environment, inside: [Lowering.Attachment])
    case container(Entry.Kind, viewType: String, views: [ViewNode], path: String, env: Environment,
                   location: SourceLocation, leading: AXNode?)
    case synthesized(AXNode)
}

/// An inlined component on the path from the root: nodes of its `files` inside it are named from it.
struct ComponentFrame {
    var name: String
    /// The component's own files (`ViewNode.componentFiles`), else its body's file.
    var files: [String]
    var path: String
    var outer: Int?
    /// The inlined call's entry.
    var entry: Int
}

struct Lowering {
    var entries: [Entry] = []
    /// The components met so far; each entry's `frame` indexes it.
    var frames: [ComponentFrame] = []
    /// Component bodies already lowered in the run; nil lowers every one here.
    var memo: LoweringMemo?

    /// An empty node: what an entry holds while its node is taken out.
    let vacated: AXNode
    /// SwiftUI's default environment, for entries that need none of their own.
    let blank: Environment
    /// What stands in the arena for an entry its parent has taken.
    private let assembled: Entry

    init(memo: LoweringMemo? = nil) {
        self.memo = memo
        // One of each per lowering, not shared by the whole run: every node's lowering counts
        // references to them, and threads counting on one object take turns at its memory.
        vacated = AXNode(role: .other, viewType: "", isElement: false, location: SourceLocation(file: "", line: 0), path: "")
        blank = Environment()
        assembled = Entry(ax: vacated, kind: .synthesized, env: blank, parent: nil)
    }

    mutating func run(root original: ViewNode, path: String, environment: Environment = Environment()) -> AXNode {
        // Content beside the root view (`Image(…).overlay { … }` as a whole preview) needs a
        // container to sit in.
        let distributed = Self.distributingGroupModifiers(original)
        let attached = Self.attachments(of: distributed, path: path, parentEnv: environment)
        let besideRoot = attached.contains { !$0.inside }
        let root = besideRoot ? ViewNode(type: "Group", children: [distributed], location: original.location) : distributed
        let inside = besideRoot ? [] : attached.filter(\.inside)
        // Sources waiting, each with the index of its parent's entry beside it (in a list of
        // their own: a tuple of the two was destroyed through the run-time's generic witness).
        var stack: [Source] = [.view(root, origin: nil, path: path, parentEnv: environment, inside: inside)]
        var parents: [Int?] = [nil]
        // Bodies being lowered to be kept, open while their kids are still on the stack.
        var open: [Instance] = []
        while true {
            while let last = open.last, stack.count <= last.stackBase {
                open.removeLast()
                finish(last, end: entries.count)
            }
            guard !stack.isEmpty else { break }
            let source = stack.removeLast()
            let parent = parents.removeLast()
            let index = entries.count
            if let memo, let instance = instance(of: source, parent: parent) {
                switch memo.use(instance.key, component: instance.component, fits: { Self.fits($0, at: instance.path) }) {
                case .copy(let slice):
                    splice(slice, path: instance.path, parent: parent)
                    if let parent { entries[parent].kids.append(index) }
                    continue
                case .lower(keep: true):
                    open.append(Instance(root: index, stackBase: stack.count, key: instance.key))
                case .lower(keep: false):
                    break
                }
            }
            var kids = create(source, parent: parent)
            markComponentPath(index)
            if let parent { entries[parent].kids.append(index) }
            // Moved onto the stack, last first: iterating would copy each source (its view and
            // environment) and then destroy the array's.
            while !kids.isEmpty {
                stack.append(kids.removeLast())
                parents.append(index)
            }
        }
        for index in entries.indices.reversed() where !entries[index].isFinal { finalize(index) }
        markInsideElements()
        return assemble()
    }

    /// Names a new node by its place inside the innermost inlined component whose type is
    /// written in the node's own file, in its declaration or in an extension holding its view
    /// members (content a caller passes in is named by the caller's component; a modifier
    /// declared elsewhere that wraps the body names nothing), so a component's element is named
    /// the same on every screen. Its parent is already named.
    mutating func markComponentPath(_ index: Int) {
        let own = entries[index].parent.flatMap { entries[$0].frame }
        entries[index].frame = own
        if case .view(let node) = entries[index].kind, let name = node.component,
           !name.hasPrefix("@"), let body = node.children.first {
            let files = node.componentFiles.isEmpty ? [body.location.file] : node.componentFiles
            frames.append(ComponentFrame(name: name, files: files, path: entries[index].ax.path, outer: own, entry: index))
            entries[index].frame = frames.count - 1
        }
        var frame = own
        let file = entries[index].ax.location.file
        while let f = frame, !frames[f].files.contains(file) { frame = frames[f].outer }
        entries[index].namedBy = frame
        // A path inside the frame is the frame's path with more steps: the same bytes first.
        let named = frame.flatMap { f in entries[index].ax.path.dropping(bytePrefix: frames[f].path).map { frames[f].name + $0 } }
        // A copy from the memo may carry the name it had where it was lowered.
        if named != nil || entries[index].ax.componentPath != nil { entries[index].ax.componentPath = named }
    }

    // MARK: 3–4. Inside elements; assembly

    /// VoiceOver stops on an element, not on what is merged into it.
    mutating func markInsideElements() {
        for index in entries.indices {
            guard let parent = entries[index].parent else { continue }
            if entries[parent].insideElement || entries[parent].ax.isElement {
                entries[index].insideElement = true
                entries[index].ax.isElement = false
            }
        }
    }

    /// Kids come after their parent in the arena, so each is final when its parent takes it;
    /// its entry is let go then, so that a node is never in memory twice.
    mutating func assemble() -> AXNode {
        for index in entries.indices.reversed() where !entries[index].kids.isEmpty {
            entries[index].ax.children = entries[index].kids.map { entries[$0].ax }
            for kid in entries[index].kids { entries[kid] = assembled }
        }
        return entries[0].ax
    }
}
