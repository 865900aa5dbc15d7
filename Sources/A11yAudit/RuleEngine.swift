import AuditModel
import Semantics

/// Runs the enabled rules over one screen and turns their verdicts into findings,
/// verdicts and a scorecard. The screen's facts are derived once, here, and shared by the
/// rules, the scorecard and the transcript.
struct RuleEngine: Sendable {
    let profile: Profile
    let rules: [any Rule]
    let options: RuleOptions
    var table: DynamicTypeTable = .shared
    var suppressions: [Suppression]
    let baseline: Set<String>
    /// Whether results hold the screen's transcript (see `AuditOptions.keepsTranscripts`).
    var keepsTranscripts = true
    /// Nodes from which a screen's rules run on all cores rather than one after another: a
    /// run of one huge screen (a description of hundreds of thousands of views) otherwise kept
    /// one core busy while the others had nothing to do. Smaller screens, of which a run has
    /// many, are already evaluated side by side.
    var rulesOnAllCoresFrom = 20_000

    func evaluate(_ screen: Screen) -> (screen: ScreenResult, findings: [Finding]) {
        let context = RuleContext(screen: screen, options: options, table: table)
        var findings: [Finding] = []
        var verdicts: [RuleVerdict] = []
        let running = rules.compactMap { rule -> (rule: any Rule, severity: Severity)? in
            guard let severity = profile.severity(for: rule.descriptor),
                  rule.descriptor.platforms.contains(screen.platform) else { return nil }
            return (rule, severity)
        }
        let outcomes = context.facts.nodes.count >= rulesOnAllCoresFrom
            ? Parallel.map(running.map(\.rule)) { $0.evaluate(screen, context: context) }
            : running.map { $0.rule.evaluate(screen, context: context) }
        for ((rule, ruleSeverity), evaluated) in zip(running, outcomes) {
            let descriptor = rule.descriptor
            var outcome = evaluated
            // A preview's own views are scaffolding, not app code.
            outcome.violations.removeAll { $0.node.isScaffolding }
            guard outcome.applicable || !outcome.violations.isEmpty else { continue }
            let explicit = profile.severities[descriptor.id] != nil
            let ruleFindings = outcome.violations.map { v in
                finding(v, rule: descriptor, screen: screen,
                        severity: explicit ? ruleSeverity : (v.severity ?? ruleSeverity))
            }
            findings += ruleFindings
            verdicts.append(RuleVerdict(rule: descriptor.id, severity: ruleSeverity,
                                        outcome: Self.outcome(of: ruleFindings)))
        }
        let ladder = context.facts.ladder
        let score = Scorecard.score(verdicts, weights: profile.weights)
        let scorecard = Scorecard(
            score: score,
            grade: Scorecard.grade(for: score),
            counts: Self.counts(onePerPlace: findings),
            voiceOverCoverage: Self.voiceOverCoverage(context.facts),
            dynamicTypeCeiling: DynamicTypeLayout.ceiling(of: ladder))
        let result = ScreenResult(name: screen.name, location: screen.location, source: screen.source,
                                  scorecard: scorecard, verdicts: verdicts,
                                  transcript: keepsTranscripts ? Transcript.lines(for: screen) : [], ladder: ladder)
        return (result, findings)
    }

    private func finding(_ v: Violation, rule: RuleDescriptor, screen: Screen, severity: Severity) -> Finding {
        let suppression = suppressions.first {
            $0.covers(rule: rule.id, at: v.location) || $0.covers(rule: rule.id, at: v.node.location)
        }
        let componentPath = v.node.componentPath
        let label = v.node.label?.spoken ?? ""
        var f = Finding(rule: rule.id, severity: severity, status: v.status, screen: screen.name,
                        component: componentPath.map(Self.component(inside:)),
                        element: Finding.element(path: componentPath ?? v.node.path), location: v.location,
                        message: v.message, label: label, fix: v.fix ?? rule.fix,
                        suppressed: suppression != nil, suppressionReason: suppression?.reason)
        // Baselines written before findings were merged name an element once per screen, by
        // its full path in that screen: they still count.
        f.baselined = !baseline.isEmpty && (baseline.contains(f.fingerprint)
            || baseline.contains(Finding.fingerprint(rule: rule.id, owner: screen.name, element: v.node.path, label: label)))
        return f
    }

    /// The component a path inside one names: its first step. Found in the UTF-8 view ("/" is
    /// ASCII); by Characters, the prefix cost a third of making each finding.
    static func component(inside path: String) -> String {
        guard let slash = path.utf8.firstIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[..<slash])
    }

    /// A rule fails a screen when a violation is neither suppressed nor waiting for review;
    /// baselined findings still count against the score (they are real), not against CI.
    static func outcome(of findings: [Finding]) -> RuleVerdict.Outcome {
        if findings.contains(where: { $0.status == .violation && !$0.suppressed }) { return .failed }
        if findings.contains(where: { $0.status == .needsReview }) { return .needsReview }
        return .passed
    }

    /// A screen's counts, one per place: a view the screen shows twice (a component at two
    /// call sites) is one finding in every report, so its scorecard counts it once too. A place
    /// counts as its merged finding (`Finding.merged`) would: suppressed or baselined if any of
    /// its occurrences is, a violation if any is, at its highest severity. Only those four facts
    /// are joined: merging the findings themselves copied every field of each.
    static func counts(onePerPlace findings: [Finding]) -> [String: Int] {
        var places: [Finding.Place: Int] = [:]
        var merged: [(severity: Severity, violation: Bool, suppressed: Bool, baselined: Bool)] = []
        merged.reserveCapacity(findings.count)
        for index in findings.indices {
            let f = (severity: findings[index].severity, violation: findings[index].status == .violation,
                     suppressed: findings[index].suppressed, baselined: findings[index].baselined)
            let place = findings[index].place
            guard let at = places[place] else {
                places[place] = merged.count
                merged.append(f)
                continue
            }
            merged[at] = (max(merged[at].severity, f.severity), merged[at].violation || f.violation,
                          merged[at].suppressed || f.suppressed, merged[at].baselined || f.baselined)
        }
        var counts: [String: Int] = ["error": 0, "warning": 0, "info": 0, "suppressed": 0,
                                     "baselined": 0, "needsReview": 0]
        for f in merged {
            if f.suppressed {
                counts["suppressed", default: 0] += 1
            } else if !f.violation {
                counts["needsReview", default: 0] += 1
            } else {
                counts[f.severity.rawValue, default: 0] += 1
                if f.baselined { counts["baselined", default: 0] += 1 }
            }
        }
        return counts
    }

    /// Interactive elements VoiceOver reaches that have a usable name, over all of them.
    static func voiceOverCoverage(_ facts: ScreenFacts) -> Double {
        var controls = 0, named = 0
        facts.forEachReachableElement { node, _ in
            guard node.isInteractive, !node.isOpaque else { return }
            controls += 1
            if node.hasUsableName { named += 1 }
        }
        guard controls > 0 else { return 1 }
        return Double(named) / Double(controls)
    }
}
