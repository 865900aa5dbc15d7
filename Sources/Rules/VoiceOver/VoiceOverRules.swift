import AuditModel

extension RuleCatalog {
    /// The VoiceOver rules (DESIGN §5), in catalog order.
    static let voiceOver: [any Rule] = []
}
