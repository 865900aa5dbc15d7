import A11yAudit
import AuditModel
import Foundation
import Semantics

enum TranscriptCommand {
    static let help = """
    a11y-audit transcript PATH… [--screen NAME] [--size SIZE]
      Prints what VoiceOver says for each screen, element by element in reading order.
      --screen NAME   only this screen
      --size SIZE     also show each text's point size at a Dynamic Type size
                      (xSmall … large … accessibility5)
    """

    static func run(_ args: [String]) throws -> Int32 {
        if wantsHelp(args, help) { return 0 }
        let a = try Arguments(args, valued: ["--screen", "--size", "--profile", "--config"], boolean: [])
        var size: DynamicTypeSize?
        if let name = a.value("--size") {
            guard let s = DynamicTypeSize(name: name) else {
                throw Arguments.UsageError(description: "unknown Dynamic Type size '\(name)' (xSmall … accessibility5)")
            }
            size = s
        }
        let setup = try RunSetup.resolve(a)
        let paths = a.positionals.isEmpty ? ["."] : a.positionals
        let loaded = try Auditor(profile: setup.profile, options: setup.options).screens(paths: paths)
        for error in loaded.errors { printError("\(error.location.file):\(error.location.line): error: \(error.message)") }
        var screens = loaded.screens
        if let wanted = a.value("--screen") {
            screens = screens.filter { $0.name == wanted }
            if screens.isEmpty {
                printError("a11y-audit: no screen named '\(wanted)'; screens: \(loaded.screens.map(\.name).joined(separator: ", "))")
                return 2
            }
        }
        let layout = DynamicTypeLayout(options: setup.profile.options)
        for screen in screens {
            print("\(screen.name)  (\(screen.location.file):\(screen.location.line))")
            let lines = Transcript.lines(for: screen)
            if lines.isEmpty { print("   (no accessibility elements)") }
            for (i, element) in lines.enumerated() {
                var line = String(format: "%4d. ", i + 1) + element.text
                switch element.provenance {
                case .localized?: line += "  [localized]"
                case .missingLocalization?: line += "  [localization key missing]"
                default: break
                }
                if let size, let points = layout.pointSize(ofElement: element.element, in: screen, at: size) {
                    line += "  [\(Int(points.rounded())) pt at \(size.rawValue)]"
                }
                print(line)
            }
            print("")
        }
        return loaded.errors.isEmpty ? 0 : 2
    }
}
