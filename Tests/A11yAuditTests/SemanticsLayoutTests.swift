import AuditModel
import Testing
@testable import Semantics

@Suite("Semantics: fonts and layout")
struct SemanticsLayoutTests {
    /// A `.font(value)` on a Text and the FontSpec and boldness it gives.
    struct FontCase: Sendable, CustomTestStringConvertible {
        var written: String
        var value: Value
        var font: FontSpec
        var bold = false
        var testDescription: String { written }
    }

    static let fonts: [FontCase] = [
        FontCase(written: ".title", value: member("title"), font: .textStyle(.title)),
        FontCase(written: ".largeTitle", value: member("largeTitle"), font: .textStyle(.largeTitle)),
        FontCase(written: ".system(.title)", value: .call("system", [member("title").argument]), font: .textStyle(.title)),
        FontCase(written: ".system(.body, design: .rounded)",
                 value: .call("system", [member("body").argument, l("design", member("rounded"))]), font: .textStyle(.body)),
        FontCase(written: ".system(size: 12)", value: .call("system", [l("size", num(12))]), font: .fixed(size: 12)),
        FontCase(written: ".system(size: 20, weight: .bold)", value: .call("system", [l("size", num(20)), l("weight", member("bold"))]),
                 font: .fixed(size: 20), bold: true),
        FontCase(written: ".system(size: scaled) with @ScaledMetric(relativeTo: .title)",
                 value: .call("system", [l("size", .metric(Metric(24, scaling: .scaled(relativeTo: .title), expression: "scaled")))]),
                 font: .custom(size: 24, relativeTo: .title)),
        FontCase(written: ".system(size: k) with a constant", value: .call("system", [l("size", .metric(Metric(13, expression: "k")))]),
                 font: .fixed(size: 13)),
        FontCase(written: ".custom(\"Avenir\", size: 14)", value: .call("custom", ["Avenir".argument, l("size", num(14))]),
                 font: .custom(size: 14, relativeTo: .body)),
        FontCase(written: ".custom(\"Avenir\", size: 30, relativeTo: .title)",
                 value: .call("custom", ["Avenir".argument, l("size", num(30)), l("relativeTo", member("title"))]),
                 font: .custom(size: 30, relativeTo: .title)),
        FontCase(written: ".custom(\"Avenir\", fixedSize: 15)", value: .call("custom", ["Avenir".argument, l("fixedSize", num(15))]),
                 font: .fixed(size: 15)),
        FontCase(written: "theme.font (a variable)", value: dyn("theme.font"), font: .unknown),
        FontCase(written: ".title.bold() (kept as text)", value: dyn(".title.bold()"), font: .textStyle(.title), bold: true),
        FontCase(written: "Font.headline.weight(.heavy)", value: dyn("Font.headline.weight(.heavy)"), font: .textStyle(.headline), bold: true),
        FontCase(written: "big ? .system(size: 40) : .body", value: .choice([.call("system", [l("size", num(40))]), member("body")]),
                 font: .fixed(size: 40)),
    ]

    @Test("Font values become FontSpecs", arguments: fonts)
    func fontValues(_ row: FontCase) {
        let text = lower(V("Text", "x").m("font", row.value)).root
        #expect(text.font == row.font)
        #expect(text.layout.isBold == row.bold)
    }

    @Test("Fonts are inherited down the tree; the innermost wins; the finding points at the modifier")
    func fontInheritance() {
        let screen = lower(Stack("VStack",
                                 V("Text", "inherits"),
                                 V("Text", "own").m("font", member("caption"), line: 30),
                                 V("Button", "Go", action()))
            .m("font", Value.call("system", [l("size", num(11))]), line: 40))
        let inherits = screen.node("Text[0]")
        #expect(inherits?.font == .fixed(size: 11))
        #expect(inherits?.location(ofModifier: "font").line == 40)
        let own = screen.node("Text[1]")
        #expect(own?.font == .textStyle(.caption))
        #expect(own?.location(ofModifier: "font").line == 30)
        #expect(screen.node("Button[2]")?.font == .fixed(size: 11))
        #expect(screen.node("Button[2]")?.text?.literalText == "Go")
        #expect(lower(V("Text", "plain")).root.font == .textStyle(.body))
    }

    @Test("bold() and fontWeight(.bold) are inherited")
    func bold() {
        let screen = lower(Stack("VStack", V("Text", "a"), V("Text", "b").m("fontWeight", member("semibold"))).m("bold"))
        #expect(screen.node("Text[0]")?.layout.isBold == true)
        #expect(lower(V("Text", "c").m("fontWeight", member("bold"))).root.layout.isBold)
        #expect(!lower(V("Text", "d").m("fontWeight", member("semibold"))).root.layout.isBold)
    }

    @Test("Frames: fixed, min/max, and scaled metrics")
    func frames() {
        let scaled = Metric(44, scaling: .scaled(relativeTo: .body), expression: "buttonSize")
        let node = lower(V("Button", "x", action())
            .m("frame", l("width", .metric(scaled)), l("height", num(30)))
            .m("frame", l("minWidth", num(10)), l("maxWidth", dyn(".infinity")), l("minHeight", num(20)), l("maxHeight", num(200)))).root
        #expect(node.layout.width == scaled)
        #expect(node.layout.height?.points == 30)
        #expect(node.layout.height?.scaling == .fixed)
        #expect(node.layout.minWidth?.points == 10)
        #expect(node.layout.maxWidth == nil)
        #expect(node.layout.minHeight?.points == 20)
        #expect(node.layout.maxHeight?.points == 200)
    }

    /// A `.padding(…)` and the padding it gives on (top, bottom, leading, trailing).
    struct PaddingCase: Sendable, CustomTestStringConvertible {
        var written: String
        var arguments: [Argument]
        var sides: [Double?]
        var testDescription: String { written }
    }

    static let paddings: [PaddingCase] = [
        PaddingCase(written: ".padding()", arguments: [], sides: [16, 16, 16, 16]),
        PaddingCase(written: ".padding(8)", arguments: [num(8).argument], sides: [8, 8, 8, 8]),
        PaddingCase(written: ".padding(.horizontal, 12)", arguments: [member("horizontal").argument, num(12).argument],
                    sides: [nil, nil, 12, 12]),
        PaddingCase(written: ".padding(.vertical)", arguments: [member("vertical").argument], sides: [16, 16, nil, nil]),
        PaddingCase(written: ".padding(.top, 4)", arguments: [member("top").argument, num(4).argument], sides: [4, nil, nil, nil]),
        PaddingCase(written: ".padding([.leading, .bottom], 6)",
                    arguments: [Value.array([member("leading"), member("bottom")]).argument, num(6).argument], sides: [nil, 6, 6, nil]),
        PaddingCase(written: ".padding(.all, 2)", arguments: [member("all").argument, num(2).argument], sides: [2, 2, 2, 2]),
        PaddingCase(written: ".padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))",
                    arguments: [Value.call("EdgeInsets", [l("top", num(1)), l("leading", num(2)), l("bottom", num(3)), l("trailing", num(4))]).argument],
                    sides: [1, 3, 2, 4]),
        PaddingCase(written: ".padding(spacing) (unknown)", arguments: [dyn("spacing").argument], sides: [nil, nil, nil, nil]),
    ]

    @Test("Padding in all its forms", arguments: paddings)
    func padding(_ row: PaddingCase) {
        var node = V("Text", "x")
        node.modifiers.append(Modifier(name: "padding", arguments: row.arguments, location: DSL.at(1)))
        let layout = lower(node).root.layout
        #expect([layout.paddingTop, layout.paddingBottom, layout.paddingLeading, layout.paddingTrailing].map { $0?.points } == row.sides)
    }

    @Test("Paddings written twice add up; a scaled padding keeps its scaling")
    func paddingAddsUp() {
        let layout = lower(V("Text", "x").m("padding", num(8)).m("padding", member("horizontal"), num(4))).root.layout
        #expect(layout.paddingLeading?.points == 12)
        #expect(layout.paddingTop?.points == 8)
        let scaled = Metric(10, scaling: .scaled(relativeTo: .body), expression: "pad")
        #expect(lower(V("Text", "x").m("padding", Value.metric(scaled))).root.layout.paddingTop == scaled)
    }

    @Test("lineLimit, minimumScaleFactor, fixedSize, contentShape")
    func textLayout() {
        let node = lower(V("Text", "x").m("lineLimit", num(1)).m("minimumScaleFactor", num(0.5))
            .m("fixedSize", l("horizontal", .bool(false)), l("vertical", .bool(true))).m("contentShape", Value.call("Rectangle", []))).root
        #expect(node.layout.lineLimit == 1)
        #expect(node.layout.minimumScaleFactor == 0.5)
        #expect(!node.layout.fixedSizeHorizontal)
        #expect(node.layout.fixedSizeVertical)
        #expect(node.layout.hasContentShape)
        let both = lower(V("Text", "y").m("fixedSize").m("lineLimit", Value.range(lower: num(1), upper: num(3), closed: true))).root
        #expect(both.layout.fixedSizeHorizontal && both.layout.fixedSizeVertical)
        #expect(both.layout.lineLimit == 3)
    }

    @Test("lineLimit and minimumScaleFactor on a container reach its texts, pointing at the modifier")
    func inheritedTextLimits() {
        let screen = lower(Stack("VStack", V("Text", "a")).m("lineLimit", num(2), line: 50).m("minimumScaleFactor", num(0.4), line: 51))
        let text = screen.node("Text[0]")
        #expect(text?.layout.lineLimit == 2)
        #expect(text?.location(ofModifier: "lineLimit").line == 50)
        #expect(text?.layout.minimumScaleFactor == 0.4)
        #expect(text?.location(ofModifier: "minimumScaleFactor").line == 51)
        let lifted = lower(Stack("VStack", V("Text", "b").m("lineLimit", dyn("nil"))).m("lineLimit", num(1)))
        #expect(lifted.node("Text[0]")?.layout.lineLimit == nil)
    }

    /// `.dynamicTypeSize(…)` forms and the range they allow.
    struct RangeCase: Sendable, CustomTestStringConvertible {
        var written: String
        var values: [Value]
        var range: ClosedRange<DynamicTypeSize>?
        var testDescription: String { written }
    }

    static let ranges: [RangeCase] = [
        RangeCase(written: ".dynamicTypeSize(.large)", values: [member("large")], range: .large ... .large),
        RangeCase(written: "...DynamicTypeSize.xxLarge",
                  values: [.range(lower: nil, upper: dyn("DynamicTypeSize.xxLarge"), closed: true)], range: .xSmall ... .xxLarge),
        RangeCase(written: ".small ... .accessibility2",
                  values: [.range(lower: member("small"), upper: member("accessibility2"), closed: true)], range: .small ... .accessibility2),
        RangeCase(written: ".xSmall ..< .large", values: [.range(lower: member("xSmall"), upper: member("large"), closed: false)],
                  range: .xSmall ... .medium),
        RangeCase(written: ".large... (open above)", values: [.range(lower: member("large"), upper: nil, closed: true)],
                  range: .large ... .accessibility5),
        RangeCase(written: "nested ranges intersect",
                  values: [.range(lower: nil, upper: member("accessibility1"), closed: true),
                           .range(lower: member("medium"), upper: nil, closed: true)], range: .medium ... .accessibility1),
        RangeCase(written: "a fixed size inside a range is clamped",
                  values: [member("accessibility4"), .range(lower: nil, upper: member("xLarge"), closed: true)], range: .xLarge ... .xLarge),
        RangeCase(written: "a variable is unknown", values: [dyn("size")], range: nil),
    ]

    @Test("dynamicTypeSize ranges", arguments: ranges)
    func dynamicTypeRange(_ row: RangeCase) {
        var node = V("Text", "x")
        for value in row.values { node.modifiers.append(Modifier(name: "dynamicTypeSize", arguments: [value.argument], location: DSL.at(1))) }
        #expect(lower(node).root.layout.dynamicTypeRange == row.range)
    }

    @Test("A container's size range reaches its texts and intersects with theirs")
    func nestedRangeAcrossViews() {
        let screen = lower(Stack("VStack", V("Text", "a"),
                                 V("Text", "b").m("dynamicTypeSize", Value.range(lower: member("large"), upper: nil, closed: true)))
            .m("dynamicTypeSize", Value.range(lower: nil, upper: member("xxxLarge"), closed: true), line: 70))
        #expect(screen.root.layout.dynamicTypeRange == .xSmall ... .xxxLarge)
        #expect(screen.root.location(ofModifier: "dynamicTypeSize").line == 70)
        #expect(screen.node("Text[0]")?.layout.dynamicTypeRange == .xSmall ... .xxxLarge)
        #expect(screen.node("Text[1]")?.layout.dynamicTypeRange == .large ... .xxxLarge)
    }

    @Test("Layout facts of labels inside a button stay on the text that draws them")
    func textInsideButton() {
        let screen = lower(V("Button", action(), l("label", views(V("Text", "Continue").m("font", Value.call("system", [l("size", num(14))]))))))
        let text = screen.first("Text")
        #expect(text?.font == .fixed(size: 14))
        #expect(text?.text?.literalText == "Continue")
        #expect(text?.isElement == false)
    }
}
