/// One line of a screen's VoiceOver transcript.
public struct TranscriptLine: Hashable, Sendable, Codable {
    // In key order: the JSON report writes a type's members as they come when they come in
    // it, and moves them into it otherwise (`JSONText`).
    /// Some of the text is only known at run time.
    public var dynamic: Bool
    public var element: String
    public var file: String
    public var line: Int
    /// Where the label came from, when a string table was involved: `localized` (the table's
    /// development-language text) or `missingLocalization` (a key no table defines). Left out
    /// of JSON otherwise.
    public var provenance: SpokenText.Source?
    public var text: String

    public init(text: String, element: String, location: SourceLocation, dynamic: Bool,
                provenance: SpokenText.Source? = nil) {
        self.text = text
        self.element = element
        self.file = location.file
        self.line = location.line
        self.dynamic = dynamic
        self.provenance = provenance
    }
}

/// The Dynamic Type ladder: for each size, the elements whose text is clipped or truncated.
public struct LadderStep: Hashable, Sendable, Codable {
    // In key order (see `TranscriptLine`).
    public var broken: [String]
    public var size: DynamicTypeSize

    public init(size: DynamicTypeSize, broken: [String]) {
        self.size = size
        self.broken = broken
    }
}

/// How one rule fared on one screen.
public struct RuleVerdict: Hashable, Sendable, Codable {
    public enum Outcome: String, Hashable, Sendable, Codable { case passed, failed, needsReview }
    // In key order (see `TranscriptLine`).
    public var outcome: Outcome
    public var rule: String
    public var severity: Severity

    public init(rule: String, severity: Severity, outcome: Outcome) {
        self.rule = rule
        self.severity = severity
        self.outcome = outcome
    }
}

/// Per-screen scorecard: score, grade, counts, VoiceOver coverage and Dynamic Type ceiling.
public struct Scorecard: Hashable, Sendable, Codable {
    public var score: Int
    public var grade: String
    public var counts: [String: Int]
    /// Interactive elements with a usable name, over all interactive elements (1 when none).
    public var voiceOverCoverage: Double
    /// The largest size with no clipped or truncated text; nil when it breaks at xSmall.
    public var dynamicTypeCeiling: DynamicTypeSize?

    public init(score: Int, grade: String, counts: [String: Int], voiceOverCoverage: Double,
                dynamicTypeCeiling: DynamicTypeSize?) {
        self.score = score
        self.grade = grade
        self.counts = counts
        self.voiceOverCoverage = voiceOverCoverage
        self.dynamicTypeCeiling = dynamicTypeCeiling
    }

    public static func grade(for score: Int) -> String {
        score >= 90 ? "good" : score >= 50 ? "needs work" : "poor"
    }

    /// score = 100 × Σ weight(passed) / Σ weight(applicable); a rule with only needs-review
    /// findings counts as passed. No applicable rule scores 100.
    public static func score(_ verdicts: [RuleVerdict], weights: [Severity: Double]) -> Int {
        var total = 0.0, passed = 0.0
        for v in verdicts {
            let w = weights[v.severity] ?? 0
            total += w
            if v.outcome != .failed { passed += w }
        }
        guard total > 0 else { return 100 }
        return Int((100 * passed / total).rounded(.down))
    }
}

/// Everything known about one audited screen.
public struct ScreenResult: Hashable, Sendable, Codable {
    public var name: String
    public var file: String
    public var line: Int
    public var source: Screen.Source
    public var scorecard: Scorecard
    public var verdicts: [RuleVerdict]
    public var transcript: [TranscriptLine]
    public var ladder: [LadderStep]

    public init(name: String, location: SourceLocation, source: Screen.Source, scorecard: Scorecard,
                verdicts: [RuleVerdict], transcript: [TranscriptLine], ladder: [LadderStep]) {
        self.name = name
        self.file = location.file
        self.line = location.line
        self.source = source
        self.scorecard = scorecard
        self.verdicts = verdicts
        self.transcript = transcript
        self.ladder = ladder
    }
}

/// The result of one run: what every report renders.
public struct AuditResult: Hashable, Sendable {
    public var toolVersion: String
    public var profile: String
    public var failOn: Severity?
    public var screens: [ScreenResult]
    /// One per place (`Finding.merged`), sorted by file, line, column, rule, element.
    public var findings: [Finding]
    public var inputErrors: [InputError]
    /// The profile's score weight per severity: what each failed rule cost a screen's score.
    public var weights: [Severity: Double] = Profile.defaultWeights
    /// Problems that do not stop the audit (an unknown rule id in a suppression comment):
    /// printed for people, not part of the reports.
    public var warnings: [InputError] = []

    public init(toolVersion: String, profile: String, failOn: Severity?, screens: [ScreenResult],
                findings: [Finding], inputErrors: [InputError]) {
        self.toolVersion = toolVersion
        self.profile = profile
        self.failOn = failOn
        self.screens = screens
        self.findings = findings
        self.inputErrors = inputErrors
    }

    /// Findings that fail CI under `failOn`.
    public var failing: [Finding] {
        guard let failOn else { return [] }
        return findings.filter { $0.isActive && $0.severity >= failOn }
    }

    /// Points of the run score each failed rule costs, highest first (ties by rule id): on a
    /// screen a failed rule costs 100 × its weight ÷ the weight of the screen's applicable
    /// rules, and the run score is the mean over screens.
    public var ruleCosts: [(rule: String, points: Double, screens: Int)] {
        guard !screens.isEmpty else { return [] }
        var points: [String: Double] = [:], failed: [String: Int] = [:]
        for screen in screens {
            let total = screen.verdicts.reduce(0.0) { $0 + (weights[$1.severity] ?? 0) }
            guard total > 0 else { continue }
            for v in screen.verdicts where v.outcome == .failed {
                points[v.rule, default: 0] += 100 * (weights[v.severity] ?? 0) / total
                failed[v.rule, default: 0] += 1
            }
        }
        return points.map { (rule: $0.key, points: $0.value / Double(screens.count), screens: failed[$0.key] ?? 0) }
            .sorted { ($1.points, $0.rule) < ($0.points, $1.rule) }
    }

    /// The run's score: the mean over screens.
    public var score: Int {
        guard !screens.isEmpty else { return 100 }
        return Int((Double(screens.map(\.scorecard.score).reduce(0, +)) / Double(screens.count)).rounded())
    }

    /// 0 no failing finding, 1 failing findings, 2 input errors.
    public var exitCode: Int32 {
        if !inputErrors.isEmpty { return 2 }
        return failing.isEmpty ? 0 : 1
    }
}

public enum ToolInfo {
    public static let name = "a11y-audit"
    public static let version = "0.1.0"
    public static let informationURI = "https://github.com/a11y-audit/a11y-audit"
}
