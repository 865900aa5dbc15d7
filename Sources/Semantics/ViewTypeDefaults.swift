import AuditModel

extension SwiftUIDefaults {
    /// What the tables of `SwiftUIDefaults` say of one view type, gathered under its name: the
    /// lowering asks several of them of every view, and one lookup by name answers them all
    /// (each lookup hashes the name). The tables stay the one place these facts are written.
    public struct ViewTypeDefaults: Sendable {
        /// `views`: nil for a type SwiftUI's table does not list.
        public var semantics: ViewSemantics?
        /// `titleElements`.
        public var titleElement: (role: Role, traits: TraitSet, viewsArgument: String)?
        /// `actionArguments`.
        public var actionArgument: String?
        /// In `contentNamedControls`.
        public var isNamedByContent = false
        /// In `itemControls`.
        public var choosesItems = false

        public static let unlisted = ViewTypeDefaults()
    }

    /// The defaults of the view type with this name.
    public static func defaults(ofType type: String) -> ViewTypeDefaults {
        defaultsByType[type] ?? .unlisted
    }

    private static let defaultsByType: [String: ViewTypeDefaults] = {
        var byType: [String: ViewTypeDefaults] = [:]
        for (type, semantics) in views { byType[type, default: .unlisted].semantics = semantics }
        for (type, title) in titleElements { byType[type, default: .unlisted].titleElement = title }
        for (type, argument) in actionArguments { byType[type, default: .unlisted].actionArgument = argument }
        for type in contentNamedControls { byType[type, default: .unlisted].isNamedByContent = true }
        for type in itemControls { byType[type, default: .unlisted].choosesItems = true }
        return byType
    }()
}
