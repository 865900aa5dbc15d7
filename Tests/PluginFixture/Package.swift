// swift-tools-version:6.0
// A tiny app package that uses a11y-audit's plugins as a user would (`make plugin-check`).
import PackageDescription

let package = Package(
    name: "PluginFixture",
    dependencies: [.package(name: "a11y-audit", path: "../..")],
    targets: [
        .target(name: "FixtureApp",
                plugins: [.plugin(name: "A11yAuditBuildToolPlugin", package: "a11y-audit")]),
    ]
)
