import AuditModel
import Foundation

// Reports: pure renderers of an `AuditResult`.
//
//   JUnitReport     JUnit XML for CI test views, streamed to a file with libxml2's xmlTextWriter
//   HTMLReport      one self-contained, accessible HTML page
//   SARIFReport     SARIF 2.1.0 for code scanning
//   JSONReport      the documented, versioned machine form; `merge` of CI shards reads it back
//   MarkdownReport  the scorecard table and top findings for a PR comment or job summary
//   TerminalReport  stdout: text, xcode, github
//   ReportFile      atomic writes (temporary file, then rename)

/// What a report says about a finding's effect on CI, shared by every renderer.
public enum FindingState: String, Sendable {
    /// Active and at or above `fail_on`: fails the run.
    case failing
    /// Active but below `fail_on` (or `fail_on` is never): reported, does not fail.
    case belowFailOn
    case needsReview
    case suppressed
    case baselined

    public init(_ finding: Finding, failOn: Severity?) {
        if finding.suppressed {
            self = .suppressed
        } else if finding.baselined {
            self = .baselined
        } else if finding.status == .needsReview {
            self = .needsReview
        } else if let failOn, finding.severity >= failOn {
            self = .failing
        } else {
            self = .belowFailOn
        }
    }

    /// Words a person reads next to the finding ("suppressed: reason").
    func describe(_ finding: Finding, failOn: Severity?) -> String {
        switch self {
        case .failing: return "fails the run (fail-on \(failOn?.rawValue ?? "never"))"
        case .belowFailOn: return "below fail-on \(failOn?.rawValue ?? "never"): reported, does not fail the run"
        case .needsReview: return "needs review: the rule could not decide (content known only at run time)"
        case .suppressed:
            if let reason = finding.suppressionReason, !reason.isEmpty { return "suppressed: \(reason)" }
            return "suppressed"
        case .baselined: return "baselined: recorded in the baseline, does not fail the run"
        }
    }
}

/// Formatting shared by the renderers, so every report says the same thing the same way.
enum ReportText {
    /// `accessibility2`, or `none` when text breaks even at xSmall.
    static func ceiling(_ size: DynamicTypeSize?) -> String { size?.rawValue ?? "none" }

    /// `75%`.
    static func percent(_ fraction: Double) -> String { "\(percentValue(fraction))%" }

    /// 0…100, rounded; 0 for a value that is not a number.
    static func percentValue(_ fraction: Double) -> Int {
        let value = (fraction * 100).rounded()
        return value.isFinite ? Int(max(-1e9, min(1e9, value))) : 0
    }

    static func count(_ scorecard: Scorecard, _ severity: Severity) -> Int {
        scorecard.counts[severity.rawValue] ?? 0
    }

    /// `Home, Cart and 3 more`: the screens a finding affects, the first `limit` by name.
    static func screens(_ f: Finding, limit: Int) -> String {
        let named = f.screens.prefix(max(1, limit)).joined(separator: ", ")
        return f.screens.count > limit ? "\(named) and \(f.screens.count - limit) more" : named
    }

    /// `3 screens`, `1 screen`.
    static func screenCount(_ n: Int) -> String { n == 1 ? "1 screen" : "\(n) screens" }

    /// `Sources/App/Checkout.swift:42:7`.
    static func location(_ finding: Finding) -> String { "\(finding.file):\(finding.line):\(finding.column)" }

    /// `Error`.
    static func title(_ severity: Severity) -> String { severity.rawValue.capitalized }

    /// At most `limit` characters, with an ellipsis and the number of characters left out.
    static func capped(_ text: String, _ limit: Int) -> String {
        // Never more characters than UTF-8 bytes: most texts skip the slow count.
        guard text.utf8.count > limit, text.count > limit else { return text }
        let kept = text.prefix(limit)
        return "\(kept)… [\(text.count - limit) more characters]"
    }

    /// Whether some byte of the text's UTF-8 passes `test` (each byte that passes being one
    /// `filter` names), read in place and sixteen bytes at a time: every text of every report is
    /// asked this.
    static func anyByte(of text: String, _ filter: ByteFilter, _ test: (UInt8) -> Bool) -> Bool {
        var text = text
        return text.withUTF8 { filter.anyByte(in: $0, test) }
    }

    private static let lineBreakBytes = ByteFilter(below: 14, 0xC2, 0xE2)
    private static let controlBytes = ByteFilter(below: 0x20, 0x7F, 0xC2, 0xEF)

    /// One line: newlines and tabs become spaces (terminal lines, table cells).
    static func oneLine(_ text: String) -> String {
        // Line breaks are ASCII 9…13 or start with 0xC2 (U+0085) or 0xE2 (U+2028, U+2029).
        guard anyByte(of: text, lineBreakBytes, { (9...13).contains($0) || $0 == 0xC2 || $0 == 0xE2 }) else { return text }
        return String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }

    /// Removes control characters (other than tab, line feed, carriage return) that would
    /// corrupt a terminal, an XML or an HTML document.
    static func withoutControlCharacters(_ text: String) -> String {
        // Fast path on bytes: C0 controls, DEL, and the lead bytes of C1 controls (0xC2) and
        // of U+FFFE/U+FFFF (0xEF).
        guard anyByte(of: text, controlBytes,
                      { ($0 < 0x20 && $0 != 9 && $0 != 10 && $0 != 13) || $0 == 0x7F || $0 == 0xC2 || $0 == 0xEF }),
              text.unicodeScalars.contains(where: isForbiddenControl) else { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.filter { !isForbiddenControl($0) })
        return String(scalars)
    }

    private static func isForbiddenControl(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x09, 0x0A, 0x0D: return false
        case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: return true
        default: return false
        }
    }

    /// The descriptor for a rule id, if the catalog has it.
    static func descriptors(_ rules: [RuleDescriptor]) -> [String: RuleDescriptor] {
        Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
