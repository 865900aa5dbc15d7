/// Rule options with their defaults. The one table of tunable thresholds;
/// profiles set them from YAML.
public struct RuleOptions: Hashable, Sendable {
    /// `touch-target-size`: minimum width and height in points (HIG 44; WCAG 2.5.8 AA 24).
    public var minimumTouchTarget: Double = 44
    /// `label-length`: most words a label should have.
    public var labelWordLimit: Int = 12
    /// `label-redundant-trait`: words that repeat what a trait says.
    public var traitWords: [String] = [
        "button", "link", "image", "icon", "graphic", "tab", "heading",
        "header", "selected", "checkbox", "switch", "toggle",
    ]
    /// `dynamic-type-clamped` and the layout rules: the largest size text must work at.
    public var dynamicTypeTarget: DynamicTypeSize = .accessibility3
    /// Device width for the layout estimate, in points.
    public var deviceWidth: Double = 375
    /// Characters assumed for text known only at run time.
    public var assumedDynamicTextLength: Int = 20
    /// Average glyph advance as a fraction of the point size (about 0.5 em for SF Pro).
    public var averageAdvance: Double = 0.5
    /// `minimum-scale-factor`: text must not shrink below this many points (HIG minimum 11).
    public var minimumTextSize: Double = 11

    public init() {}
}

/// A resolved profile: which rules run at which severity, their options, and when CI fails.
public struct Profile: Hashable, Sendable {
    public var name: String
    /// A rule's severity, or nil (`off`). Rules not named use their default severity.
    public var severities: [String: Severity?] = [:]
    public var options = RuleOptions()
    /// Findings at or above this fail the run; nil = never fail.
    public var failOn: Severity? = .error
    /// Score weight per severity.
    public var weights: [Severity: Double] = Profile.defaultWeights

    public static let defaultWeights: [Severity: Double] = [.error: 10, .warning: 3, .info: 1]

    public init(name: String) {
        self.name = name
    }

    public static let builtInDefault = Profile(name: "default")

    /// The severity a rule runs at, or nil when it is off.
    public func severity(for descriptor: RuleDescriptor) -> Severity? {
        if let set = severities[descriptor.id] { return set }
        return descriptor.defaultSeverity
    }
}
