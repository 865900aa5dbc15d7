import AuditModel

extension RuleCatalog {
    /// The VoiceOver rules (DESIGN §5), in catalog order.
    static let voiceOver: [any Rule] = [
        ControlNameRule(),
        ImageLabelRule(),
        LabelIsIdentifierRule(),
        LabelRedundantTraitRule(),
        LabelStyleRule(),
        HintStyleRule(),
        DuplicateNameRule(),
        TapGestureTraitRule(),
        HiddenInteractiveRule(),
        IgnoreWithoutLabelRule(),
        CombineMultipleActionsRule(),
        CustomActionNameRule(),
        DragAlternativeRule(),
        HeaderTraitRule(),
        StateInLabelRule(),
        LabelLengthRule(),
        MissingLocalizationRule(),
    ]
}
