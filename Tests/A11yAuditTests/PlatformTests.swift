import A11yAudit
import AuditModel
import Foundation
import SwiftParser
import Testing
@testable import SwiftUISource

/// Which platform each file serves, and which rules run there.
@Suite struct PlatformTests {
    static func platform(_ code: String, path: String = "App/Screen.swift") -> Platform {
        SourcePlatform.detect(path: path, tree: Parser.parse(source: code))
    }

    @Test func aFileWhollyInsideAnOSConditionServesThatPlatform() {
        #expect(Self.platform("import SwiftUI\n#if os(watchOS)\nstruct A: View { var body: some View { Text(\"a\") } }\n#endif\n") == .watchOS)
        #expect(Self.platform("#if os(macOS)\nstruct A {}\n#endif\n") == .macOS)
        // Excluding a platform, or a condition with an else, says nothing about the file.
        #expect(Self.platform("#if !os(watchOS)\nstruct A {}\n#endif\n") == .iOS)
        #expect(Self.platform("#if os(macOS)\nstruct A {}\n#else\nstruct B {}\n#endif\n") == .iOS)
        // The condition is evaluated, not matched as text: old names and compound conditions count.
        #expect(Self.platform("#if os(OSX)\nstruct A {}\n#endif\n") == .macOS)
        #expect(Self.platform("#if os(watchOS) && DEBUG\nstruct A {}\n#endif\n") == .watchOS)
        #expect(Self.platform("#if os(iOS) || os(watchOS)\nstruct A {}\n#endif\n") == .iOS)
    }

    @Test func platformOnlyFrameworksAndTargetFoldersDecide() {
        #expect(Self.platform("import WatchKit\nimport SwiftUI\n") == .watchOS)
        #expect(Self.platform("import AppKit\n") == .macOS)
        #expect(Self.platform("import UIKit\n") == .iOS)
        #expect(Self.platform("import SwiftUI\n", path: "Sources/WatchApp/Home/HomeView.swift") == .watchOS)
        #expect(Self.platform("import SwiftUI\n", path: "MyApp macOS/ContentView.swift") == .macOS)
        #expect(Self.platform("import SwiftUI\n", path: "Sources/App/Settings/SettingsView.swift") == .iOS)
    }

    static let fixedFont = """
        import SwiftUI
        struct Tile: View {
            var body: some View {
                VStack {
                    Text("Now playing").font(.system(size: 12))
                    Button("Pause") { }
                }
            }
        }
        """

    @Test func dynamicTypeRulesDoNotRunOnMacOrWatchScreens() {
        let iOS = Auditor().audit(swiftSource: Self.fixedFont, fileName: "App/Tile.swift")
        #expect(iOS.findings.contains { $0.rule == "fixed-font-size" })
        for (file, platform) in [("Watch Extension/Tile.swift", "watchOS"), ("App macOS/Tile.swift", "macOS")] {
            let result = Auditor().audit(swiftSource: Self.fixedFont, fileName: file)
            #expect(!result.findings.contains { $0.rule == "fixed-font-size" }, "\(platform)")
            // Not applicable there: no verdict, so the score does not count it.
            #expect(!(result.screens.first?.verdicts.contains { $0.rule == "fixed-font-size" } ?? true), "\(platform)")
            #expect(result.screens.first?.verdicts.contains { $0.rule == "control-name" } ?? false)
        }
    }

    static let smallButton = """
        import SwiftUI
        struct Swatch: View {
            var body: some View {
                Button { } label: { Circle().frame(width: 32, height: 32) }
                    .accessibilityLabel("Red")
            }
        }
        """

    @Test func touchTargetsAreJudgedWhereControlsAreSizedForAFingertip() {
        // Apple's default control size is 44×44 pt on watchOS as on iOS; a Mac's is 28×28.
        for file in ["App/Swatch.swift", "WatchApp/Swatch.swift"] {
            let result = Auditor().audit(swiftSource: Self.smallButton, fileName: file)
            #expect(result.findings.contains { $0.rule == "touch-target-size" && $0.message.contains("32×32 pt") }, "\(file)")
        }
        let mac = Auditor().audit(swiftSource: Self.smallButton, fileName: "App macOS/Swatch.swift")
        #expect(!mac.findings.contains { $0.rule == "touch-target-size" })
        #expect(!(mac.screens.first?.verdicts.contains { $0.rule == "touch-target-size" } ?? true))
    }

    @Test func thePlatformOptionOverridesDetection() {
        var options = AuditOptions()
        options.platform = .macOS
        let result = Auditor(options: options).audit(swiftSource: Self.fixedFont, fileName: "App/Tile.swift")
        #expect(!result.findings.contains { $0.rule == "fixed-font-size" })
    }

    @Test func aRepositoryWithAMacStoryboardCanPass() throws {
        let dir = TestPaths.temporaryDirectory()
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
            <scenes/></document>
            """.write(to: dir.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        let run = try CLIRun(["audit", dir.path, "--format", "xcode"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("not audited: a macOS Interface Builder document"), "\(run.stderr)")
    }

    @Test func anUnknownPlatformIsAUsageError() throws {
        let run = try CLIRun(["audit", TestPaths.examples, "--platform", "amiga"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("unknown platform 'amiga'"), "\(run.stderr)")
    }
}
