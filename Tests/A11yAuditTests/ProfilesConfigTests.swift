import AuditModel
import Foundation
import Profiles
import Testing

@Suite("Profiles: project config")
struct ProfilesConfigTests {
    let knownRules = ProfilesTestSupport.knownRules
    let loader = ProfilesTestSupport.loader

    @Test("discovery walks up from a nested folder to the nearest .a11y-audit.yml")
    func discoveryWalksUp() throws {
        let root = try ProfilesTestSupport.temporaryDirectory()
        defer { ProfilesTestSupport.remove(root) }
        try ProfilesTestSupport.write("profile: strict\n", to: root + "/.a11y-audit.yml")
        let nested = root + "/App/Sources/Screens"
        try FileManager.default.createDirectory(atPath: nested, withIntermediateDirectories: true)
        #expect(ProjectConfig.discover(from: nested) == root + "/.a11y-audit.yml")
        #expect(ProjectConfig.discover(from: root) == root + "/.a11y-audit.yml")

        // A nearer config wins.
        try ProfilesTestSupport.write("profile: default\n", to: root + "/App/.a11y-audit.yml")
        #expect(ProjectConfig.discover(from: nested) == root + "/App/.a11y-audit.yml")
    }

    @Test("discovery from a relative folder returns a relative path")
    func discoveryRelative() throws {
        let root = try ProfilesTestSupport.temporaryDirectory()
        defer { ProfilesTestSupport.remove(root) }
        try ProfilesTestSupport.write("{}\n", to: root + "/.a11y-audit.yml")
        try FileManager.default.createDirectory(atPath: root + "/a/b", withIntermediateDirectories: true)
        // The same folder, relative to the current folder (tests run in parallel: no chdir).
        let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
        let relativeRoot = String(repeating: "../", count: depth) + root.dropFirst()
        #expect(ProjectConfig.discover(from: relativeRoot + "/a/b") == relativeRoot + "/a/b/../../.a11y-audit.yml")
    }

    @Test("no config anywhere above gives nil")
    func noConfig() throws {
        let root = try ProfilesTestSupport.temporaryDirectory()
        defer { ProfilesTestSupport.remove(root) }
        // The temporary folder's ancestors are not expected to hold a config.
        #expect(ProjectConfig.discover(from: root) == nil)
    }

    @Test("config settings override the profile; unset ones keep the profile's")
    func configOverProfile() throws {
        let root = try ProfilesTestSupport.temporaryDirectory()
        defer { ProfilesTestSupport.remove(root) }
        try ProfilesTestSupport.write("""
            profile: wcag22-aa
            fail_on: never
            rules:
              label-style: warning
              control-name: off
            options:
              minimum_touch_target: 32
            weights: { info: 0 }
            """, to: root + "/.a11y-audit.yml")
        let config = try ProjectConfig.load(path: root + "/.a11y-audit.yml", knownRules: knownRules)
        #expect(config.profile == "wcag22-aa")
        let profile = try config.resolveProfile(using: loader)
        #expect(profile.name == "wcag22-aa")
        #expect(profile.failOn == nil)
        #expect(profile.options.minimumTouchTarget == 32)
        #expect(profile.options.deviceWidth == 320)                                   // from wcag22-aa
        #expect(ProfilesTestSupport.severity("label-style", in: profile) == .warning) // was off
        #expect(ProfilesTestSupport.severity("control-name", in: profile) == nil)
        #expect(ProfilesTestSupport.severity("hint-style", in: profile) == nil)       // still off
        #expect(profile.weights == [.error: 10, .warning: 3, .info: 0])
    }

    @Test("--profile replaces the config's profile but the config's overrides still apply")
    func commandLineProfile() throws {
        let root = try ProfilesTestSupport.temporaryDirectory()
        defer { ProfilesTestSupport.remove(root) }
        try ProfilesTestSupport.write("profile: wcag22-aa\noptions: { label_word_limit: 5 }\n",
                                      to: root + "/.a11y-audit.yml")
        let config = try ProjectConfig.load(path: root + "/.a11y-audit.yml", knownRules: knownRules)
        let profile = try config.resolveProfile(using: loader, commandLineProfile: "apple-hig")
        #expect(profile.name == "apple-hig")
        #expect(profile.options.minimumTouchTarget == 44)
        #expect(profile.options.labelWordLimit == 5)
    }

    @Test("a profile path in the config is relative to the config's folder")
    func profilePathRelativeToConfig() throws {
        let root = try ProfilesTestSupport.temporaryDirectory()
        defer { ProfilesTestSupport.remove(root) }
        try ProfilesTestSupport.write("extends: wcag22-aa\nfail_on: info\n", to: root + "/ci/team.yml")
        try ProfilesTestSupport.write("profile: ci/team.yml\n", to: root + "/.a11y-audit.yml")
        let config = try ProjectConfig.load(path: root + "/.a11y-audit.yml", knownRules: knownRules)
        #expect(config.profile == root + "/ci/team.yml")
        let profile = try config.resolveProfile(using: loader)
        #expect(profile.failOn == .info)
        #expect(profile.options.minimumTouchTarget == 24)
    }

    @Test("an unknown profile in the config is an error at its line in the config")
    func unknownProfileInConfig() throws {
        let root = try ProfilesTestSupport.temporaryDirectory()
        defer { ProfilesTestSupport.remove(root) }
        try ProfilesTestSupport.write("# team settings\nprofile: stict\n", to: root + "/.a11y-audit.yml")
        let config = try ProjectConfig.load(path: root + "/.a11y-audit.yml", knownRules: knownRules)
        let error = try #require(#expect(throws: ConfigError.self) { try config.resolveProfile(using: loader) })
        #expect(error.description.hasPrefix(root + "/.a11y-audit.yml:2:10: unknown profile 'stict' (did you mean 'strict'?)"))
    }

    @Test("include, exclude, screens, baseline and report defaults are read, paths relative to the config")
    func projectKeys() throws {
        let root = try ProfilesTestSupport.temporaryDirectory()
        defer { ProfilesTestSupport.remove(root) }
        try ProfilesTestSupport.write("""
            include: [Sources, Features/**/*.swift]
            exclude:
              - Sources/Legacy/**
              - "*Preview*.swift"
            screens: [SettingsView, "*Screen"]
            baseline: a11y/baseline.json
            reports:
              dir: Reports
              formats: [junit, sarif]
              format: xcode
              junit_strict: true
            """, to: root + "/.a11y-audit.yml")
        let config = try ProjectConfig.load(path: root + "/.a11y-audit.yml", knownRules: knownRules)
        #expect(config.includes(root + "/Sources/App/Home.swift"))
        #expect(config.includes(root + "/Features/Cart/View/Cart.swift"))
        #expect(!config.includes(root + "/Features/Cart/notes.md"))
        #expect(!config.includes(root + "/Sources/Legacy/Old.swift"))
        #expect(!config.includes(root + "/Sources/App/HomePreviews.swift"))
        #expect(!config.includes(root + "/Tests/HomeTests.swift"))
        let isScreen = { (name: String) in config.screens.contains { $0.matches(name) } }
        #expect(isScreen("SettingsView") && isScreen("CheckoutScreen"))
        #expect(!isScreen("RowView"))
        #expect(config.baseline == root + "/a11y/baseline.json")
        #expect(config.reports.directory == root + "/Reports")
        #expect(config.reports.formats == [.junit, .sarif])
        #expect(config.reports.consoleFormat == .xcode)
        #expect(config.reports.junitStrict == true)
    }

    @Test("config errors point into the config file", arguments: [
        ("profile: strict\nscreen: [A]\n", 2, 1, "unknown key 'screen' in the project config (did you mean 'screens'?)"),
        ("reports: { formats: [junit, pdf] }\n", 1, 29, "unknown report format 'pdf'"),
        ("rules: { touch-target: off }\n", 1, 10, "unknown rule 'touch-target' (did you mean 'touch-target-size'?)"),
        ("reports: { junit_strict: maybe }\n", 1, 26, "junit_strict expects true or false"),
    ])
    func configErrors(text: String, line: Int, column: Int, message: String) throws {
        let root = try ProfilesTestSupport.temporaryDirectory()
        defer { ProfilesTestSupport.remove(root) }
        try ProfilesTestSupport.write(text, to: root + "/.a11y-audit.yml")
        let error = try #require(#expect(throws: ConfigError.self) {
            try ProjectConfig.load(path: root + "/.a11y-audit.yml", knownRules: knownRules)
        })
        #expect((error.line, error.column) == (line, column), "\(error)")
        #expect(error.message.hasPrefix(message), "\(error)")
    }

    @Test("an empty config changes nothing")
    func emptyConfig() throws {
        let root = try ProfilesTestSupport.temporaryDirectory()
        defer { ProfilesTestSupport.remove(root) }
        try ProfilesTestSupport.write("# nothing yet\n", to: root + "/.a11y-audit.yml")
        let config = try ProjectConfig.load(path: root + "/.a11y-audit.yml", knownRules: knownRules)
        #expect(config.profile == nil)
        #expect(try config.resolveProfile(using: loader) == Profile.builtInDefault)
        #expect(config.includes("anything.swift"))
    }
}
