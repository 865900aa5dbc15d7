import AuditModel
import Foundation
import Semantics

/// What VoiceOver says for each screen, element by element in reading order, as
/// `a11y-audit transcript` prints it.
public struct TranscriptListing: Sendable {
    public var text: String
    /// Input errors as `file:line: error: message`, for stderr.
    public var diagnostics: [String]
    /// 0, or 2 when an input could not be read.
    public var exitCode: Int32 { diagnostics.isEmpty ? 0 : 2 }
}

extension RunSetup {
    /// The transcript of the screens below the paths; `screen` keeps one screen, `size` (a
    /// Dynamic Type size name) adds each text's point size at that size.
    public func transcript(paths: [String], screen wanted: String? = nil, size sizeName: String? = nil) throws -> TranscriptListing {
        var size: DynamicTypeSize?
        if let sizeName {
            guard let s = DynamicTypeSize(name: sizeName) else {
                throw SettingsError(description: "unknown Dynamic Type size '\(sizeName)' (xSmall … accessibility5)")
            }
            size = s
        }
        let loaded = try auditor.screens(paths: paths.isEmpty ? ["."] : paths)
        var screens = loaded.screens
        if let wanted {
            screens = screens.filter { $0.name == wanted }
            if screens.isEmpty {
                throw SettingsError(description: "no screen named '\(wanted)'; screens: "
                    + loaded.screens.map(\.name).joined(separator: ", "))
            }
        }
        var text = ""
        for screen in screens {
            text += "\(screen.name)  (\(screen.location.file):\(screen.location.line))\n"
            let lines = Transcript.lines(for: screen)
            let estimate = size.map { ScreenFacts(screen, options: profile.options).estimate(at: $0) }
            if lines.isEmpty { text += "   (no accessibility elements)\n" }
            for (i, element) in lines.enumerated() {
                var line = String(format: "%4d. ", i + 1) + element.text
                switch element.provenance {
                case .localized?: line += "  [localized]"
                case .missingLocalization?: line += "  [localization key missing]"
                case .previewSample?: line += "  [preview sample]"
                default: break
                }
                if let size, let points = estimate?.pointSize(ofElement: element.element) {
                    line += "  [\(Int(points.rounded())) pt at \(size.rawValue)]"
                }
                text += line + "\n"
            }
            text += "\n"
        }
        let diagnostics = loaded.errors.map { "\($0.location.file):\($0.location.line): error: \($0.message)" }
        return TranscriptListing(text: text, diagnostics: diagnostics)
    }
}
