public enum Severity: String, CaseIterable, Comparable, Hashable, Sendable, Codable {
    case info, warning, error

    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// One problem (or one element a rule could not decide on) at one place in the source, with
/// every screen it affects: a component's finding is one finding, however many screens show it.
public struct Finding: Hashable, Sendable, Codable {
    public enum Status: String, Hashable, Sendable, Codable {
        case violation
        /// The rule could not decide (dynamic content, code may change it): shown, never fails CI.
        case needsReview
    }

    public var rule: String
    public var severity: Severity
    public var status: Status
    /// Every screen it affects, in the run's screen order.
    public var screens: [String]
    /// The inlined component whose source holds it (`PriceTag`); nil when the screen's own
    /// source does.
    public var component: String?
    /// Inside `component` when there is one (`PriceTag/HStack[0]/Text[1]`), else inside the
    /// screen (`Checkout/VStack[0]/Button[2]`).
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

    /// A finding on one screen; `Finding.merged` joins the screens of one place.
    public init(rule: String, severity: Severity, status: Status = .violation, screen: String,
                component: String? = nil, element: String, location: SourceLocation, message: String,
                label: String, fix: String, suppressed: Bool = false, suppressionReason: String? = nil,
                baselined: Bool = false) {
        self.rule = rule
        self.severity = severity
        self.status = status
        self.screens = [screen]
        self.component = component
        self.element = element
        self.file = location.file
        self.line = location.line
        self.column = location.column
        self.message = message
        self.label = label
        self.fix = fix
        self.fingerprint = Finding.fingerprint(rule: rule, owner: component ?? screen, element: element, label: label)
        self.suppressed = suppressed
        self.suppressionReason = suppressionReason
        self.baselined = baselined
    }

    public var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// The screen or component whose source holds it: where JUnit files it, what baselines name.
    public var owner: String { component ?? screens.first ?? "" }

    /// Counts toward failing CI: a violation, not suppressed, not in the baseline.
    public var isActive: Bool { status == .violation && !suppressed && !baselined }

    /// Survives moving lines and reformatting; changes when the element or its label changes.
    /// For a screen's own element (owner = screen, element = its path in the screen) this is
    /// the recipe baselines have always used.
    public static func fingerprint(rule: String, owner: String, element: String, label: String) -> String {
        StableHash.hex(joining: [rule, owner, element, label], separator: 0x1F)
    }

    /// An element's name in findings: its path (inside its component when known) without the
    /// steps that only say which `if` or `switch` branch led to it (`_Branches[0]/_Branch[1]`),
    /// so one place in the source has one name, whichever branch reached it.
    public static func element(path: String) -> String {
        guard path.containsText("/_Branch") else { return path }
        // Steps split over the UTF-8 bytes ("/", "_" and "[" are ASCII): every finding of a run is named.
        let branch = Array("_Branch[".utf8), branches = Array("_Branches[".utf8)
        let kept = Array(path.utf8).split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            .filter { !$0.starts(with: branches) && !$0.starts(with: branch) }
        return String(decoding: Array(kept.joined(separator: [UInt8(ascii: "/")])), as: UTF8.self)
    }

    /// What makes two findings one: the same rule at the same place in the source, on the same
    /// kind of element there (a view, or its title element). A component, a computed view or a
    /// branch that several screens, or several spots of one screen, show is one place.
    public struct Place: Hashable, Sendable {
        public var rule: String
        public var file: String
        public var line: Int
        public var column: Int
        /// The element path's last step without its index: `Text`, `title`.
        public var element: String
    }

    public var place: Place {
        // The last non-empty step, as splitting on "/" would give, without splitting every step;
        // over the UTF-8 bytes in place ("/" and "[" are ASCII), since every finding of a run is
        // placed (through the string's UTF-8 view, its index steps cost most of it).
        var element = element
        let name = element.withUTF8 { bytes in
            var end = bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
            var start = end
            while start > 0, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
            var stop = start
            while stop < end, bytes[stop] != UInt8(ascii: "[") { stop += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stop]), as: UTF8.self)
        }
        return Place(rule: rule, file: file, line: line, column: column, element: name)
    }
}

/// FNV-1a 64-bit: deterministic across runs and platforms (Swift's `Hasher` is seeded).
public enum StableHash {
    public static func hex(_ s: String) -> String {
        var s = s
        return s.withUTF8 { hex(bytes: UnsafeRawBufferPointer($0)) }
    }

    public static func hex(bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { hex(bytes: $0) }
    }

    /// Over contiguous bytes, not any sequence: a generic version called from other modules
    /// ran unspecialized, one dynamic call per byte, and hashing cache keys showed in profiles.
    public static func hex(bytes: UnsafeRawBufferPointer) -> String {
        text(fold(offsetBasis, bytes))
    }

    /// `hex` of the pieces joined by the byte `separator`, hashed where they are: every finding
    /// of a run is fingerprinted, and joining the pieces first copied them all.
    public static func hex(joining pieces: [String], separator: UInt8) -> String {
        var h = offsetBasis
        for (index, piece) in pieces.enumerated() {
            if index > 0 { h = fold(h, separator) }
            var piece = piece
            h = piece.withUTF8 { fold(h, UnsafeRawBufferPointer($0)) }
        }
        return text(h)
    }

    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    private static func fold(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
        (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    private static func fold(_ hash: UInt64, _ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var h = hash
        for b in bytes { h = fold(h, b) }
        return h
    }

    private static func text(_ hash: UInt64) -> String {
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
