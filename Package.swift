// swift-tools-version:6.0
// a11y-audit: an accessibility audit engine for SwiftUI and UIKit view descriptions.
//
// SwiftSyntax and SwiftParser are not fetched: they ship inside the Swift toolchain
// (`<toolchain>/usr/lib/swift/host`). We find the toolchain from SWIFT_TOOLCHAIN_DIR, else
// from the `swift` executable on PATH, and link the prebuilt modules with unsafe flags.
// That makes this a root package (a CLI you install), not a dependency for other packages.
import Foundation
import PackageDescription

func toolchainHostDirectory() -> String {
    let fm = FileManager.default
    var candidates: [String] = []
    if let dir = ProcessInfo.processInfo.environment["SWIFT_TOOLCHAIN_DIR"], !dir.isEmpty {
        candidates.append(dir)
    }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    for entry in path.split(separator: ":") {
        let swift = "\(entry)/swift"
        guard fm.isExecutableFile(atPath: swift) else { continue }
        // <toolchain>/usr/bin/swift → <toolchain>
        let resolved = URL(fileURLWithPath: swift).resolvingSymlinksInPath()
        candidates.append(resolved.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path)
    }
    for root in candidates {
        for host in ["\(root)/usr/lib/swift/host", "\(root)/lib/swift/host"]
        where fm.fileExists(atPath: "\(host)/SwiftParser.swiftmodule") {
            return host
        }
    }
    return "/usr/lib/swift/host"
}

let host = toolchainHostDirectory()
let swiftSyntaxFlags: [SwiftSetting] = [.unsafeFlags(["-I", host])]
let swiftSyntaxLinking: [LinkerSetting] = [
    .unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host]),
    .linkedLibrary("SwiftSyntax"),
    .linkedLibrary("SwiftParser"),
]

let package = Package(
    name: "a11y-audit",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "a11y-audit", targets: ["a11y-audit"]),
        .library(name: "A11yAudit", targets: ["A11yAudit"]),
    ],
    targets: [
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0",
                       providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1",
                       providers: [.apt(["libyaml-dev"])]),

        .target(name: "AuditModel", resources: [.copy("Resources/dynamic-type-ios.json")]),
        .target(name: "SwiftUISource", dependencies: ["AuditModel"],
                swiftSettings: swiftSyntaxFlags, linkerSettings: swiftSyntaxLinking),
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
                               "Semantics", "Rules", "Profiles", "Reports"],
                swiftSettings: swiftSyntaxFlags, linkerSettings: swiftSyntaxLinking),
        .executableTarget(name: "a11y-audit", dependencies: ["A11yAudit"],
                          swiftSettings: swiftSyntaxFlags, linkerSettings: swiftSyntaxLinking),
        .target(name: "SwiftUICorpus"),
        .executableTarget(name: "a11y-audit-bench", dependencies: ["A11yAudit", "SwiftUICorpus"],
                          swiftSettings: swiftSyntaxFlags, linkerSettings: swiftSyntaxLinking),

        .testTarget(name: "A11yAuditTests",
                    dependencies: ["A11yAudit", "AuditModel", "SwiftUISource", "SafeXML", "ViewDescription",
                                   "InterfaceBuilder", "Semantics", "Rules", "Profiles", "Reports", "SwiftUICorpus"],
                    resources: [.copy("Fixtures")],
                    swiftSettings: swiftSyntaxFlags, linkerSettings: swiftSyntaxLinking),
    ]
)
