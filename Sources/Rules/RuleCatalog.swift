import AuditModel

/// Every rule, in catalog order (VoiceOver, Dynamic Type, touch target).
public enum RuleCatalog {
    public static let all: [any Rule] = voiceOver + dynamicType + touchTarget

    public static func rule(id: String) -> (any Rule)? {
        all.first { $0.descriptor.id == id }
    }

    public static var ids: [String] { all.map(\.descriptor.id) }
}
