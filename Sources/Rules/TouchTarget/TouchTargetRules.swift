import AuditModel

extension RuleCatalog {
    /// The touch-target rules (DESIGN §5).
    static let touchTarget: [any Rule] = [
        TouchTargetSizeRule(),
    ]
}
