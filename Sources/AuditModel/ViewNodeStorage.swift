/// The fields of a `ViewNode`, boxed so that copying a view shares them.
@usableFromInline
final class ViewNodeStorage: @unchecked Sendable {
    // Changed only through `ViewNode.makeUnique()`, i.e. while no other view shares the box:
    // once shared (and so possibly seen by other threads) it is never written again, so the
    // run-time exclusivity check on every field read is left out.
    @usableFromInline @exclusivity(unchecked) var fields: ViewNodeFields

    /// Takes the fields given (a new view's are moved in, not copied).
    @usableFromInline
    init(_ fields: consuming ViewNodeFields) {
        self.fields = fields
    }
}

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
    /// Gives this view a box of its own before a field changes (copy on write). Never inlined:
    /// inlined into a field's `_modify` accessor, its copy of the fields made the accessor's
    /// coroutine frame too large for the caller's buffer, so every field write allocated the
    /// frame on the heap.
    @usableFromInline @inline(never)
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = ViewNodeStorage(storage.fields) }
    }

    /// Equal when every field is equal, as for a plain struct.
    public static func == (a: ViewNode, b: ViewNode) -> Bool {
        a.storage === b.storage || a.storage.fields == b.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }
}
