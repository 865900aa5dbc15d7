@testable import A11yAudit
import AuditModel
import Foundation
import Rules
import SwiftUICorpus
import Testing

/// A preview that shows a screen as the app shows it takes the screen's result instead of
/// being lowered and evaluated again; every other preview is evaluated on its own.
@Suite struct ScreenPreviewTests {
    /// A catalog rule that also records the screens it is evaluated on.
    struct CountingRule: Rule {
        let rule: any Rule
        let screens: Screens

        final class Screens: @unchecked Sendable {
            private let lock = NSLock()
            private var names: [String] = []
            func add(_ name: String) { lock.withLock { names.append(name) } }
            var all: [String] { lock.withLock { names } }
        }

        var descriptor: RuleDescriptor { rule.descriptor }

        func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
            screens.add(screen.name)
            return rule.evaluate(screen, context: context)
        }
    }

    static func audit(_ source: String) -> (result: AuditResult, evaluated: Set<String>) {
        let screens = CountingRule.Screens()
        let rules = RuleCatalog.all.map { CountingRule(rule: $0, screens: screens) }
        let result = Auditor(rules: rules).audit(swiftSource: source)
        return (result, Set(screens.all))
    }

    static let settings = """
        import SwiftUI
        struct Settings: View {
            var title = "Account"
            var body: some View {
                VStack {
                    Text(title).font(.system(size: 13))
                    Button(action: { }) { Image(systemName: "xmark") }
                }
            }
        }

        """

    @Test func aPreviewShowingTheScreenAsItIsIsNotEvaluatedAgain() {
        let (result, evaluated) = Self.audit(Self.settings + "#Preview { Settings() }\n")
        #expect(evaluated == ["Settings"])
        #expect(result.screens.map(\.name) == ["Settings", "Settings (Preview)"])
        let button = result.findings.first { $0.rule == "control-name" }
        #expect(button?.screens == ["Settings", "Settings (Preview)"])
        let screen = result.screens[0], preview = result.screens[1]
        #expect(preview.scorecard == screen.scorecard && preview.verdicts == screen.verdicts)
        #expect(preview.transcript.map(\.element) == screen.transcript.map {
            $0.element.replacingOccurrences(of: "Settings/", with: "Settings (Preview)/Settings[0]/")
        })
        #expect(preview.file == screen.file && preview.line > screen.line)
    }

    /// Without transcripts in the results, what the screen speaks at its root view is still
    /// checked: a preview takes the screen's result exactly when it would with them.
    @Test func aRunKeepingNoTranscriptsDecidesPreviewsAsOneKeepingThem() {
        // Written on one line, the screen's button sits where its root view is declared.
        let speaksAtRoot = """
            import SwiftUI
            struct Save: View { var body: some View { Button("Save") { } } }
            #Preview { Save() }

            """
        for (source, alone) in [(Self.settings + "#Preview { Settings() }\n", false), (speaksAtRoot, true)] {
            var options = AuditOptions()
            options.keepsTranscripts = false
            let screens = CountingRule.Screens()
            let rules = RuleCatalog.all.map { CountingRule(rule: $0, screens: screens) }
            let bare = Auditor(rules: rules, options: options).audit(swiftSource: source)
            let full = Self.audit(source)
            #expect(Set(screens.all).count == (alone ? 2 : 1), "\(Set(screens.all))")
            #expect(full.evaluated == Set(screens.all))
            #expect(bare.screens.allSatisfy { $0.transcript.isEmpty } && full.result.screens.allSatisfy { !$0.transcript.isEmpty })
            #expect(bare.findings == full.result.findings)
        }
    }

    @Test func aPreviewPassingValuesOrAddingModifiersIsEvaluatedOnItsOwn() {
        for preview in ["#Preview { Settings(title: \"Sample\") }", "#Preview { Settings().font(.title) }",
                        "#Preview { NavigationStack { Settings() } }"] {
            let (result, evaluated) = Self.audit(Self.settings + preview + "\n")
            #expect(evaluated.count == 2, "\(preview): \(evaluated)")
            #expect(result.screens.count == 2)
        }
    }

    /// The settings screen and its preview as the auditor has them before lowering.
    static func settingsAndPreview() -> [PendingScreen] {
        let loaded = SwiftUISourceSupport.load([("Settings.swift", settings + "#Preview { Settings() }\n")])
        return Auditor().pending(LoadedInputs(viewScreens: loaded.screens, screens: [], errors: loaded.errors,
                                              suppressions: loaded.suppressions))
    }

    @Test func aBaselineKeepsEveryPreviewEvaluated() {
        let screens = Self.settingsAndPreview()
        #expect(ScreenPreviews(screens, baseline: []).shownScreen == [1: 0])
        #expect(ScreenPreviews(screens, baseline: ["0123"]).shownScreen.isEmpty)
    }

    @Test func aPreviewIsEvaluatedOnItsOwnWhenItsResultMayDiffer() throws {
        let pending = Self.settingsAndPreview()
        let engine = RuleEngine(profile: .builtInDefault, rules: RuleCatalog.all, options: Profile.builtInDefault.options,
                                suppressions: [], baseline: [])
        let shown = engine.evaluate(pending[0].lowered())
        func taken(_ change: (inout (screen: ScreenResult, findings: [Finding])) -> Void) -> Bool {
            var changed = shown
            change(&changed)
            return ScreenPreviews.result(of: pending[1], from: pending[0], changed) != nil
        }
        let index = try #require(shown.findings.indices.first)
        #expect(taken { _ in })
        // A finding the screen owns names the screen in its fingerprint and path.
        #expect(!taken { $0.findings[index].component = nil })
        // The screen's root view is called from another line in the preview.
        #expect(!taken { $0.findings[index].line = 2 })
        var spokenAtRoot = shown.screen.transcript
        spokenAtRoot[0].line = 2
        #expect(ScreenPreviews.speaksAtRoot(of: pending[0], spokenAtRoot))
        #expect(!ScreenPreviews.speaksAtRoot(of: pending[0], shown.screen.transcript))
        // A path not under the screen's name cannot be moved under the preview's.
        #expect(!taken { $0.screen.transcript[0].element = "Other/Text[0]" })
        #expect(!taken { $0.screen.ladder[0].broken = ["SettingsView/Text[0]"] })
    }

    /// Over a generated app and screens nested to the path bound (each previewed as it is): the
    /// run equals evaluating every screen on its own.
    @Test func theRunEqualsEvaluatingEveryPreviewOnItsOwn() throws {
        var generator = SwiftUICorpus(seed: 11)
        let dir = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for file in generator.app(files: 160) {
            let url = dir.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.text.write(to: url, atomically: false, encoding: .utf8)
        }
        var more: [(String, String)] = []
        // Screens whose button sits about where paths are shortened, just before and past it:
        // a chain of fourteen components, four steps each, under four to eight stacks.
        for link in 1...14 {
            let next = link == 14 ? "Button(action: { }) { Image(systemName: \"xmark\") }" : "Link\(link + 1)()"
            more.append(("Link\(link).swift", "import SwiftUI\nstruct Link\(link): View {\n var body: some View { VStack { VStack { VStack { \(next) } } } }\n}\n"))
        }
        for stacks in 4...8 {
            let body = String(repeating: "VStack { ", count: stacks) + "Link1()" + String(repeating: " }", count: stacks)
            more.append(("Deep\(stacks).swift", "import SwiftUI\nstruct Deep\(stacks): View {\n var body: some View { \(body) }\n}\n#Preview { Deep\(stacks)() }\n"))
        }
        for (name, text) in more { try text.write(to: dir.appendingPathComponent(name), atomically: false, encoding: .utf8) }
        let auditor = Auditor()
        let run = try auditor.audit(paths: [dir.path])

        let inputs = try auditor.load(paths: [dir.path])
        let pending = auditor.pending(inputs)
        let engine = RuleEngine(profile: auditor.profile, rules: auditor.rules, options: auditor.profile.options,
                                suppressions: inputs.suppressions, baseline: [])
        let alone = auditor.result(of: pending.map { AuditCache.Screen(engine.evaluate($0.lowered()), key: nil) },
                                   inputErrors: run.inputErrors, warnings: run.warnings)
        let previews = ScreenPreviews(pending, baseline: [])
        let taken = previews.shownScreen.filter { preview, shown in
            ScreenPreviews.result(of: pending[preview], from: pending[shown], engine.evaluate(pending[shown].lowered())) != nil
        }
        #expect(taken.count > 20, "\(taken.count) previews take their screen's result")
        #expect(run.screens == alone.screens)
        #expect(run.findings == alone.findings)
    }
}
