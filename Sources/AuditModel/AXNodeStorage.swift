/// The fields of an `AXNode`, boxed so that copying a node shares them.
final class AXNodeStorage: @unchecked Sendable {
    // Changed only through `AXNode.makeUnique()`, i.e. while no other node shares the box:
    // once shared (and so possibly seen by other threads) it is never written again. That
    // makes the run-time exclusivity check on every field read (the commonest thing rules and
    // walks do) redundant, so it is left out.
    @exclusivity(unchecked) var fields: AXNodeFields

    /// Takes the fields given (a new node's are moved in, not copied).
    init(_ fields: consuming AXNodeFields) {
        self.fields = fields
    }
}

/// What an `AXNode` holds; see `AXNode` for what each field means.
struct AXNodeFields: Hashable, Sendable {
    var role: Role
    var viewType: String
    var label: SpokenText?
    var value: SpokenText?
    var hint: SpokenText?
    var placeholder: SpokenText? = nil
    var identifier: String?
    var inputLabels: [String] = []
    var traits: Set<Trait> = []
    var conditionalTraits: Set<Trait> = []
    var actions: [AXAction] = []
    var hasEmptyAction: Bool = false
    var activationCode: String? = nil
    var gestures: [Gesture] = []
    var isElement: Bool
    var isHidden: Bool = false
    var isVisuallyHidden: Bool = false
    var isEnabled: Bool = true
    var childBehavior: ChildBehavior?
    var headingLevel: Int?
    var sortPriority: Double = 0
    var text: SpokenText?
    var font: FontSpec?
    var layout: LayoutInfo = LayoutInfo()
    var showsLargeContentViewer: Bool = false
    var showsStateBySight: Bool = false
    var isSpokenInControlName: Bool = false
    var labelWithoutImages: SpokenText? = nil
    var location: SourceLocation
    var modifierLocations: [String: SourceLocation] = [:]
    var path: String
    var componentPath: String? = nil
    var isRepeated: Bool = false
    var branchConditions: [BranchCondition] = []
    var isShownOnlyInDevelopment: Bool = false
    var isChosenPerRow: Bool = false
    var mayChangeAtRuntime: Bool = false
    var isScaffolding: Bool = false
    var isPreviewVariant: Bool = false
    var isOpaque: Bool = false
    var children: [AXNode] = []

    init(role: Role, viewType: String, isElement: Bool, location: SourceLocation, path: String,
         children: [AXNode]) {
        self.role = role
        self.viewType = viewType
        self.isElement = isElement
        self.location = location
        self.path = path
        self.children = children
    }
}

extension AXNode {
    /// Gives this node a box of its own before a field changes (copy on write). Never inlined:
    /// inlined into a field's `_modify` accessor, its copy of the fields made the accessor's
    /// coroutine frame too large for the caller's buffer, so every field write allocated the
    /// frame on the heap.
    @inline(never)
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = AXNodeStorage(storage.fields) }
    }

    /// Equal when every field is equal, as for a plain struct.
    public static func == (a: AXNode, b: AXNode) -> Bool {
        a.storage === b.storage || a.storage.fields == b.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }
}
