import AuditModel

/// The HTML report's findings: grouped by rule within their screen or component, each with
/// the screens it affects, its state, WCAG links and a source snippet.
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
            <h4 id="\(headingID)">\(name)\(title) <span class="muted">(\(group.count))</span></h4>
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
        let d = descriptors[f.rule]
        let label: HTML = f.label.isEmpty ? "<em>nothing</em> (no name)" : "“\(f.label)”"
        var details: [(String, HTML)] = [("VoiceOver reads", label)]
        if f.screens != [owner] { details.append(("Screens", screenLinks(f))) }
        if !f.fix.isEmpty { details.append(("Fix", HTML.withCodeSpans(f.fix))) }
        if let d, !d.wcag.isEmpty {
            let links = d.wcag.map { n -> HTML in
                let c = WCAG.criterion(n)
                return "<a href=\"\(c.url)\">\(WCAG.describe(n))</a>"
            }
            details.append(("WCAG", HTML(trusted: links.map(\.markup).joined(separator: ", "))))
        }
        details.append(("Location", "<code>\(ReportText.location(f))</code>"))
        if f.suppressed { details.append(("Suppressed", "\(f.suppressionReason ?? "without a reason")")) }
        if f.baselined { details.append(("Baselined", "recorded in the baseline; does not fail the run")) }
        let numbers = f.screens.compactMap { screenNumbers[$0].map(String.init) }.joined(separator: " ")
        return """
        <li class="finding" data-severity="\(f.severity.rawValue)" data-state="\(s.rawValue)" data-rule="\(f.rule)" data-screens="\(numbers)">
        <p><span class="badge sev-\(f.severity.rawValue)">\(ReportText.title(f.severity))</span> <span class="badge state">\(stateName(s))</span> <code>\(f.element)</code></p>
        <p>\(HTML.withCodeSpans(f.message))</p>
        <dl>
        \(details.map { HTML("<dt>\($0.0)</dt><dd>\($0.1)</dd>\n") })
        </dl>
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
        let body = lines.map { l -> HTML in
            let number = String(repeating: " ", count: max(0, width - String(l.line).count)) + String(l.line)
            let text: HTML = "<span class=\"ln\">\(number)</span>  \(l.text)"
            return l.line == f.line ? "<mark>\(text)</mark>\n" : "\(text)\n"
        }
        return """
        <pre class="snippet"><code>\(body)</code></pre>

        """
    }
}
