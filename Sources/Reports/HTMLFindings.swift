import AuditModel

/// The HTML report's findings: grouped by rule within their screen or component, each with
/// the screens it affects, its state and a source snippet (the rule's heading links to its
/// glossary entry, with the WCAG criteria).
extension HTMLPage {
    /// Screens named on a finding; the rest are counted (the filter and the JSON have all).
    static let screensNamed = 12

    func findingGroups(_ findings: [Finding], sectionID: String, owner: String, emptyText: String) -> HTML {
        guard !findings.isEmpty else { return emptyText.isEmpty ? "" : "<p>\(emptyText)</p>\n" }
        let listed = findings.prefix(maxFindingsPerScreen)
        var byRule: [String: [Finding]] = [:]
        for f in listed { byRule[f.rule, default: []].append(f) }
        // Most severe rules first; within a severity, catalog order, then order of appearance.
        let catalogOrder = rules.map(\.id).filter { byRule[$0] != nil }
        let worst = byRule.mapValues { $0.map(\.severity.rank).max() ?? 0 }
        let order = orderedUnique(catalogOrder + listed.map(\.rule)).enumerated()
            .sorted { (-worst[$0.element]!, $0.offset) < (-worst[$1.element]!, $1.offset) }.map(\.element)
        var html: HTML = ""
        for (i, rule) in order.enumerated() {
            let group = byRule[rule]!
            let headingID = "\(sectionID)-rule-\(i + 1)"
            let title = descriptors[rule].map { HTML(": \($0.title)") } ?? ""
            let name: HTML = ruleAnchors[rule].map { "<a href=\"#\($0)\"><code>\(rule)</code></a>" } ?? "<code>\(rule)</code>"
            html += """
            <div class="rule-group">
            <h3 id="\(headingID)">\(name)\(title) <span class="muted">(\(group.count))</span></h3>
            <ul class="findings">
            \(group.map { finding($0, owner: owner) })
            </ul>
            </div>

            """
        }
        if findings.count > listed.count {
            html += "<p>\(findings.count - listed.count) more findings here are not listed; the JSON and SARIF reports have all of them.</p>\n"
        }
        return html
    }

    private func finding(_ f: Finding, owner: String) -> HTML {
        let s = state(f)
        // Few elements per finding: big reports stay quick to open, filter and check.
        var facts: [HTML] = [f.label.isEmpty ? "VoiceOver reads nothing (no name)" : "VoiceOver reads “\(f.label)”"]
        if f.screens != [owner] { facts.append("on \(screenLinks(f))") }
        // Messages often end with their fix already.
        if !f.fix.isEmpty, !f.message.hasSuffix(f.fix) { facts.append("Fix: \(HTML.withCodeSpans(f.fix))") }
        if f.suppressed { facts.append("Suppressed: \(f.suppressionReason ?? "without a reason")") }
        if f.baselined { facts.append("Baselined: recorded in the baseline; does not fail the run") }
        let numbers = f.screens.compactMap { screenNumbers[$0].map(String.init) }.joined(separator: " ")
        return """
        <li class="finding" data-severity="\(f.severity.rawValue)" data-state="\(s.rawValue)" data-rule="\(f.rule)" data-screens="\(numbers)">
        <p><span class="badge sev-\(f.severity.rawValue)">\(ReportText.title(f.severity))</span> <span class="badge state">\(stateName(s))</span> <code>\(f.element)</code> at <code>\(ReportText.location(f))</code></p>
        <p>\(HTML.withCodeSpans(f.message))</p>
        <p class="facts">\(HTML(trusted: facts.map(\.markup).joined(separator: " · ")))</p>
        \(sourceSnippet(f))
        </li>

        """
    }

    /// `3 screens: A, B, C`, each a link to its section.
    private func screenLinks(_ f: Finding) -> HTML {
        let named = f.screens.prefix(Self.screensNamed).map { name -> String in
            let link: HTML = screenNumbers[name].map { "<a href=\"#screen-\($0)\">\(name)</a>" } ?? "\(name)"
            return link.markup
        }
        let more = f.screens.count > Self.screensNamed ? " and \(f.screens.count - Self.screensNamed) more" : ""
        return "\(ReportText.screenCount(f.screens.count)): \(HTML(trusted: named.joined(separator: ", ")))\(more)"
    }

    private func stateName(_ s: FindingState) -> String {
        switch s {
        case .failing: return "Fails the run"
        case .belowFailOn: return "Below fail-on"
        case .needsReview: return "Needs review"
        case .suppressed: return "Suppressed"
        case .baselined: return "Baselined"
        }
    }

    private func sourceSnippet(_ f: Finding) -> HTML {
        guard let lines = snippet(f.file, f.line), !lines.isEmpty else { return "" }
        let width = String(lines.map(\.line).max() ?? 0).count
        // The indentation all lines share says nothing.
        let leading = lines.map { Self.leadingSpaces($0.text) }
        let indent = zip(lines, leading).filter { $0.0.text.utf8.contains { $0 != 0x20 } }.map(\.1).min() ?? 0
        let body = zip(lines, leading).map { l, leading -> HTML in
            let number = String(repeating: " ", count: max(0, width - String(l.line).count)) + String(l.line)
            // Leading spaces are one byte each.
            let text: HTML = "\(number)  \(String(l.text[l.text.utf8.index(l.text.startIndex, offsetBy: min(indent, leading))...]))"
            return l.line == f.line ? "<mark>\(text)</mark>\n" : "\(text)\n"
        }
        return """
        <pre class="snippet"><code>\(body)</code></pre>

        """
    }

    /// The spaces a line starts with, as characters: counted over the bytes (every finding has a
    /// snippet; walking characters was most of the HTML's snippet time), less the last one when
    /// it joins the mark after it into one character that is not a space.
    static func leadingSpaces(_ text: String) -> Int {
        let bytes = text.utf8
        let count = bytes.prefix { $0 == 0x20 }.count
        guard count > 0, count < bytes.count else { return count }
        let last = bytes.index(bytes.startIndex, offsetBy: count - 1)
        return text[last...].first == " " ? count : count - 1
    }
}
