extension Finding {
    /// One finding per place (`Finding.Place`), listing every screen it affects in
    /// `screenOrder`; sorted by file, line, column, rule, element.
    ///
    /// Of a place's occurrences, the one on the earliest screen speaks for it (message, label,
    /// fix, element); a violation beats a needs-review note there, then the higher severity,
    /// then the first message and element in text order. Severity is
    /// the highest, status a violation if any occurrence is, suppressed and baselined if any is.
    /// Merging already-merged findings (the shards of one run, each screen in one shard) gives
    /// what merging every occurrence at once gives.
    public static func merged(_ findings: [Finding], screenOrder: [String]) -> [Finding] {
        let position = screenOrder.enumerated().reduce(into: [String: Int]()) { $0[$1.element] = $0[$1.element] ?? $1.offset }
        @Sendable func rank(_ screen: String) -> (Int, String) { (position[screen] ?? Int.max, screen) }
        /// Screens in `screenOrder`, any it does not name last by name; each ranked once.
        @Sendable func sortedByRank(_ screens: [String]) -> [String] { screens.map(rank).sorted { $0 < $1 }.map(\.1) }

        // Grouped by index: a finding is copied once, into the result, not into its group first.
        var groups: [[Int]] = []
        var byPlace: [Place: Int] = [:]
        byPlace.reserveCapacity(findings.count)
        for index in findings.indices {
            let place = findings[index].place
            if let i = byPlace[place] {
                groups[i].append(index)
            } else {
                byPlace[place] = groups.count
                groups.append([index])
            }
        }
        /// By index, so that no finding is copied whole to read five of its fields.
        @Sendable func key(_ i: Int) -> (Int, String, Int, Int, String, String) {
            let first = rank(findings[i].screens.first ?? "")
            return (first.0, first.1, findings[i].status == .violation ? 0 : 1, -findings[i].severity.rank,
                    findings[i].message, findings[i].label)
        }
        // The finding that speaks for each group (the first of its least keys, each key worked
        // out once), then the groups in report order. Groups are independent: on all cores.
        let speakers = Parallel.map(groups) { members -> Int in
            var best = members[0]
            guard members.count > 1 else { return best }
            var bestKey = key(best)
            for member in members.dropFirst() {
                let memberKey = key(member)
                if memberKey < bestKey || (memberKey == bestKey && findings[member].element < findings[best].element) {
                    (best, bestKey) = (member, memberKey)
                }
            }
            return best
        }
        let order = groups.indices.sorted { precedes(findings[speakers[$0]], findings[speakers[$1]]) }
        let grouped = groups
        return Parallel.map(order) { g -> Finding in
            let members = grouped[g]
            var result = findings[speakers[g]]
            guard members.count > 1 else {
                if result.screens.count > 1 { result.screens = sortedByRank(result.screens) }
                return result
            }
            result.severity = members.map { findings[$0].severity }.max()!
            if members.contains(where: { findings[$0].status == .violation }) { result.status = .violation }
            if !result.suppressed, let suppressed = members.first(where: { findings[$0].suppressed }) {
                result.suppressed = true
                result.suppressionReason = findings[suppressed].suppressionReason
            }
            result.baselined = members.contains { findings[$0].baselined }
            result.screens = sortedByRank(Array(Set(members.flatMap { findings[$0].screens })))
            return result
        }
    }

    /// File, line, column, rule, element order, each compared only when those before are equal.
    private static func precedes(_ a: Finding, _ b: Finding) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.rule != b.rule { return a.rule < b.rule }
        return a.element < b.element
    }
}

extension Severity {
    /// 0 info, 1 warning, 2 error.
    public var rank: Int { Self.allCases.firstIndex(of: self)! }
}
