import AuditModel
import Testing

/// One finding per place: which occurrence speaks for it, and the screens it lists.
@Suite("Findings merged by place")
struct FindingMergeTests {
    static func finding(_ screen: String, severity: Severity = .warning, status: Finding.Status = .violation,
                        element: String = "Root/Text[0]", message: String = "m", line: Int = 3) -> Finding {
        Finding(rule: "label-style", severity: severity, status: status, screen: screen, element: element,
                location: SourceLocation(file: "Row.swift", line: line, column: 5), message: message,
                label: "l", fix: "f")
    }

    @Test("the earliest screen speaks; there a violation beats a note, then the higher severity, the first message, the first element")
    func theSpeakerIsChosenInOrder() {
        let order = ["A", "B", "C"]
        let f = Self.finding
        let cases: [([Finding], String, String)] = [
            ([f("C", .error, .violation, "C/Text[0]", "c", 3), f("A", .info, .violation, "A/Text[0]", "a", 3)], "A", "a"),
            ([f("A", .error, .needsReview, "A/Text[0]", "note", 3), f("A", .info, .violation, "A/Text[1]", "hit", 3)], "A", "hit"),
            ([f("B", .info, .violation, "B/Text[0]", "low", 3), f("B", .error, .violation, "B/Text[1]", "high", 3)], "B", "high"),
            ([f("B", .warning, .violation, "B/Text[0]", "zeta", 3), f("B", .warning, .violation, "B/Text[1]", "alpha", 3)], "B", "alpha"),
            ([f("B", .warning, .violation, "B/Text[2]", "same", 3), f("B", .warning, .violation, "B/Text[1]", "same", 3)], "B", "same"),
        ]
        for (occurrences, screen, message) in cases {
            for input in [occurrences, occurrences.reversed()] {
                let merged = Finding.merged(input, screenOrder: order)
                #expect(merged.count == 1)
                #expect(merged.first?.screens.first == screen)
                #expect(merged.first?.message == message)
                #expect(merged.first?.severity == occurrences.map(\.severity).max())
            }
        }
        let tie = Finding.merged([f("B", .warning, .violation, "B/Text[2]", "same", 3),
                                  f("B", .warning, .violation, "B/Text[1]", "same", 3)], screenOrder: order)
        #expect(tie.first?.element == "B/Text[1]")
    }

    @Test("a place lists each of its screens once, in run order, screens the order does not name last by name")
    func screensInRunOrder() {
        let occurrences = ["Z", "B", "Y", "A", "B"].map { Self.finding($0) }
        let merged = Finding.merged(occurrences, screenOrder: ["B", "A"])
        #expect(merged.map(\.screens) == [["B", "A", "Y", "Z"]])
    }

    @Test("places come out by file, line, column, rule and element, one each, however their occurrences arrive")
    func placesInOrder() {
        let occurrences = (0..<60).map { i in Self.finding("S\(i % 7)", line: 10 - i % 5) }
        let merged = Finding.merged(occurrences.reversed(), screenOrder: (0..<7).map { "S\($0)" })
        #expect(merged.map(\.location.line) == [6, 7, 8, 9, 10])
        #expect(merged.allSatisfy { $0.screens.count == 7 })
        #expect(merged == Finding.merged(occurrences, screenOrder: (0..<7).map { "S\($0)" }))
    }

    @Test("findings read from several lists (a run's screens, a merge's shards) merge as their concatenation does")
    func listsMergeAsTheirConcatenation() {
        let f = Self.finding
        let lists: [[Finding]] = [
            [f("S2", .info, .violation, "S2/Text[0]", "low", 4), f("S2", .warning, .violation, "S2/Text[1]", "b", 3)],
            [],
            [f("S0", .error, .needsReview, "S0/Text[0]", "note", 4), f("S1", .warning, .violation, "S1/Text[3]", "a", 3)],
            [f("S1", .error, .violation, "S1/Text[0]", "high", 4)],
        ]
        let order = ["S0", "S1", "S2"]
        let merged = Finding.merged(lists: lists, screenOrder: order)
        #expect(merged == Finding.merged(lists.flatMap { $0 }, screenOrder: order))
        #expect(merged.map(\.screens) == [["S1", "S2"], ["S0", "S1", "S2"]])
        #expect(merged.last?.message == "note", "the earliest screen speaks, from another list than the violation")
        #expect(merged.last?.status == .violation && merged.last?.severity == .error, "a violation and the highest severity of any list")
    }
}
