import AuditModel

extension RuleCatalog {
    /// The Dynamic Type rules (DESIGN §5), in catalog order.
    static let dynamicType: [any Rule] = [
        FixedFontSizeRule(),
        DynamicTypeClampedRule(),
        TextClippedRule(),
        TextTruncatedRule(),
        MinimumScaleFactorRule(),
        UnscaledMetricRule(),
        IBFontNotAdjustingRule(),
        LayoutNotAdaptiveRule(),
    ]
}
