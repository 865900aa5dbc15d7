import A11yAudit
@testable import AuditModel
import Testing

/// Layout-estimate false positives of the Dynamic Type rules seen on real apps, each turned into
/// a small view with the verdict iOS gives it.
@Suite struct DynamicTypeRealAppPatternTests {
    static func findings(_ rule: String, _ code: String) -> [Finding] {
        Auditor().audit(swiftSource: code).findings.filter { $0.rule == rule }
    }

    /// The size a finding's message names first (`at xLarge "…" needs …`).
    static func size(_ finding: Finding) -> String {
        String(finding.message.dropFirst(3).prefix { $0 != " " })
    }

    static let standardSizes: Set<String> = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge"]

    @Test func aTileWhosePaddingGivesWayClipsOnlyWhenItsTextOutgrowsTheFrame() {
        // Two lines of small text in a 55 pt tile with 16 pt padding: at the default size the
        // text spills into the padding and is seen whole; at accessibility sizes it outgrows 55 pt.
        let code = """
            struct SceneTile: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        HStack {
                            Image(systemName: "lightbulb")
                            VStack {
                                Text("Porch").font(.footnote.bold())
                                Text("Off").font(.caption)
                            }
                        }
                        .padding()
                    }
                    .frame(height: 55)
                }
            }
            """
        let clipped = Self.findings("text-clipped", code)
        #expect(!clipped.isEmpty)
        #expect(clipped.allSatisfy { !Self.standardSizes.contains(Self.size($0)) }, "\(clipped.map(\.message))")
    }

    @Test func aValuePillIsClippedOnceItsLettersOutgrowIt() {
        // Body text (22 pt leading) with 2 pt padding in a 22 pt pill: fits at the default size.
        // From xLarge the line's box (24 pt leading) is taller than the pill but its 19 pt letters
        // fit; from xxxLarge 23 pt letters do not.
        let code = """
            struct ValuePill: View {
                var body: some View {
                    ZStack {
                        Capsule().fill(.green)
                        Text("68").font(.body.bold()).padding(.vertical, 2)
                    }
                    .frame(height: 22)
                }
            }
            """
        let clipped = Self.findings("text-clipped", code)
        #expect(clipped.map(Self.size) == ["xxxLarge"], "\(clipped.map(\.message))")
        #expect(clipped.map(\.status) == [.violation])
    }

    @Test func aLineWhoseLettersFitButWhoseBoxDoesNotNeedsReview() {
        // At accessibility3 a 40 pt body line has a 48 pt box: taller than the 44 pt button, but
        // its letters fit, so at most accents or descenders are cut.
        let clipped = Self.findings("text-clipped", #"Text("Hide").frame(width: 200, height: 44)"#)
        #expect(clipped.map(\.status) == [.needsReview], "\(clipped.map(\.message))")
        #expect(clipped.first?.message.contains("its letters fit") == true)
    }

    @Test func aTruncationModeTheAuthorChoseNeedsReview() {
        let code = """
            struct FilterChip: View {
                let title: String
                var body: some View {
                    Text(title).lineLimit(1).truncationMode(.middle).frame(width: 60)
                }
            }
            """
        let truncated = Self.findings("text-truncated", code)
        #expect(!truncated.isEmpty && truncated.allSatisfy { $0.status == .needsReview }, "\(truncated.map(\.message))")
        #expect(truncated.first?.message.contains(".truncationMode(.middle)") == true)
    }

    @Test func aContainerSizedToItsContentNeverTruncatesItsText() {
        // `fixedSize` on the pill gives the text its full width, so its line limit cuts nothing.
        let code = """
            struct Gauge: View {
                let valueLabel: String
                var body: some View {
                    VStack {
                        HStack {
                            Text(valueLabel).lineLimit(1)
                        }
                        .fixedSize(horizontal: true, vertical: false)
                    }
                    .frame(width: 60)
                }
            }
            """
        #expect(Self.findings("text-truncated", code).isEmpty)
    }

    @Test func aPreviewsFrameDoesNotClipTheComponentItShows() {
        // The 40 pt canvas is the preview's choice; in the app the card gets the screen's room.
        let code = """
            struct PromoCard: View {
                var body: some View {
                    VStack {
                        Text("Save your passwords and fill them in on every site you visit")
                        Button("Get started") { }
                    }
                }
            }
            #Preview {
                PromoCard().frame(height: 40)
            }
            """
        let clipped = Self.findings("text-clipped", code)
        #expect(clipped.isEmpty, "\(clipped.map(\.message))")
        // The same frame in app code is a real limit.
        let inApp = code.replacingOccurrences(of: "#Preview {", with: "struct Home: View { var body: some View {")
            + "}"
        #expect(!Self.findings("text-clipped", inApp).isEmpty)
    }

    @Test func aDayNumberInACalendarCellIsTwoDigits() {
        // A day of the month in a 32 pt circle fits up to xxxLarge; only accessibility sizes clip it.
        let code = """
            struct DayCell: View {
                let day: Date
                var body: some View {
                    Text(viewModel.dayNumber(day))
                        .font(.callout)
                        .frame(width: 32, height: 32)
                }
            }
            """
        let clipped = Self.findings("text-clipped", code)
        #expect(!clipped.isEmpty)
        #expect(clipped.allSatisfy { !Self.standardSizes.contains(Self.size($0)) }, "\(clipped.map(\.message))")
    }

    @Test func aDateSwiftUIFormatsIsMeasuredByItsStyle() {
        // A countdown in a 60 pt slot: "1:02:03" fits at the default size; any 20-character
        // run-time text would not.
        let code = """
            struct Countdown: View {
                let end: Date
                var body: some View {
                    Text(end, style: .timer)
                        .font(.footnote.monospacedDigit())
                        .lineLimit(1)
                        .frame(width: 60)
                }
            }
            """
        let cut = Self.findings("text-truncated", code)
        #expect(!cut.isEmpty)
        #expect(cut.allSatisfy { Self.size($0) != "xSmall" && $0.message.contains("7 characters") }, "\(cut.map(\.message))")
        let plain = Self.findings("text-truncated", code.replacingOccurrences(of: "end, style: .timer", with: "end.description"))
        #expect(plain.map(Self.size) == ["xSmall"], "\(plain.map(\.message))")
        #expect(RunTimeTextLength.assumed(for: "timerInterval: start...end, countsDown: false", default: 20) == 7)
        #expect(RunTimeTextLength.assumed(for: "date, style: .time", default: 20) == 8)
        #expect(RunTimeTextLength.assumed(for: "date, style: Text.DateStyle.date", default: 20) == 18)
        #expect(RunTimeTextLength.assumed(for: "date, style: .offset", default: 20) == 9)
        #expect(RunTimeTextLength.assumed(for: "date, style: .relative", default: 20) == 19)
        #expect(RunTimeTextLength.assumed(for: "date, style: .relative", default: 12) == 12)
    }

    /// Whitespace is dropped from an expression before it is read, as filtering its Characters
    /// would: byte by byte for ASCII, the same either way.
    @Test func anExpressionIsReadWithoutItsWhitespaceASCIIOrNot() {
        for expression in ["date ,\tstyle:\n .timer", "a\r\nb\u{0B}c\u{0C}", "plain", "", " ",
                           "name\u{00A0}.first", "café . count", "e\u{301} .last"] {
            #expect(RunTimeTextLength.withoutWhitespace(expression) == expression.filter { !$0.isWhitespace }, "\(expression)")
        }
        #expect(RunTimeTextLength.assumed(for: "item . count", default: 20) == 4)
        #expect(RunTimeTextLength.assumed(for: "name\u{00A0}.first", default: 20) == 1)
    }

    @Test func aTimerInATitleFontIsAReadingNotAHeading() {
        let code = """
            VStack {
                Text(timerInterval: start...end, countsDown: true).font(.largeTitle)
                Text("until the oven is ready")
            }
            """
        #expect(Self.findings("header-trait", code).isEmpty)
        #expect(Self.findings("header-trait", code.replacingOccurrences(of: "timerInterval: start...end, countsDown: true", with: "title")).count == 1)
    }
}
