/// The fields of an `AXNode`, boxed so that copying a node shares them.
@usableFromInline
final class AXNodeStorage: @unchecked Sendable {
    // Changed only through `AXNode.makeUnique()`, i.e. while no other node shares the box:
    // once shared (and so possibly seen by other threads) it is never written again. That
    // makes the run-time exclusivity check on every field read (the commonest thing rules and
    // walks do) redundant, so it is left out.
    @usableFromInline @exclusivity(unchecked) var fields: AXNodeFields

    /// Takes the fields given (a new node's are moved in, not copied).
    @usableFromInline
    init(_ fields: consuming AXNodeFields) {
        self.fields = fields
    }
}

/// What an `AXNode` holds; see `AXNode` for what each field means.
@usableFromInline
struct AXNodeFields: Hashable, Sendable {
    @usableFromInline var role: Role
    @usableFromInline var viewType: String
    @usableFromInline var label: SpokenText?
    @usableFromInline var value: SpokenText?
    @usableFromInline var hint: SpokenText?
    @usableFromInline var placeholder: SpokenText? = nil
    @usableFromInline var identifier: String?
    @usableFromInline var inputLabels: [String] = []
    @usableFromInline var traits: Set<Trait> = []
    @usableFromInline var conditionalTraits: Set<Trait> = []
    @usableFromInline var actions: [AXAction] = []
    @usableFromInline var hasEmptyAction: Bool = false
    @usableFromInline var activationCode: String? = nil
    @usableFromInline var gestures: [Gesture] = []
    @usableFromInline var isElement: Bool
    @usableFromInline var isHidden: Bool = false
    @usableFromInline var isVisuallyHidden: Bool = false
    @usableFromInline var isEnabled: Bool = true
    @usableFromInline var childBehavior: ChildBehavior?
    @usableFromInline var headingLevel: Int?
    @usableFromInline var sortPriority: Double = 0
    @usableFromInline var text: SpokenText?
    @usableFromInline var font: FontSpec?
    @usableFromInline var layout: LayoutInfo = LayoutInfo()
    @usableFromInline var showsLargeContentViewer: Bool = false
    @usableFromInline var showsStateBySight: Bool = false
    @usableFromInline var isSpokenInControlName: Bool = false
    @usableFromInline var labelWithoutImages: SpokenText? = nil
    @usableFromInline var location: SourceLocation
    @usableFromInline var modifierLocations: [String: SourceLocation] = [:]
    @usableFromInline var path: String
    @usableFromInline var componentPath: String? = nil
    @usableFromInline var isRepeated: Bool = false
    @usableFromInline var branchConditions: [BranchCondition] = []
    @usableFromInline var isShownOnlyInDevelopment: Bool = false
    @usableFromInline var isChosenPerRow: Bool = false
    @usableFromInline var mayChangeAtRuntime: Bool = false
    @usableFromInline var isScaffolding: Bool = false
    @usableFromInline var isPreviewVariant: Bool = false
    @usableFromInline var isOpaque: Bool = false
    @usableFromInline var children: [AXNode] = []

    @usableFromInline
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
    @usableFromInline @inline(never)
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
