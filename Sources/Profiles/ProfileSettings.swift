import AuditModel

/// What one YAML file (a profile, or a project's `.a11y-audit.yml`) changes in the profile it
/// builds on. Decoding validates everything (rule ids, option types and ranges) up front;
/// `apply(to:)` cannot fail.
///
/// Keys, in the order they are applied:
/// - `other_rules: off` turns off every rule this file does not name under `rules:`
///   (`default`, the default, leaves them as they were);
/// - `minimum_severity: warning` raises every rule that is on to at least that severity;
/// - `rules:` sets a rule to a severity (`error`, `warning`, `info`), `off`, or `on` (its
///   catalog severity, even if the extended profile turned it off or changed it); or, as a
///   mapping, its setting and the options that belong to that rule alone
///   (`touch-target-size: { severity: warning, minimum: 24 }`);
/// - `options:` sets the options of `RuleOptions` (see `OptionField.all`);
/// - `fail_on:` and `weights:`.
public struct ProfileSettings: Sendable {
    /// The rule ids the settings were checked against, with their default severities.
    public private(set) var knownRules: [String: Severity]
    /// Rules given a setting under `rules:`; rules named only for their options are not here.
    public private(set) var rules: [String: RuleSetting] = [:]
    /// Every rule named under `rules:`, for `other_rules: off`.
    private var namedRules: Set<String> = []
    public private(set) var otherRulesOff = false
    public private(set) var minimumSeverity: Severity?
    /// nil = not set here; `.some(nil)` = `never`.
    public private(set) var failOn: Severity??
    public private(set) var weights: [Severity: Double] = [:]
    /// Option changes, in `OptionField.all` order.
    private var optionEdits: [OptionEdit] = []

    /// The keys a settings mapping may hold.
    static let keys = ["other_rules", "minimum_severity", "rules", "options", "fail_on", "weights"]

    init(knownRules: [String: Severity]) {
        self.knownRules = knownRules
    }

    /// The profile with these settings over it.
    public func apply(to profile: Profile) -> Profile {
        var profile = profile
        if otherRulesOff {
            for id in knownRules.keys where !namedRules.contains(id) {
                profile.severities[id] = .some(nil)
            }
        }
        if let minimumSeverity {
            for (id, defaultSeverity) in knownRules {
                let current = profile.severities[id] ?? defaultSeverity
                if let current, current < minimumSeverity { profile.severities[id] = minimumSeverity }
            }
        }
        for (id, setting) in rules {
            switch setting {
            case .on: profile.severities[id] = nil
            case .off: profile.severities[id] = .some(nil)
            case .severity(let severity): profile.severities[id] = severity
            }
        }
        for edit in optionEdits { edit.apply(&profile.options) }
        if let failOn { profile.failOn = failOn }
        profile.weights.merge(weights) { _, new in new }
        return profile
    }

    /// Reads the settings keys of `entries` (other keys are the caller's).
    static func decode(_ entries: [YAMLNode.Entry], knownRules: [String: Severity]) throws(ConfigError) -> ProfileSettings {
        var settings = ProfileSettings(knownRules: knownRules)
        var optionsSetAt: [String: YAMLNode] = [:]
        func record(_ field: OptionField, _ node: YAMLNode, as name: String) throws(ConfigError) {
            if let earlier = optionsSetAt[field.key] {
                throw node.error("\(name) sets the option \(field.key) again (already set at line \(earlier.line))")
            }
            optionsSetAt[field.key] = node
            settings.optionEdits.append(OptionEdit(order: field.order, apply: try field.decode(node, name)))
        }

        for entry in entries {
            let value = entry.value
            switch entry.key {
            case "other_rules":
                settings.otherRulesOff = try value.choice(
                    for: entry.key, among: [("default", false), ("off", true)], kind: "setting")
            case "minimum_severity":
                settings.minimumSeverity = try value.choice(
                    for: entry.key, among: SeverityWords.severities, kind: "severity")
            case "fail_on":
                settings.failOn = .some(try value.choice(for: entry.key, among: SeverityWords.failOn, kind: "severity"))
            case "weights":
                for weight in try value.entries(allowed: SeverityWords.severities.map(\.word), in: "weights") {
                    let severity = Severity(rawValue: weight.key)!
                    settings.weights[severity] = try weight.value.number(
                        for: "the \(weight.key) weight", in: 0...1000, example: "10")
                }
                // All zero: every screen would score 100 whatever it fails.
                if settings.weights.count == Severity.allCases.count, settings.weights.values.allSatisfy({ $0 == 0 }) {
                    throw value.error("weights are all 0, so every screen would score 100; give at least one "
                        + "severity a weight above 0")
                }
            case "options":
                for option in try value.entries(allowed: OptionField.all.map(\.key), in: "options") {
                    let field = OptionField.all.first { $0.key == option.key }!
                    try record(field, option.value, as: option.key)
                }
            case "rules":
                for rule in try value.mappingEntries(of: "rules") {
                    try settings.checkKnown(rule)
                    settings.namedRules.insert(rule.key)
                    if case .mapping = rule.value.value {
                        let fields = OptionField.all.filter { $0.rule == rule.key }
                        let allowed = ["severity"] + fields.compactMap(\.ruleKey)
                        for setting in try rule.value.entries(allowed: allowed, in: "rule '\(rule.key)'") {
                            if setting.key == "severity" {
                                settings.rules[rule.key] = try setting.value.ruleSetting(for: rule.key)
                            } else {
                                let field = fields.first { $0.ruleKey == setting.key }!
                                try record(field, setting.value, as: "\(rule.key).\(setting.key)")
                            }
                        }
                    } else {
                        settings.rules[rule.key] = try rule.value.ruleSetting(for: rule.key)
                    }
                }
            default:
                break
            }
        }
        settings.optionEdits.sort { $0.order < $1.order }
        return settings
    }

    private func checkKnown(_ rule: YAMLNode.Entry) throws(ConfigError) {
        guard knownRules[rule.key] == nil else { return }
        throw rule.keyNode.error("unknown rule '\(rule.key)'" + DidYouMean.hint(for: rule.key, in: knownRules.keys)
            + "; `a11y-audit rules` lists them")
    }
}

private extension YAMLNode {
    func ruleSetting(for rule: String) throws(ConfigError) -> RuleSetting {
        try choice(for: "rule '\(rule)'", among: RuleSetting.words, kind: "setting")
    }
}

/// What `rules:` says about one rule.
public enum RuleSetting: Hashable, Sendable {
    /// On at its catalog severity.
    case on
    case off
    case severity(Severity)

    static let words: [(word: String, value: RuleSetting)] =
        SeverityWords.severities.map { ($0.word, .severity($0.value)) } + [("off", .off), ("on", .on)]
}

/// One change to `RuleOptions`, decoded and checked.
struct OptionEdit: Sendable {
    var order: Int
    var apply: @Sendable (inout RuleOptions) -> Void
}

/// The one table of `RuleOptions` fields that YAML can set: the key under `options:`, the rule
/// whose own mapping also accepts it (under `ruleKey`), and how its value is read.
struct OptionField: Sendable {
    var key: String
    var rule: String?
    var ruleKey: String?
    /// Reads the value (`name` is how messages call the key) into an edit.
    var decode: @Sendable (YAMLNode, _ name: String) throws(ConfigError) -> @Sendable (inout RuleOptions) -> Void
    var order: Int { OptionField.all.firstIndex { $0.key == key }! }

    static let all: [OptionField] = [
        OptionField(key: "minimum_touch_target", rule: "touch-target-size", ruleKey: "minimum") { node, name throws(ConfigError) in
            let points = try node.number(for: name, in: 1...200, example: "44")
            return { $0.minimumTouchTarget = points }
        },
        OptionField(key: "label_word_limit", rule: "label-length", ruleKey: "word_limit") { node, name throws(ConfigError) in
            let words = try node.integer(for: name, in: 1...1000, example: "12")
            return { $0.labelWordLimit = words }
        },
        // `trait_words` replaces the list; `trait_words_add` (applied after it) extends it.
        OptionField(key: "trait_words", rule: "label-redundant-trait", ruleKey: "words") { node, name throws(ConfigError) in
            let words = try node.strings(for: name).map { $0.lowercased() }
            return { $0.traitWords = words }
        },
        OptionField(key: "trait_words_add", rule: "label-redundant-trait", ruleKey: "words_add") { node, name throws(ConfigError) in
            let words = try node.strings(for: name).map { $0.lowercased() }
            return { options in
                for word in words where !options.traitWords.contains(word) { options.traitWords.append(word) }
            }
        },
        OptionField(key: "dynamic_type_target") { node, name throws(ConfigError) in
            let size = try node.dynamicTypeSize(for: name)
            return { $0.dynamicTypeTarget = size }
        },
        OptionField(key: "device_width") { node, name throws(ConfigError) in
            let points = try node.number(for: name, in: 100...2000, example: "375")
            return { $0.deviceWidth = points }
        },
        OptionField(key: "assumed_dynamic_text_length") { node, name throws(ConfigError) in
            let characters = try node.integer(for: name, in: 1...10_000, example: "20")
            return { $0.assumedDynamicTextLength = characters }
        },
        OptionField(key: "average_advance") { node, name throws(ConfigError) in
            let fraction = try node.number(for: name, in: 0.1...2, example: "0.5")
            return { $0.averageAdvance = fraction }
        },
        OptionField(key: "minimum_text_size", rule: "minimum-scale-factor", ruleKey: "minimum") { node, name throws(ConfigError) in
            let points = try node.number(for: name, in: 1...100, example: "11")
            return { $0.minimumTextSize = points }
        },
    ]

    init(key: String, rule: String? = nil, ruleKey: String? = nil,
         decode: @escaping @Sendable (YAMLNode, String) throws(ConfigError) -> @Sendable (inout RuleOptions) -> Void) {
        self.key = key
        self.rule = rule
        self.ruleKey = ruleKey
        self.decode = decode
    }
}

private extension YAMLNode {
    /// SwiftUI (`accessibility3`) or UIKit (`accessibilityExtraLarge`) size names.
    func dynamicTypeSize(for key: String) throws(ConfigError) -> DynamicTypeSize {
        let names = DynamicTypeSize.allCases.map(\.rawValue)
        guard let text, !isNull else {
            throw error("\(key) expects a Dynamic Type size (\(Self.list(names))), found \(shapeDescription)")
        }
        if let size = DynamicTypeSize(name: text) { return size }
        throw error("unknown Dynamic Type size '\(text)' for \(key)" + DidYouMean.hint(for: text, in: names)
            + "; expected \(Self.list(names))")
    }
}
