import AuditModel

extension SwiftUIDefaults {
    /// What the tables of `SwiftUIDefaults` say of one view type, gathered under its name: the
    /// lowering asks several of them of every view, and one lookup by name answers them all
    /// (each lookup hashes the name). The tables stay the one place these facts are written.
    /// A class: the lowering keeps it with each view it creates, one reference.
    public final class ViewTypeDefaults: Sendable {
        /// `views`: nil for a type SwiftUI's table does not list.
        public let semantics: ViewSemantics?
        /// `titleElements`.
        public let titleElement: (role: Role, traits: TraitSet, viewsArgument: String)?
        /// `actionArguments`.
        public let actionArgument: String?
        /// In `contentNamedControls`.
        public let isNamedByContent: Bool
        /// In `itemControls`.
        public let choosesItems: Bool

        init(type: String) {
            semantics = views[type]
            titleElement = titleElements[type]
            actionArgument = actionArguments[type]
            isNamedByContent = contentNamedControls.contains(type)
            choosesItems = itemControls.contains(type)
        }

        /// A type none of the tables lists.
        public static let unlisted = ViewTypeDefaults(type: "")
    }

    /// The defaults of the view type with this name.
    public static func defaults(ofType type: String) -> ViewTypeDefaults {
        defaultsByType[type] ?? .unlisted
    }

    private static let defaultsByType: [String: ViewTypeDefaults] = {
        let listed = Set(views.keys).union(titleElements.keys).union(actionArguments.keys)
            .union(contentNamedControls).union(itemControls)
        return Dictionary(uniqueKeysWithValues: listed.map { ($0, ViewTypeDefaults(type: $0)) })
    }()
}
