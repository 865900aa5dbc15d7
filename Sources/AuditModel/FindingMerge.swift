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
        merged(lists: [findings], screenOrder: screenOrder)
    }

    /// `merged` of the findings of several lists (each screen's, or each shard's), read where
    /// they are: a run's lists are not joined into one array first, which copied every
    /// finding once more than the result needs.
    public static func merged(lists: [[Finding]], screenOrder: [String]) -> [Finding] {
        let position = screenOrder.enumerated().reduce(into: [String: Int]()) { $0[$1.element] = $0[$1.element] ?? $1.offset }
        @Sendable func rank(_ screen: String) -> (Int, String) { (position[screen] ?? Int.max, screen) }
        /// Screens in `screenOrder`, any it does not name last by name; each ranked once.
        @Sendable func sortedByRank(_ screens: [String]) -> [String] { screens.map(rank).sorted { $0 < $1 }.map(\.1) }

        // Grouped by where each finding is: a finding is copied once, into the result, not into
        // its group first. Places are worked out on all cores, then grouped in order.
        let places = Parallel.map(lists) { list in list.map(\.place) }
        var groups: [[At]] = []
        var byPlace: [Place: Int] = [:]
        byPlace.reserveCapacity(lists.reduce(0) { $0 + $1.count })
        for (list, listPlaces) in places.enumerated() {
            for (index, place) in listPlaces.enumerated() {
                let at = At(list: list, index: index)
                if let i = byPlace[place] {
                    groups[i].append(at)
                } else {
                    byPlace[place] = groups.count
                    groups.append([at])
                }
            }
        }
        @Sendable func finding(_ at: At) -> Finding { lists[at.list][at.index] }
        /// By place, so that no finding is copied whole to read five of its fields.
        @Sendable func key(_ at: At) -> (Int, String, Int, Int, String, String) {
            let f = lists[at.list]
            let first = rank(f[at.index].screens.first ?? "")
            return (first.0, first.1, f[at.index].status == .violation ? 0 : 1, -f[at.index].severity.rank,
                    f[at.index].message, f[at.index].label)
        }
        // The finding that speaks for each group (the first of its least keys, each key worked
        // out once), then the groups in report order. Groups are independent: on all cores.
        let speakers = Parallel.map(groups) { members -> At in
            var best = members[0]
            guard members.count > 1 else { return best }
            var bestKey = key(best)
            for member in members.dropFirst() {
                let memberKey = key(member)
                if memberKey < bestKey || (memberKey == bestKey && finding(member).element < finding(best).element) {
                    (best, bestKey) = (member, memberKey)
                }
            }
            return best
        }
        let order = groups.indices.sorted {
            precedes(lists[speakers[$0].list][speakers[$0].index], lists[speakers[$1].list][speakers[$1].index])
        }
        let grouped = groups
        return Parallel.map(order) { g -> Finding in
            let members = grouped[g]
            var result = finding(speakers[g])
            guard members.count > 1 else {
                if result.screens.count > 1 { result.screens = sortedByRank(result.screens) }
                return result
            }
            result.severity = members.map { finding($0).severity }.max()!
            if members.contains(where: { finding($0).status == .violation }) { result.status = .violation }
            if !result.suppressed, let suppressed = members.first(where: { finding($0).suppressed }) {
                result.suppressed = true
                result.suppressionReason = finding(suppressed).suppressionReason
            }
            result.baselined = members.contains { finding($0).baselined }
            result.screens = sortedByRank(Array(Set(members.flatMap { finding($0).screens })))
            return result
        }
    }

    /// Where a finding is among the lists `merged` reads.
    private struct At: Sendable {
        let list: Int
        let index: Int
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
