import AuditModel
import Foundation
@testable import Profiles
import Testing

@Suite("Profiles: shipped profiles")
struct ProfilesShippedTests {
    let loader = ProfilesTestSupport.loader

    @Test("each shipped profile loads under its name", arguments: ["default", "strict", "wcag22-aa", "apple-hig"])
    func loads(name: String) throws {
        let profile = try loader.load(name)
        #expect(profile.name == name)
    }

    @Test("the loader lists the four shipped profiles")
    func builtInNames() {
        #expect(loader.builtInNames == ["apple-hig", "default", "strict", "wcag22-aa"])
    }

    @Test("default.yml restates the built-in defaults and leaves every rule at its catalog severity")
    func defaultMatchesBuiltIn() throws {
        let profile = try loader.load("default")
        #expect(profile == Profile.builtInDefault)
    }

    @Test("default.yml documents every key, every option and every rule id")
    func defaultDocumentsEverything() throws {
        let text = try String(contentsOfFile: ProfilesTestSupport.shippedProfiles + "/default.yml", encoding: .utf8)
        let words = ProfileLoader.fileKeys + OptionField.all.map(\.key) + OptionField.all.compactMap(\.ruleKey)
            + Array(ProfilesTestSupport.knownRules.keys) + ["on", "off", "never"]
        for word in words {
            #expect(text.contains(word), "default.yml does not mention \(word)")
        }
    }

    @Test("default is the built-in profile when no search folder has default.yml")
    func defaultWithoutFiles() throws {
        let bare = ProfileLoader(knownRules: ProfilesTestSupport.knownRules, searchDirectories: [])
        #expect(try bare.load("default") == Profile.builtInDefault)
    }

    @Test("switching profile changes the touch-target minimum: 44 under default, 24 under wcag22-aa")
    func touchTargetMinimum() throws {
        #expect(try loader.load("default").options.minimumTouchTarget == 44)
        #expect(try loader.load("wcag22-aa").options.minimumTouchTarget == 24)
        #expect(try loader.load("apple-hig").options.minimumTouchTarget == 44)
    }

    @Test("wcag22-aa runs only the rules mapped to WCAG A/AA criteria")
    func wcagRuleSelection() throws {
        let profile = try loader.load("wcag22-aa")
        let off = ProfilesTestSupport.knownRules.keys.filter { ProfilesTestSupport.severity($0, in: profile) == nil }
        // The two rules the catalog maps to no WCAG criterion.
        #expect(Set(off) == ["label-style", "hint-style"])
        // `on` keeps the catalog severity (image-label's per-finding nuance included).
        #expect(profile.severities["image-label"] == nil)
        #expect(ProfilesTestSupport.severity("header-trait", in: profile) == .warning)
        #expect(profile.options.deviceWidth == 320)
    }

    @Test("strict raises every rule to at least warning and fails on warnings")
    func strictIsStricter() throws {
        let strict = try loader.load("strict")
        let standard = try loader.load("default")
        #expect(strict.failOn == .warning)
        for id in ProfilesTestSupport.knownRules.keys {
            let severity = try #require(ProfilesTestSupport.severity(id, in: strict))
            #expect(severity >= .warning, "\(id)")
            #expect(severity >= ProfilesTestSupport.severity(id, in: standard)!, "\(id)")
        }
        #expect(ProfilesTestSupport.severity("touch-target-size", in: strict) == .error)
        #expect(strict.options.dynamicTypeTarget == .accessibility5)
        #expect(strict.options.labelWordLimit == 8)
    }

    @Test("apple-hig checks Apple's label and hint style as warnings")
    func appleStyleRules() throws {
        let profile = try loader.load("apple-hig")
        for id in ["label-style", "hint-style", "label-redundant-trait", "state-in-label", "label-length"] {
            #expect(ProfilesTestSupport.severity(id, in: profile) == .warning, "\(id)")
        }
        #expect(profile.options.dynamicTypeTarget == .accessibility5)
        #expect(profile.failOn == .error)
    }
}

@Suite("Profiles: finding the shipped profiles")
struct ProfilesSearchDirectoryTests {
    @Test("the environment variable comes first, then share/ next to bin/, then a checkout's Profiles/")
    func standardSearchDirectories() throws {
        let root = try ProfilesTestSupport.temporaryDirectory()
        defer { ProfilesTestSupport.remove(root) }
        let fileManager = FileManager.default
        try fileManager.createDirectory(atPath: root + "/custom", withIntermediateDirectories: true)
        try fileManager.createDirectory(atPath: root + "/share/a11y-audit/Profiles", withIntermediateDirectories: true)
        try ProfilesTestSupport.write("{}\n", to: root + "/Profiles/default.yml")
        try ProfilesTestSupport.write("", to: root + "/bin/a11y-audit")

        let found = ProfileLoader.standardSearchDirectories(
            environment: ["A11Y_AUDIT_PROFILES": root + "/custom:" + root + "/missing"],
            executablePath: root + "/bin/a11y-audit")
        #expect(found == [root + "/custom", root + "/share/a11y-audit/Profiles", root + "/Profiles"])
    }

    @Test("the test runner, inside a checkout, finds the repository's Profiles/")
    func checkout() {
        let found = ProfileLoader.standardSearchDirectories(environment: [:])
        #expect(found.contains { URL(fileURLWithPath: $0).standardizedFileURL.path
            == URL(fileURLWithPath: ProfilesTestSupport.shippedProfiles).standardizedFileURL.path })
    }
}
