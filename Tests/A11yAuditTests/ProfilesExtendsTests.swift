import AuditModel
import Profiles
import Testing

@Suite("Profiles: extends")
struct ProfilesExtendsTests {
    let loader = ProfilesTestSupport.loader
    let chain = ProfilesTestSupport.fixtures + "/chain"

    @Test("a profile extends a built-in by name and keeps what it does not change")
    func extendsByName() throws {
        let profile = try loader.load(chain + "/team.yml")
        #expect(profile.name == chain + "/team.yml")
        #expect(profile.failOn == .warning)                      // from strict
        #expect(profile.options.dynamicTypeTarget == .accessibility5) // from strict
        #expect(profile.options.labelWordLimit == 10)            // its own
        #expect(ProfilesTestSupport.severity("label-style", in: profile) == nil)
        #expect(ProfilesTestSupport.severity("touch-target-size", in: profile) == .error)
    }

    @Test("a profile extends another by a path relative to itself, three levels deep")
    func extendsByPath() throws {
        let profile = try loader.load(chain + "/app.yml")
        #expect(profile.failOn == .error)                            // app over strict
        #expect(profile.options.labelWordLimit == 10)                // team
        #expect(profile.options.minimumTouchTarget == 30)            // app, per-rule form
        #expect(ProfilesTestSupport.severity("touch-target-size", in: profile) == .error) // strict
        #expect(profile.options.traitWords.last == "badge")
        #expect(profile.options.traitWords.count == RuleOptions().traitWords.count + 1)
    }

    @Test("an extends cycle is an error at the extends line naming the loop")
    func cycle() throws {
        let a = ProfilesTestSupport.fixtures + "/errors/cycle-a.yml"
        let error = try #require(#expect(throws: ConfigError.self) { try loader.load(a) })
        #expect(error.file.hasSuffix("errors/cycle-b.yml"))
        #expect(error.line == 2 && error.column == 10)
        #expect(error.message.contains("cycle"))
        #expect(error.message.hasSuffix("makes a cycle: \(a) → cycle-b.yml → cycle-a.yml"))
    }

    @Test("an unknown extends name is an error with a suggestion")
    func unknownExtends() throws {
        let path = ProfilesTestSupport.fixtures + "/errors/unknown-extends.yml"
        let error = try #require(#expect(throws: ConfigError.self) { try loader.load(path) })
        #expect(error.description.hasPrefix(path + ":2:10: unknown profile 'strcit'"))
        #expect(error.message.contains("did you mean 'strict'?"))
    }

    @Test("a missing extends file is an error at the extends value")
    func missingFile() throws {
        let directory = try ProfilesTestSupport.temporaryDirectory()
        defer { ProfilesTestSupport.remove(directory) }
        try ProfilesTestSupport.write("extends: ../nowhere.yml\n", to: directory + "/p.yml")
        let error = try #require(#expect(throws: ConfigError.self) { try loader.load(directory + "/p.yml") })
        #expect(error.line == 1 && error.column == 10)
        #expect(error.message.contains("not found"))
    }

    @Test("an unknown profile name on the command line has no line and lists the built-ins")
    func unknownTopLevelName() throws {
        let error = try #require(#expect(throws: ConfigError.self) { try loader.load("wcag22") })
        #expect(error.line == 0)
        #expect(error.description.hasPrefix("wcag22: unknown profile 'wcag22'"))
        #expect(error.message.contains("apple-hig, default, strict, wcag22-aa"))
    }
}
