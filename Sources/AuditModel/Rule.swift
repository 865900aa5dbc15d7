/// A rule's static description (its metadata); the catalog, `explain`, SARIF and the rule
/// reference are all rendered from it.
public struct RuleDescriptor: Hashable, Sendable {
    public enum Category: String, Hashable, Sendable, Codable, CaseIterable {
        case voiceover, dynamicType = "dynamic-type", touchTarget = "touch-target"
    }

    /// Public interface: profiles, suppressions and baselines name it.
    public var id: String
    public var title: String
    /// One line: what fires it.
    public var summary: String
    /// Why it matters to a person using VoiceOver or large text.
    public var rationale: String
    public var category: Category
    public var defaultSeverity: Severity
    /// WCAG 2.2 success criteria, e.g. "4.1.2".
    public var wcag: [String]
    /// The matching `XCUIAccessibilityAuditType`, where there is one.
    public var appleAuditType: String?
    /// How to fix it.
    public var fix: String
    public var examples: [RuleExample]

    public init(id: String, title: String, summary: String, rationale: String,
                category: Category, defaultSeverity: Severity, wcag: [String],
                appleAuditType: String? = nil, fix: String, examples: [RuleExample]) {
        self.id = id
        self.title = title
        self.summary = summary
        self.rationale = rationale
        self.category = category
        self.defaultSeverity = defaultSeverity
        self.wcag = wcag
        self.appleAuditType = appleAuditType
        self.fix = fix
        self.examples = examples
    }

    public var helpURI: String {
        "https://github.com/a11y-audit/a11y-audit/blob/main/Docs/rules.md#\(id)"
    }
}

/// A SwiftUI snippet (a view body, or whole declarations) that must or must not trigger the
/// rule. The generic example test audits each one; `explain` prints them.
public struct RuleExample: Hashable, Sendable {
    public var code: String
    public var triggers: Bool
    /// The input format: SwiftUI source unless said otherwise.
    public var format: Format

    public enum Format: String, Hashable, Sendable { case swiftUI, interfaceBuilder }

    public static func triggering(_ code: String, format: Format = .swiftUI) -> RuleExample {
        RuleExample(code: code, triggers: true, format: format)
    }

    public static func nonTriggering(_ code: String, format: Format = .swiftUI) -> RuleExample {
        RuleExample(code: code, triggers: false, format: format)
    }
}

/// A check over one screen's accessibility tree. Rules see only `AuditModel` types.
public protocol Rule: Sendable {
    var descriptor: RuleDescriptor { get }
    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome
}

/// What a rule found on a screen.
public struct RuleOutcome: Sendable {
    /// The rule found something to check (else it is "not applicable" and weighs nothing).
    public var applicable: Bool
    public var violations: [Violation]

    public init(applicable: Bool, violations: [Violation] = []) {
        self.applicable = applicable
        self.violations = violations
    }

    public static let notApplicable = RuleOutcome(applicable: false)
}

/// A rule's verdict on one element; the engine turns it into a `Finding`.
public struct Violation: Hashable, Sendable {
    public var node: AXNode
    public var message: String
    public var fix: String?
    public var location: SourceLocation
    public var status: Finding.Status
    /// A severity other than the rule's default for this case (`image-label`: asset names
    /// are errors, symbol names warnings). A profile's setting for the rule still wins.
    public var severity: Severity?

    public init(node: AXNode, message: String, fix: String? = nil, location: SourceLocation? = nil,
                status: Finding.Status = .violation, severity: Severity? = nil) {
        self.node = node
        self.message = message
        self.fix = fix
        self.location = location ?? node.location
        self.status = status
        self.severity = severity
    }
}

/// What a rule may know beyond the screen: the profile's typed options and the screen's
/// facts, derived once for every rule.
public struct RuleContext: Sendable {
    public var options: RuleOptions
    public var table: DynamicTypeTable
    /// Facts of the screen this context was made for: evaluate that screen with it.
    public var facts: ScreenFacts

    public init(screen: Screen, options: RuleOptions = RuleOptions(), table: DynamicTypeTable = .shared) {
        self.options = options
        self.table = table
        facts = ScreenFacts(screen, options: options, table: table)
    }
}
