import AuditModel

/// Every rule, in catalog order: VoiceOver, Dynamic Type, touch target. A rule exists for
/// the tool once it is listed here; `RuleCatalogTests` fails when a `*Rule.swift` file is not.
public enum RuleCatalog {
    public static let all: [any Rule] = [
        // VoiceOver
        ControlNameRule(),
        ImageLabelRule(),
        LabelIsIdentifierRule(),
        LabelRedundantTraitRule(),
        LabelStyleRule(),
        HintStyleRule(),
        DuplicateNameRule(),
        TapGestureTraitRule(),
        EmptyButtonActionRule(),
        HiddenInteractiveRule(),
        IgnoreWithoutLabelRule(),
        CombineMultipleActionsRule(),
        CustomActionNameRule(),
        DragAlternativeRule(),
        HeaderTraitRule(),
        StateInLabelRule(),
        StateNotExposedRule(),
        LabelLengthRule(),
        MissingLocalizationRule(),
        // Dynamic Type
        FixedFontSizeRule(),
        DynamicTypeClampedRule(),
        TextClippedRule(),
        TextTruncatedRule(),
        MinimumScaleFactorRule(),
        UnscaledMetricRule(),
        IBFontNotAdjustingRule(),
        LayoutNotAdaptiveRule(),
        // Touch target
        TouchTargetSizeRule(),
    ]

    public static func rule(id: String) -> (any Rule)? {
        all.first { $0.descriptor.id == id }
    }

    public static var ids: [String] { all.map(\.descriptor.id) }
}
