import AuditModel
import Testing
@testable import Semantics

/// What real apps write every day, read as SwiftUI reads it (source → AXTree → transcript).
@Suite("Semantics: patterns from real apps")
struct SemanticsRealAppTests {
    @Test func aLabelOnAContainContainerNamesTheContainerOnly() {
        let lines = SemanticsSnippet.spoken("""
            VStack { Text("Total"); Button("Pay") { } }
                .accessibilityElement(children: .contain)
                .accessibilityLabel("Checkout")
            """)
        #expect(lines == ["Total.", "Pay, button."])
    }

    @Test func aLabelOnAPlainStackReachesEachElementInside() {
        // Without `.accessibilityElement`, SwiftUI applies the label to every element in the stack.
        let lines = SemanticsSnippet.spoken(#"HStack { Text("A"); Button("B") { } }.accessibilityLabel("Row")"#)
        #expect(lines == ["Row.", "Row, button."])
    }

    @Test func shareLinkWithoutATitleSaysShare() {
        #expect(SemanticsSnippet.spoken(#"ShareLink(item: url)"#) == ["Share, button."])
    }

    @Test func buttonWithAnIntentTakesItsLabelFromTheClosure() {
        #expect(SemanticsSnippet.spoken(#"Button(intent: RefreshIntent()) { Text("Refresh") }"#) == ["Refresh, button."])
    }

    @Test func aFunctionPassedAsForEachContentIsExpandedLikeAClosure() {
        let screens = SemanticsSnippet.screens("""
            import SwiftUI
            struct Rows: View {
                var body: some View {
                    List { ForEach(items, content: row) }
                }
                func row(_ item: Item) -> some View { Button("Open") { } }
            }
            """)
        let button = screens.first?.root.allNodes.first { $0.viewType == "Button" }
        #expect(button?.label?.spoken == "Open")
        #expect(button?.isRepeated == true)
    }

    @Test func ifElseBranchesInALabelAreAlternativesNotJoined() {
        #expect(SemanticsSnippet.spoken(#"Button { } label: { if on { Text("Hide") } else { Text("Hide") } }"#)
                == ["Hide, button."])
        #expect(SemanticsSnippet.spoken(#"Button { } label: { if on { Text("Hide") } else { Text("Show") } }"#)
                == ["‹Hide | Show›, button."])
    }

    @Test func aTernaryInsideAnInterpolationReadsAsItsChoices() {
        #expect(SemanticsSnippet.spoken(#"Button("Mark \(on ? "done" : "open")") { }"#) == ["Mark ‹done | open›, button."])
    }

    @Test func aTextOfAConstantTheAuditCannotResolveIsDynamicNotSilent() {
        #expect(SemanticsSnippet.spoken(#"Text(Strings.Settings.title)"#) == ["‹.title›."])
    }

    @Test func aTitleAFunctionReturnsIsRunTimeTextNotItsArgument() {
        // SwiftGen's accessors with arguments (`L10n.Prompt.use(url)`) are functions.
        #expect(SemanticsSnippet.spoken(#"Button { } label: { Text(verbatim: Strings.use(address)) }"#)
                == ["‹use(address)›, button."])
        #expect(SemanticsSnippet.spoken(#"Button(Strings.title(for: item)) { }"#) == ["‹title(for: item)›, button."])
    }

    @Test func aDragBesideAScrollViewWatchesTheScrollingOnly() {
        let screen = SemanticsSnippet.screens("""
            List { Text("Row") }
                .simultaneousGesture(DragGesture().onChanged { _ in hideKeyboard() })
            """).first
        let gestures = screen?.root.allNodes.flatMap(\.gestures) ?? []
        #expect(gestures.count == 1 && gestures.allSatisfy { $0.kind != .drag })
        let slider = SemanticsSnippet.screens(#"Circle().simultaneousGesture(DragGesture().onChanged { _ in })"#).first
        #expect(slider?.root.allNodes.flatMap(\.gestures).map(\.kind) == [.drag])
    }

    @Test func aDoubleTapGestureRecordsItsTapCount() {
        let screen = SemanticsSnippet.screens(#"Image("card").onTapGesture(count: 2) { }"#).first
        #expect(screen?.root.allNodes.flatMap(\.gestures).map(\.tapCount) == [2])
        let viaValue = SemanticsSnippet.screens(#"Image("card").gesture(TapGesture(count: 3).onEnded { })"#).first
        #expect(viaValue?.root.allNodes.flatMap(\.gestures).map(\.tapCount) == [3])
    }
}

extension SemanticsRealAppTests {
    @Test func aLabelOnAGroupInsideAButtonNamesTheButtonOnce() {
        #expect(SemanticsSnippet.spoken(#"Link(destination: url) { HStack { Image("a"); Image("b") }.accessibilityLabel("Add favorite") }"#)
                == ["Add favorite, link."])
    }

    @Test func aBackgroundDrawnOverAnIconsFrameMakesTheWholeFrameTappable() {
        // An icon grid's cell: a 28 pt picture in a 44 pt tile with a tinted background.
        let screens = SemanticsSnippet.screens("""
            import SwiftUI
            struct Cell: View {
                var body: some View {
                    Button { } label: {
                        Image("bulb").frame(width: 44, height: 44).background(Color.gray.opacity(0.3))
                    }
                    Button { } label: { Image("fan").frame(width: 44, height: 44).background(Color.clear) }
                    Button { } label: { Image("door").background(Color.gray).frame(width: 44, height: 44) }
                }
            }
            """)
        let images = screens.first?.root.allNodes.filter { $0.role == .image } ?? []
        #expect(images.map(\.layout.hasContentShape) == [true, false, false])
    }

    @Test func aConditionNamesADevelopmentBuildByAWholeWord() {
        for condition in ["DEBUG", "model.isOnDevEnvironment", "AppConfig.isStaging", "!isInternalBuild", "user.isDeveloper"] {
            #expect(Lowering.namesDevelopmentBuild(condition), "\(condition)")
        }
        for condition in ["isDevice", "showDebugger", "isOnline", "internalsCount > 0", "Café.isOpen"] {
            #expect(!Lowering.namesDevelopmentBuild(condition), "\(condition)")
        }
    }
}
