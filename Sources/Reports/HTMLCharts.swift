import AuditModel

/// Small inline SVG charts for the HTML report. Each says in words what it draws (the SVG's
/// accessible name, and a visible caption), so no one needs to see it; colours come from the
/// page's stylesheet, so they follow light and dark mode.
enum HTMLCharts {
    /// Screens per score band (0–9, 10–19, …, 90–100), coloured by grade.
    static func scoreHistogram(_ scores: [Int], runScore: Int) -> HTML {
        guard !scores.isEmpty else { return "" }
        var bins = [Int](repeating: 0, count: 10)
        for s in scores { bins[min(9, max(0, s) / 10)] += 1 }
        let most = max(1, bins.max() ?? 1)
        let height = 48, barWidth = 18, gap = 4
        var bars = ""
        for (i, n) in bins.enumerated() where n > 0 {
            let h = max(2, n * height / most)
            let grade = i >= 9 ? "good" : i >= 5 ? "fair" : "poor"
            bars += "<rect class=\"\(grade)\" x=\"\(i * (barWidth + gap))\" y=\"\(height - h)\" width=\"\(barWidth)\" height=\"\(h)\"/>"
        }
        let width = 10 * (barWidth + gap) - gap
        let words = bins.enumerated().filter { $0.element > 0 }.reversed()
            .map { "\(band($0.offset)): \($0.element)" }.joined(separator: ", ")
        let text = "Screens by score: \(words). Run score \(runScore)."
        return """
        <figure class="chart"><svg role="img" aria-labelledby="score-chart" viewBox="0 0 \(width) \(height + 1)" width="\(width)" height="\(height + 1)">\(HTML(trusted: bars))<line class="axis" x1="0" y1="\(height)" x2="\(width)" y2="\(height)"/></svg>
        <figcaption id="score-chart">\(text) Bars from score 0 (left) to 100 (right).</figcaption></figure>

        """
    }

    private static func band(_ bin: Int) -> String { bin == 9 ? "90–100" : "\(bin * 10)–\(bin * 10 + 9)" }

    /// How many elements break at each Dynamic Type size, xSmall to accessibility5, with the
    /// ceiling marked.
    static func ladder(_ screen: ScreenResult, id: String) -> HTML {
        guard !screen.ladder.isEmpty else { return "<p class=\"muted\">No Dynamic Type estimate for this screen.</p>\n" }
        let steps = screen.ladder.sorted { $0.size < $1.size }
        let ceiling = screen.scorecard.dynamicTypeCeiling
        guard steps.contains(where: { !$0.broken.isEmpty }) else { return "<p>\(ladderText(steps, ceiling: ceiling))</p>\n" }
        let most = max(1, steps.map(\.broken.count).max() ?? 1)
        let height = 24, barWidth = 10, gap = 3
        var path = ""
        for (i, step) in steps.enumerated() where !step.broken.isEmpty {
            let h = max(2, step.broken.count * height / most)
            path += "M\(i * (barWidth + gap)) \(height)v-\(h)h\(barWidth)v\(h)z"
        }
        let width = steps.count * (barWidth + gap) - gap
        var marker = ""
        if let ceiling, let i = steps.firstIndex(where: { $0.size == ceiling }) {
            let x = i * (barWidth + gap) + barWidth + gap / 2
            marker = "<line class=\"ceiling\" x1=\"\(x)\" y1=\"0\" x2=\"\(x)\" y2=\"\(height)\"/>"
        }
        let text = ladderText(steps, ceiling: ceiling)
        return """
        <figure class="chart ladder"><svg role="img" aria-labelledby="\(id)-dt" viewBox="0 0 \(width) \(height + 1)" width="\(width * 2)" height="\(height + 1)" preserveAspectRatio="none"><path class="bar" d="\(path)"/>\(HTML(trusted: marker))</svg>
        <figcaption id="\(id)-dt">\(text)</figcaption></figure>

        """
    }

    /// `Dynamic Type: no text breaks up to large (the ceiling); elements that break: 1 at
    /// xLarge, 2 at xxLarge–accessibility5.`
    static func ladderText(_ steps: [LadderStep], ceiling: DynamicTypeSize?) -> String {
        let broken = steps.filter { !$0.broken.isEmpty }
        guard !broken.isEmpty else { return "Dynamic Type: no text breaks at any size." }
        // Runs of sizes with the same count, as one range.
        var runs: [(count: Int, from: DynamicTypeSize, to: DynamicTypeSize)] = []
        for step in broken {
            if let last = runs.last, last.count == step.broken.count { runs[runs.count - 1].to = step.size } else {
                runs.append((step.broken.count, step.size, step.size))
            }
        }
        let counts = runs.map { "\($0.count) at \($0.from.rawValue)\($0.to == $0.from ? "" : "–\($0.to.rawValue)")" }
        let start = ceiling.map { "no text breaks up to \($0.rawValue) (the ceiling)" } ?? "text breaks already at \(steps[0].size.rawValue)"
        return "Dynamic Type: \(start); elements that break: \(counts.joined(separator: ", "))."
    }
}
