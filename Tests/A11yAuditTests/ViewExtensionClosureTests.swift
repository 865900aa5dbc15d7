import A11yAudit
import AuditModel
import Testing

/// `extension View` functions that take views from their caller: content a closure builds
/// (`.card { Button("More") { } }`), and the "conditional modifier" helper that hands the view
/// itself to a closure (`.modify { view in … }`, Home Assistant's 53 uses, DuckDuckGo's
/// `.modifier { $0 … }`). Before, the closure was dropped and the helper's result read as a
/// view not known until run time beside the unchanged view.
@Suite struct ViewExtensionClosureTests {
    static let helpers = """
        extension View {
            @ViewBuilder
            func modify(@ViewBuilder _ transform: (Self) -> (some View)?) -> some View {
                if let view = transform(self), !(view is EmptyView) {
                    view
                } else {
                    self
                }
            }

            func card<Footer: View>(@ViewBuilder footer: () -> Footer) -> some View {
                VStack { self; footer() }
            }
        }

        """

    static func audit(_ body: String) -> AuditResult {
        Auditor().audit(swiftSource: helpers + """
            struct Sheet: View {
                var body: some View {
            \(body)
                }
            }
            """)
    }

    static func transcript(_ body: String) -> [String] {
        audit(body).screens.first { $0.name == "Sheet" }?.transcript.map(\.text) ?? []
    }

    @Test func theViewHandedToTheClosureTakesItsModifiers() {
        let body = """
            Button(action: {}) { Image(systemName: "trash") }
                .modify { view in
                    if #available(iOS 26, *) {
                        view.accessibilityLabel("Delete")
                    } else {
                        view.accessibilityLabel("Remove")
                    }
                }
            """
        #expect(Self.transcript(body) == ["Delete, button."])
        #expect(Self.audit(body).findings.filter { $0.rule == "control-name" }.isEmpty,
                "the label the closure adds names the button")
    }

    @Test func anAnonymousParameterIsTheViewToo() {
        #expect(Self.transcript("Text(\"Settings\").modify { $0.accessibilityAddTraits(.isHeader) }") == ["Settings, heading."])
    }

    @Test func toolbarsAddedInTheClosureAreAudited() {
        let body = """
            List { Text("Rooms") }
                .modify { view in
                    view.toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button { } label: { Image(systemName: "checkmark") }
                        }
                    }
                }
            """
        #expect(Self.audit(body).findings.contains { $0.rule == "control-name" && $0.label == "checkmark" })
    }

    @Test func contentAFunctionShowsFromItsCallersClosureIsAudited() {
        #expect(Self.transcript("Text(\"Title\").card { Button(\"More\") { } }") == ["Title.", "More, button."])
    }

    @Test func aHelperThatCannotBeInlinedDoesNotShowItsViewAgain() {
        // Calling itself, the helper is cut off where the recursion starts; the closure handed
        // the view, left in that call, would show the view a second time, as a view not known
        // until run time.
        let code = """
            extension View {
                @ViewBuilder func again(@ViewBuilder _ change: (Self) -> some View) -> some View {
                    change(self).again { $0.bold() }
                }
            }
            struct Sheet: View {
                var body: some View { Text("A").again { $0.italic() } }
            }
            """
        #expect(Auditor().audit(swiftSource: code).screens.first?.transcript.map(\.text) == ["A."])
    }

    @Test func aButtonWithASymbolChosenAtRunTimeIsNotCalledNameless() {
        // SFSafeSymbols' `Image(systemSymbol:)` with a value known only at run time is read as
        // `Image(systemName:)` reads one: the symbol's name, not silence.
        let code = """
            struct IconButton: View {
                let icon: SFSymbol
                var body: some View {
                    Button(action: {}) { Image(systemSymbol: icon) }
                }
            }
            """
        let findings = Auditor().audit(swiftSource: code).findings.filter { $0.rule == "control-name" }
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("chosen at run time") == true, "\(findings.map(\.message))")
    }
}
