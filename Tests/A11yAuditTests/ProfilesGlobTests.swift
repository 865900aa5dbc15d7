import AuditModel
import Testing

@Suite("Profiles: glob patterns")
struct ProfilesGlobTests {
    @Test("patterns match the paths they should", arguments: [
        ("**/*.swift", "App.swift", true),
        ("**/*.swift", "Sources/App/Views/Home.swift", true),
        ("**/*.swift", "Sources/App/Home.swiftui", false),
        ("*.swift", "Sources/App/Home.swift", true),            // no slash: any depth
        ("Sources/*.swift", "Sources/App/Home.swift", false),   // one segment only
        ("Sources/*.swift", "Sources/Home.swift", true),
        ("Sources/Legacy/**", "Sources/Legacy/Old/A.swift", true),
        ("Sources/Legacy", "Sources/Legacy/A.swift", true),     // a folder matches what is under it
        ("Sources/Legacy", "Sources/LegacyKit/A.swift", false),
        ("Legacy/", "Sources/Legacy/A.swift", true),
        ("/Legacy", "Sources/Legacy/A.swift", false),           // anchored at the config's folder
        ("Sources/**/Preview*.swift", "Sources/PreviewHome.swift", true),
        ("Sources/**/Preview*.swift", "Sources/A/B/PreviewHome.swift", true),
        ("Sources/**/Preview*.swift", "Tests/PreviewHome.swift", false),
        ("?ome.swift", "Home.swift", true),
        ("?ome.swift", "Chrome.swift", false),
        ("[HR]ome.swift", "Rome.swift", true),
        ("[!HR]ome.swift", "Rome.swift", false),
        ("[a-c]*.swift", "cart.swift", true),
        ("[a-c]*.swift", "Cart.swift", false),
        ("a[b", "a[b", true),                                   // unclosed class is literal
        ("./Sources//App/*.swift", "Sources/App/A.swift", true),
        ("*Screen", "CheckoutScreen", true),
        ("*Screen", "ScreenHelper", false),
        ("**", "anything/at/all", true),
        ("*a*b*c*", "xaxxbxxcx", true),
        ("*a*b*c*", "xaxxcxxbx", false),
    ])
    func matching(pattern: String, path: String, expected: Bool) {
        #expect(GlobPattern(pattern).matches(path) == expected)
    }

    @Test("a long path of stars does not blow up")
    func pathologicalPattern() {
        let pattern = GlobPattern(String(repeating: "*a", count: 30) + "b")
        #expect(!pattern.matches(String(repeating: "a", count: 200)))
        let deep = GlobPattern(String(repeating: "**/", count: 30) + "x")
        #expect(!deep.matches(Array(repeating: "y", count: 200).joined(separator: "/")))
    }
}
