/// One screen to audit: an accessibility tree with a name and where it was declared.
public struct Screen: Hashable, Sendable {
    public enum Source: String, Hashable, Sendable, Codable {
        case swiftUI, xmlDescription, jsonDescription, interfaceBuilder, runtimeDump
    }
    /// Unique within a run (`Checkout`, `Checkout (Preview: Dark)`).
    public var name: String
    public var location: SourceLocation
    public var source: Source
    public var root: AXNode
    /// Where it runs, as the front-end detected it (or `--platform` set it).
    public var platform: Platform

    public init(name: String, location: SourceLocation, source: Source, root: AXNode, platform: Platform = .iOS) {
        self.name = name
        self.location = location
        self.source = source
        self.root = root
        self.platform = platform
    }
}

/// Input that could not be (fully) read: a parse error, an unreadable file, hostile XML.
/// Reported as an error in every report, never as a pass.
public struct InputError: Hashable, Sendable, Codable, Error, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String
    /// The screen it belongs to, when one could be named.
    public var screen: String?

    public init(location: SourceLocation, message: String, screen: String? = nil) {
        self.location = location
        self.message = Self.escapingControlCharacters(message)
        self.screen = screen
    }

    /// Messages quote input (a line, a name, a path): control characters in it could rewrite a
    /// terminal or forge a line in a log, so they are shown escaped (`\n`, `\u{1B}`).
    public static func escapingControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isControl(scalar): out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    public var description: String { "\(location.file):\(location.line): \(message)" }
}

/// A front-end's output for one input file.
public struct FrontEndOutput: Sendable {
    public var screens: [Screen]
    public var errors: [InputError]
    public var suppressions: [Suppression]
    /// Inputs left out on purpose (a macOS storyboard): said to people, never a failure.
    public var notAudited: [InputError]

    public init(screens: [Screen] = [], errors: [InputError] = [], suppressions: [Suppression] = [],
                notAudited: [InputError] = []) {
        self.screens = screens
        self.errors = errors
        self.suppressions = suppressions
        self.notAudited = notAudited
    }
}

/// A suppression written in the input (`// a11y-audit:disable:next control-name -- reason`).
public struct Suppression: Hashable, Sendable, Codable {
    public var file: String
    /// Lines it covers; nil = the whole file.
    public var lines: ClosedRange<Int>?
    /// Rule ids; empty = every rule.
    public var rules: [String]
    public var reason: String?
    public var location: SourceLocation

    public init(file: String, lines: ClosedRange<Int>?, rules: [String], reason: String?,
                location: SourceLocation) {
        self.file = file
        self.lines = lines
        self.rules = rules
        self.reason = reason
        self.location = location
    }

    public func covers(rule: String, at location: SourceLocation) -> Bool {
        guard location.file == file, rules.isEmpty || rules.contains(rule) else { return false }
        guard let lines else { return true }
        return lines.contains(location.line)
    }
}
