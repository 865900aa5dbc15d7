/// A value's fields in one shared box, copied only when a value sharing it changes a field (copy
/// on write). `AXNode` and `ViewNode` keep theirs in one, and so does the lowering's
/// environment: walks, front-ends, the lowering and the rules copy them constantly, and a copy
/// is then one reference count instead of one per field.
@usableFromInline
package final class FieldBox<Fields: Hashable & Sendable>: @unchecked Sendable {
    // Changed only through `unique(_:)`, while no other value shares the box: once shared (and so
    // possibly seen by other threads) it is never written again. That makes the run-time
    // exclusivity check on every field read (the commonest thing rules and walks do) redundant.
    @usableFromInline @exclusivity(unchecked) package var fields: Fields

    /// Takes the fields given (a new value's are moved in, not copied).
    @usableFromInline
    package init(_ fields: consuming Fields) {
        self.fields = fields
    }

    /// The fields, for code in other modules: its accesses are compiled here, where the
    /// run-time exclusivity check is known to be redundant; an access to `fields` compiled in
    /// another module called the check (twice for each field of the lowering's environment).
    @inlinable package var unchecked: Fields {
        _read { yield fields }
        _modify { yield &fields }
    }

    /// Takes a copy of another box's fields.
    @usableFromInline
    package init(copying other: FieldBox) {
        self.fields = other.fields
    }

    /// Makes `box` its holder's alone (copying the fields if another value shares it) before a
    /// field changes. Specialized for each value but never inlined: inlined into a field's
    /// `_modify` accessor, its copy of the fields made the accessor's coroutine frame too large
    /// for the caller's buffer, so every field write allocated the frame on the heap.
    @inlinable @inline(never)
    package static func unique(_ box: inout FieldBox) {
        if !isKnownUniquelyReferenced(&box) { box = FieldBox(box.fields) }
    }

    /// Equal when every field is equal, as for a plain struct.
    @usableFromInline
    package func holdsSameFields(as other: FieldBox) -> Bool {
        self === other || fields == other.fields
    }
}
