@testable import AuditModel
import Foundation
import Testing
@testable import Rules

/// Screens whose layout only takes room from texts as the size grows are estimated from the
/// largest size down, stopping where everything fits: what the rules, the ladder and the
/// scorecard read must be exactly what estimating every size gives.
@Suite struct LayoutEstimatesTests {
    typealias Generator = SemanticsGeneratedTreeTests.Generator

    static let words = ["Order", "shipped", "today", "from", "the", "corner", "shop", "Delivery", "tomorrow", "Total", "€12.50"]

    /// A random length: fixed, or scaled when `scaledAllowed` (and then never below zero unless
    /// `disqualify` asks for it).
    static func length(_ g: inout Generator, _ range: ClosedRange<Int>, scaled: Bool) -> Metric {
        let points = Double(range.lowerBound + g.next(range.count))
        return scaled && g.chance(50) ? DTTree.scaled(points, g.pick(TextStyle.allCases)) : DTTree.fixed(points)
    }

    /// A random screen part: texts with fonts, limits and scale factors; icons; stacks and scroll
    /// views with fixed frames, scaled paddings and spacing. `disqualify` adds, somewhere, one of
    /// the things that can give a text more room at a larger size.
    static func node(_ g: inout Generator, path: String, depth: Int, disqualify: inout Bool) -> AXNode {
        if depth == 0 || g.chance(30) {
            if g.chance(15) { return DTTree.icon(path + "/Image", side: length(&g, 10...60, scaled: true)) }
            let text = (0..<(1 + g.next(14))).map { _ in g.pick(words) }.joined(separator: " ")
            let font: FontSpec = g.pick([.textStyle(g.pick(TextStyle.allCases)), .fixed(size: Double(10 + g.next(30))),
                                         .custom(size: Double(10 + g.next(30)), relativeTo: g.pick(TextStyle.allCases)),
                                         .textStyleNotAdjusting(.body)])
            return DTTree.text(text, path + "/Text", font: font, dynamic: g.chance(20) ? "name" : nil) { node in
                if g.chance(30) { node.layout.lineLimit = 1 + g.next(3) }
                if g.chance(15) { node.layout.minimumScaleFactor = g.pick([0.5, 0.8, 0.95]) }
                if g.chance(10) { node.layout.fixedSizeHorizontal = true }
                if g.chance(20) { node.layout.height = length(&g, 14...80, scaled: false) }
                if g.chance(15) { node.layout.maxWidth = length(&g, 40...300, scaled: false) }
                if g.chance(15) { node.layout.dynamicTypeRange = g.pick([.xSmall ... .xxxLarge, .large ... .accessibility2]) }
            }
        }
        let kind = g.pick([LayoutInfo.Container.hstack, .vstack, .zstack, .scroll, .none])
        let children = (0..<(1 + g.next(4))).map { node(&g, path: "\(path)/C\($0)", depth: depth - 1, disqualify: &disqualify) }
        return DTTree.stack(kind, "\(kind)", path, children) { node in
            if g.chance(30) { node.layout.paddingLeading = length(&g, 0...24, scaled: true) }
            if g.chance(30) { node.layout.paddingTop = length(&g, 0...24, scaled: true) }
            if g.chance(20) { node.layout.spacing = length(&g, 0...16, scaled: true) }
            if g.chance(20) { node.layout.height = length(&g, 20...400, scaled: false) }
            if g.chance(15) { node.layout.maxHeight = length(&g, 20...400, scaled: false) }
            if g.chance(15) { node.layout.width = length(&g, 60...400, scaled: false) }
            if g.chance(10) { node.layout.minHeight = length(&g, 20...100, scaled: false) }
            if disqualify, g.chance(25) {
                disqualify = false
                switch g.next(4) {
                case 0: node.layout.container = .adaptive
                case 1: node.layout.height = DTTree.scaled(Double(20 + g.next(100)))
                case 2: node.layout.maxWidth = DTTree.scaled(Double(60 + g.next(200)))
                default: node.layout.paddingLeading = DTTree.scaled(-Double(1 + g.next(20)))
                }
            }
        }
    }

    @Test func estimatingFromTheLargestSizeDownGivesWhatEverySizeGives() {
        var g = Generator(state: 2026)
        var shortcuts = 0, partial = 0, grown = 0
        for round in 0..<600 {
            var disqualify = round % 4 == 0
            let screen = DTTree.screen(Self.node(&g, path: "S/R", depth: 4, disqualify: &disqualify))
            let full = DynamicTypeLayout().estimates(for: screen)
            let facts = ScreenFacts(screen)
            #expect(facts.ladder == DynamicTypeLayout.ladder(of: full), "round \(round)")
            for target in [DynamicTypeSize.large, .xxxLarge, .accessibility3, .accessibility5] {
                let upTo = full.filter { $0.size <= target }
                let breakable = facts.breakableEstimates(upTo: target)
                #expect(breakable.measuresText == upTo.contains { !$0.texts.isEmpty }, "round \(round)")
                let predicates: [(TextEstimate) -> Bool] = [{ $0.isClipped }, { $0.isTruncated },
                                                            { $0.isClipped && !$0.isClippedOnlyInLineBox }]
                for breaks in predicates {
                    #expect(DynamicTypeSupport.firstBreaks(in: breakable.estimates, where: breaks)
                            == DynamicTypeSupport.firstBreaks(in: upTo, where: breaks), "round \(round)")
                }
                if facts.rowsKnownToFit(at: target) {
                    #expect(full[target.index].rows.allSatisfy { !$0.breaksWords }, "round \(round)")
                }
                if breakable.estimates.count < upTo.count { partial += 1 }
            }
            if let measures = facts.measuresTextAtEverySize {
                grown += 1
                #expect(Set(full.map { $0.texts.map(\.path) }).count == 1, "round \(round)")
                #expect(measures == !full[0].texts.isEmpty)
                if facts.ladder.allSatisfy(\.broken.isEmpty) { shortcuts += 1 }
            }
        }
        // The walk is exercised: many screens fit everywhere, many fit only below some size,
        // and those with something that can give room at a larger size are estimated in full.
        #expect(shortcuts > 50 && partial > 200 && grown < 600 - 100)
    }

    @Test func aTableWhoseSizesShrinkIsNotWalked() throws {
        #expect(DynamicTypeTable.shared.growsWithSize)
        var styles: [String: Any] = [:]
        for style in TextStyle.allCases {
            let sizes = Dictionary(uniqueKeysWithValues: DynamicTypeSize.allCases.map {
                ($0.rawValue, style == .body && $0 == .accessibility5 ? 10.0 : 12.0 + Double($0.index))
            })
            styles[style.rawValue] = ["sizes": sizes, "leading": sizes.mapValues { $0 * 1.2 }]
        }
        let table = try DynamicTypeTable(json: JSONSerialization.data(withJSONObject: ["styles": styles]))
        #expect(!table.growsWithSize)
        #expect(ScreenFacts(DTTree.bannerScreen(), table: table).measuresTextAtEverySize == nil)
        #expect(ScreenFacts(DTTree.bannerScreen()).measuresTextAtEverySize == true)
    }
}

extension SemanticsGeneratedTreeTests.Generator {
    mutating func chance(_ percent: Int) -> Bool { next(100) < percent }
}
