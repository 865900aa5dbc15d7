import A11yAudit
import AuditModel
import Foundation
import Semantics
import Testing
@testable import SwiftUISource

/// String tables are read the way Foundation reads them, and titles resolve through the
/// tables of the module they are written in.
@Suite struct LocalizationTests {
    static let englishTable = (path: "App/en.lproj/Localizable.strings", text: """
        /* Shown on the settings screen */
        "settings.title" = "Settings";
        // A line comment, then an escaped quote and a newline
        "quote.key" = "Say \\"hi\\"\\nthen go";
        unquoted_key = "Unquoted";
        "cart.items %lld" = "%lld items";
        """)

    /// Audits `code` as `App/Screen.swift` next to the given tables; returns the transcript lines.
    static func transcript(_ code: String, tables: [(path: String, text: String)] = [englishTable],
                           fileName: String = "App/Screen.swift") -> [TranscriptLine] {
        let result = Auditor().audit(swiftSource: code, fileName: fileName, stringTables: tables)
        return result.screens.first?.transcript ?? []
    }

    static func findings(_ code: String, tables: [(path: String, text: String)] = [englishTable],
                         fileName: String = "App/Screen.swift") -> [Finding] {
        Auditor().audit(swiftSource: code, fileName: fileName, stringTables: tables).findings
    }

    // MARK: - Reading tables

    @Test func stringsFilesKeepCommentsOutAndDecodeEscapes() throws {
        let file = try StringTableFile.parse(path: Self.englishTable.path, bytes: Array(Self.englishTable.text.utf8)).get()
        #expect(file.table == "Localizable")
        #expect(file.owner == "App")
        #expect(file.entries == ["settings.title": "Settings", "quote.key": "Say \"hi\"\nthen go",
                                 "unquoted_key": "Unquoted", "cart.items %lld": "%lld items"])
    }

    @Test func utf16StringsFilesWithAByteOrderMarkAreRead() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "\"greeting\" = \"Grüß dich\";\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let file = try StringTableFile.parse(path: "de.lproj/Localizable.strings", bytes: bytes).get()
        #expect(file.entries["greeting"] == "Grüß dich")
    }

    @Test func aMalformedTableIsAnInputErrorAtItsLine() {
        let text = "\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";\n"
        guard case .failure(let error) = StringTableFile.parse(path: "en.lproj/Localizable.strings", bytes: Array(text.utf8))
        else { Issue.record("a table with a missing semicolon parsed"); return }
        #expect(error.location.line == 3 || error.location.line == 2, "\(error)")
        #expect(error.message.contains("does not parse"))
    }

    @Test func stringsDictionariesSpeakTheirOtherForm() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
              <key>photos.count</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@photos@ selected</string>
                <key>photos</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>d</string>
                  <key>one</key><string>%d photo</string>
                  <key>other</key><string>%d photos</string>
                </dict>
              </dict>
            </dict></plist>
            """
        let file = try StringTableFile.parse(path: "en.lproj/Localizable.stringsdict", bytes: Array(plist.utf8)).get()
        #expect(file.entries["photos.count"] == "%d photos selected")
    }

    @Test func catalogsUseTheSourceLanguageOrTheKeyItself() throws {
        let json = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "profile.edit": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Edit profile"}},
                                                 "de": {"stringUnit": {"state": "translated", "value": "Profil bearbeiten"}}}},
              "Sign out": {},
              "inbox.count": {"localizations": {"en": {"variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%lld message"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%lld messages"}}}}}}}
            }}
            """
        let file = try StringTableFile.parse(path: "Shared/Localizable.xcstrings", bytes: Array(json.utf8)).get()
        #expect(file.entries == ["profile.edit": "Edit profile", "Sign out": "Sign out", "inbox.count": "%lld messages"])
        #expect(file.owner == "Shared")
    }

    @Test func theDevelopmentLanguageIsEnglishThenBase() {
        let chosen = StringTables.developmentLanguage([
            "A/fr.lproj/Localizable.strings", "A/en.lproj/Localizable.strings", "A/Base.lproj/Localizable.strings",
            "B/Base.lproj/Main.strings", "B/de.lproj/Main.strings", "C/Strings.xcstrings", "D/notes.strings",
        ])
        #expect(chosen == ["A/en.lproj/Localizable.strings", "B/Base.lproj/Main.strings", "C/Strings.xcstrings"])
    }

    @Test func aResourcesFolderBelongsToTheModuleAboveIt() {
        let (tables, errors) = StringTables.load(sources: [
            ("Sources/App/Resources/en.lproj/Localizable.strings", "\"a\" = \"A\";"),
            ("Sources/Widget/en.lproj/InfoPlist.strings", "\"CFBundleName\" = \"Widget\";"),
        ])
        #expect(errors.isEmpty)
        #expect(tables.module(of: "Sources/App/Settings/SettingsView.swift")?.root == "Sources/App")
        #expect(tables.module(of: "Sources/App/Settings/SettingsView.swift")?.text(for: "a", table: "Localizable") == "A")
        // Only configuration tables: not a localized module. Another target: no module.
        #expect(tables.module(of: "Sources/Widget/WidgetView.swift") == nil)
        #expect(tables.module(of: "Sources/Shared/Row.swift") == nil)
    }

    // MARK: - Resolving titles

    @Test func literalTitlesSpeakTheTableText() {
        let lines = Self.transcript("""
            VStack {
                Text("settings.title")
                Button("quote.key") { }
                Label("unquoted_key", systemImage: "star")
            }
            """)
        #expect(lines.map(\.text) == ["Settings.", "Say \"hi\"\nthen go, button.", "Unquoted."])
        #expect(lines.allSatisfy { $0.provenance == .localized })
    }

    @Test func anImageNamedByAKeyIsLabelledWithItsEntry() {
        let tables = [(path: "App/en.lproj/Localizable.strings", text: #""person.bicycle" = "Person on a bicycle";"#)]
        #expect(Self.transcript(#"Image("person.bicycle")"#, tables: tables).map(\.text) == ["Person on a bicycle, image."])
        // No entry: the asset name, and no missing-localization (an asset is not a key).
        let rules = Self.findings(#"Image("icon_trash")"#, tables: tables).map(\.rule)
        #expect(rules.contains("image-label") && !rules.contains("missing-localization"), "\(rules)")
    }

    @Test func verbatimTextIsNotLookedUp() {
        let lines = Self.transcript(#"Text(verbatim: "settings.title")"#)
        #expect(lines.map(\.text) == ["settings.title."])
        #expect(lines.first?.provenance == nil)
    }

    @Test func interpolatedKeysMatchTheirFormat() {
        let lines = Self.transcript("""
            struct Cart: View {
                let count: Int
                var body: some View { Text("cart.items \\(count)") }
            }
            """)
        #expect(lines.map(\.text) == ["‹count› items."])
    }

    @Test func tableNameChoosesTheTable() {
        let tables = [Self.englishTable, (path: "App/en.lproj/Settings.strings", text: #""settings.header" = "Preferences";"#)]
        let lines = Self.transcript(#"Text("settings.header", tableName: "Settings")"#, tables: tables)
        #expect(lines.map(\.text) == ["Preferences."])
        #expect(Self.findings(#"Text("settings.header")"#, tables: tables).map(\.rule) == ["missing-localization"])
    }

    @Test func localizationCallsInConstantTablesResolve() {
        let lines = Self.transcript("""
            enum UserText {
                static let save = NSLocalizedString("action.save", value: "Save", comment: "")
                static let title = NSLocalizedString("settings.title", comment: "")
                static let share = String(localized: "action.share", defaultValue: "Share")
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Button(UserText.save) { }
                        Text(UserText.title)
                        Button(UserText.share) { }
                    }
                }
            }
            """)
        #expect(lines.map(\.text) == ["Save, button.", "Settings.", "Share, button."])
    }

    @Test func swiftGenAccessorsResolveThroughTheirTable() {
        let code = """
            public enum L10n {
              public static var settingsTitle: String { return L10n.tr("Localizable", "settings.title") }
              public enum About {
                public static var missing: String { return L10n.tr("Localizable", "about.missing_entry") }
              }
            }
            extension L10n {
              private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String { key }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Button(L10n.settingsTitle) { }
                        Text(verbatim: L10n.About.missing)
                    }
                }
            }
            """
        let lines = Self.transcript(code)
        #expect(lines.map(\.text) == ["Settings, button.", "about.missing_entry."])
        #expect(lines.map(\.provenance) == [.localized, .missingLocalization])
        // With no tables anywhere the accessor is run-time text, never the table's name.
        let bare = Self.transcript(code, tables: [])
        #expect(!bare.contains { $0.text.contains("Localizable") }, "\(bare.map(\.text))")
    }

    @Test func aSharedFrameworksCallsReadTheAppsTables() {
        let lines = Self.transcript("""
            struct Row: View {
                var body: some View { Text(NSLocalizedString("settings.title", comment: "")) }
            }
            """, fileName: "Shared/Row.swift")
        #expect(lines.map(\.text) == ["Settings."])
    }

    // MARK: - Verdicts

    @Test func aMissingKeyIsOneFindingNotAnIdentifierOrAMissingName() {
        let rules = Self.findings(#"Button("settings.delete_account") { }"#).map(\.rule)
        #expect(rules == ["missing-localization"])
    }

    @Test func aResolvedKeyIsNeverAnIdentifier() {
        let rules = Self.findings(#"Button("unquoted_key") { }"#).map(\.rule)
        #expect(!rules.contains("label-is-identifier") && !rules.contains("missing-localization"), "\(rules)")
    }

    @Test func keysWrittenAsWordsOrOutsideAModuleAreNotMissing() {
        #expect(!Self.findings(#"Button("Delete account") { }"#).map(\.rule).contains("missing-localization"))
        // No tables for this file: the key is plain text, judged by the identifier rule.
        let rules = Self.findings(#"Text("onboarding_title")"#, fileName: "Other/Screen.swift").map(\.rule)
        #expect(rules == ["label-is-identifier"])
    }

    @Test func keyShapes() {
        #expect(TemplateBuilder.isKeyShaped("settings.title"))
        #expect(TemplateBuilder.isKeyShaped("welcome_title"))
        #expect(TemplateBuilder.isKeyShaped("addButtonLabel"))
        #expect(!TemplateBuilder.isKeyShaped("Save"))
        #expect(!TemplateBuilder.isKeyShaped("Sign in with Apple"))
        #expect(!TemplateBuilder.isKeyShaped("•"))
        #expect(!TemplateBuilder.isKeyShaped("CarPlay"))
        #expect(!TemplateBuilder.isKeyShaped("iPhone"))
        #expect(!TemplateBuilder.isKeyShaped("macOS"))
        #expect(!TemplateBuilder.isKeyShaped("3.5"))
    }
}

