/// What a `ViewNode` holds; see `ViewNode` for what each field means.
@usableFromInline
struct ViewNodeFields: Hashable, Sendable {
    @usableFromInline var type: String
    @usableFromInline var arguments: [Argument]
    @usableFromInline var modifiers: [Modifier]
    @usableFromInline var children: [ViewNode]
    @usableFromInline var location: SourceLocation
    @usableFromInline var isRepeated: Bool
    @usableFromInline var component: String?
    @usableFromInline var componentFiles: [String] = []
}

extension ViewNode {
    /// Equal when every field is equal, as for a plain struct.
    public static func == (a: ViewNode, b: ViewNode) -> Bool {
        a.storage.holdsSameFields(as: b.storage)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }
}
