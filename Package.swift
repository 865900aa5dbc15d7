// swift-tools-version:6.0
// a11y-audit: an accessibility audit engine for SwiftUI and UIKit view descriptions.
import PackageDescription

let swiftSyntax: [Target.Dependency] = [
    .product(name: "SwiftSyntax", package: "swift-syntax"),
    .product(name: "SwiftParser", package: "swift-syntax"),
    .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
    .product(name: "SwiftDiagnostics", package: "swift-syntax"),
]

let package = Package(
    name: "a11y-audit",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "a11y-audit", targets: ["a11y-audit"]),
        .library(name: "A11yAudit", targets: ["A11yAudit"]),
        .plugin(name: "A11yAuditCommandPlugin", targets: ["A11yAuditCommandPlugin"]),
        .plugin(name: "A11yAuditBuildToolPlugin", targets: ["A11yAuditBuildToolPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "603.0.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    ],
    targets: [
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0",
                       providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1",
                       providers: [.apt(["libyaml-dev"])]),
        .systemLibrary(name: "CMalloc"),

        .target(name: "AuditModel", resources: [.copy("Resources/dynamic-type-ios.json")]),
        .target(name: "SwiftUISource",
                dependencies: ["AuditModel", .product(name: "SwiftIfConfig", package: "swift-syntax")] + swiftSyntax),
        .target(name: "SafeXML", dependencies: ["AuditModel", "CLibXML2"]),
        .target(name: "ViewDescription", dependencies: ["AuditModel", "SafeXML", "CLibXML2"],
                exclude: ["FORMAT.md"], resources: [.copy("Resources/a11y-screen.xsd")]),
        .target(name: "InterfaceBuilder", dependencies: ["AuditModel", "SafeXML"]),
        .target(name: "Semantics", dependencies: ["AuditModel"]),
        .target(name: "Rules", dependencies: ["AuditModel"]),
        .target(name: "Profiles", dependencies: ["AuditModel", "CYAML"]),
        .target(name: "Reports", dependencies: ["AuditModel", "CLibXML2"]),
        .target(name: "A11yAudit",
                dependencies: ["AuditModel", "SwiftUISource", "ViewDescription", "InterfaceBuilder",
                               "Semantics", "Rules", "Profiles", "Reports"]),
        .executableTarget(name: "a11y-audit",
                          dependencies: ["A11yAudit", "AuditModel", "CMalloc", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .plugin(name: "A11yAuditCommandPlugin",
                capability: .command(intent: .custom(verb: "a11y-audit",
                                                     description: "Audit the package's targets for accessibility")),
                dependencies: ["a11y-audit"]),
        .plugin(name: "A11yAuditBuildToolPlugin", capability: .buildTool(), dependencies: ["a11y-audit"]),
        .target(name: "SwiftUICorpus"),
        .executableTarget(name: "a11y-audit-bench",
                          dependencies: ["A11yAudit", "SwiftUICorpus"] + swiftSyntax),

        // Fuzzing: one harness per input format, used by the libFuzzer target (`make fuzz`)
        // and by the test that replays Tests/Fuzz/Regressions.
        .target(name: "FuzzHarness", dependencies: ["A11yAudit", "AuditModel", "Profiles", "Reports", "Rules"]),
        .executableTarget(name: "a11y-audit-fuzz", dependencies: ["FuzzHarness"]),

        .testTarget(name: "A11yAuditTests",
                    dependencies: ["A11yAudit", "AuditModel", "SwiftUISource", "SafeXML", "ViewDescription",
                                   "InterfaceBuilder", "Semantics", "Rules", "Profiles", "Reports", "SwiftUICorpus",
                                   "FuzzHarness"],
                    resources: [.copy("Fixtures")]),
    ]
)
