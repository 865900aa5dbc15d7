public enum Severity: String, CaseIterable, Comparable, Hashable, Sendable, Codable {
    case info, warning, error

    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// One problem (or one element a rule could not decide on) in one screen.
public struct Finding: Hashable, Sendable, Codable {
    public enum Status: String, Hashable, Sendable, Codable {
        case violation
        /// The rule could not decide (dynamic content, code may change it): shown, never fails CI.
        case needsReview
    }

    public var rule: String
    public var severity: Severity
    public var status: Status
    public var screen: String
    /// `Checkout/VStack[0]/Button[2]`.
    public var element: String
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    /// What VoiceOver speaks for the element (may be empty).
    public var label: String
    public var fix: String
    public var fingerprint: String
    public var suppressed: Bool
    public var suppressionReason: String?
    public var baselined: Bool

    public init(rule: String, severity: Severity, status: Status = .violation, screen: String,
                element: String, location: SourceLocation, message: String, label: String,
                fix: String, suppressed: Bool = false, suppressionReason: String? = nil,
                baselined: Bool = false) {
        self.rule = rule
        self.severity = severity
        self.status = status
        self.screen = screen
        self.element = element
        self.file = location.file
        self.line = location.line
        self.column = location.column
        self.message = message
        self.label = label
        self.fix = fix
        self.fingerprint = Finding.fingerprint(rule: rule, screen: screen, element: element, label: label)
        self.suppressed = suppressed
        self.suppressionReason = suppressionReason
        self.baselined = baselined
    }

    public var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// Counts toward failing CI: a violation, not suppressed, not in the baseline.
    public var isActive: Bool { status == .violation && !suppressed && !baselined }

    /// Survives moving lines and reformatting; changes when the element or its label changes.
    public static func fingerprint(rule: String, screen: String, element: String, label: String) -> String {
        let key = [rule, screen, element, label].joined(separator: "\u{1F}")
        return StableHash.hex(key)
    }
}

/// FNV-1a 64-bit: deterministic across runs and platforms (Swift's `Hasher` is seeded).
public enum StableHash {
    public static func hex(_ s: String) -> String { hex(bytes: s.utf8) }

    public static func hex<Bytes: Sequence<UInt8>>(bytes: Bytes) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes {
            h ^= UInt64(b)
            h = h &* 0x100_0000_01b3
        }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
