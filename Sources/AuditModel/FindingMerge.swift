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
        var position: [String: Int] = [:]
        for (i, name) in screenOrder.enumerated() where position[name] == nil { position[name] = i }
        func rank(_ screen: String) -> (Int, String) { (position[screen] ?? Int.max, screen) }

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
        func key(_ f: Finding) -> (Int, String, Int, Int, String, String) {
            let first = rank(f.screens.first ?? "")
            return (first.0, first.1, f.status == .violation ? 0 : 1, -f.severity.rank, f.message, f.label)
        }
        // The finding that speaks for each group, and the groups in report order, by index:
        // each finding is copied once, into the result.
        let speakers = groups.map { members -> Int in
            guard members.count > 1 else { return members[0] }
            return members.min { a, b in
                let (ka, kb) = (key(findings[a]), key(findings[b]))
                return ka < kb || (ka == kb && findings[a].element < findings[b].element)
            }!
        }
        let order = groups.indices.sorted { precedes(findings[speakers[$0]], findings[speakers[$1]]) }
        return order.map { g -> Finding in
            let members = groups[g]
            var result = findings[speakers[g]]
            guard members.count > 1 else {
                if result.screens.count > 1 { result.screens.sort { rank($0) < rank($1) } }
                return result
            }
            result.severity = members.map { findings[$0].severity }.max()!
            if members.contains(where: { findings[$0].status == .violation }) { result.status = .violation }
            if !result.suppressed, let suppressed = members.first(where: { findings[$0].suppressed }) {
                result.suppressed = true
                result.suppressionReason = findings[suppressed].suppressionReason
            }
            result.baselined = members.contains { findings[$0].baselined }
            result.screens = Set(members.flatMap { findings[$0].screens }).sorted { rank($0) < rank($1) }
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
