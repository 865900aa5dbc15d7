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
    @usableFromInline var traits: TraitSet = []
    @usableFromInline var conditionalTraits: TraitSet = []
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
    /// `Dictionary()`, not `[:]`: the empty literal was a call for every new node.
    @usableFromInline var modifierLocations: [String: SourceLocation] = Dictionary()
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

    /// What every new node's fields start as a copy of. Built as a new value and handed to its
    /// box, a node's fields were written twice and copied once more on the way (the move of so
    /// large a value is not forwarded): a reference count for every field of every node.
    @usableFromInline
    static let blankBox = FieldBox(AXNodeFields(role: .other, viewType: "", isElement: false,
                                                location: SourceLocation(file: "", line: 0, column: 0), path: "",
                                                children: []))

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
    /// Equal when every field is equal, as for a plain struct.
    public static func == (a: AXNode, b: AXNode) -> Bool {
        a.storage.holdsSameFields(as: b.storage)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }
}
