import AuditModel
import Foundation
import SafeXML

/// What the declarative front-end read from one file.
public struct FrontEndResult: Sendable {
    /// Screens described as views (`*.a11y.xml`, `*.a11y.json`), for Semantics to lower.
    public var viewScreens: [ViewScreen]
    /// Screens that are already accessibility trees (runtime hierarchy dumps).
    public var screens: [Screen]
    /// Problems, each `file:line: message`; any error means exit code 2.
    public var errors: [InputError]
    /// `a11y-audit-disable` attributes.
    public var suppressions: [Suppression]

    public init(viewScreens: [ViewScreen] = [], screens: [Screen] = [], errors: [InputError] = [],
                suppressions: [Suppression] = []) {
        self.viewScreens = viewScreens
        self.screens = screens
        self.errors = errors
        self.suppressions = suppressions
    }
}

/// The declarative front-end: `*.a11y.xml` and `*.a11y.json` screen
/// descriptions → ViewTrees, and XCUITest `debugDescription` dumps (`*.axdump.txt`) →
/// AXTrees. The format is documented in `FORMAT.md` and the XSD `a11y-screen.xsd`.
public enum ViewDescriptionLoader {
    public enum Format: Sendable {
        case xml, json, runtimeDump
    }

    /// Size caps. XML is streamed, so its cap only bounds the run time; JSON and dumps are
    /// read whole.
    public static let maxXMLBytes = 512 << 20
    public static let maxJSONBytes = 64 << 20
    public static let maxDumpBytes = 64 << 20

    /// The size cap of a file in `format`.
    public static func maxBytes(of format: Format) -> Int {
        switch format {
        case .xml: maxXMLBytes
        case .json: maxJSONBytes
        case .runtimeDump: maxDumpBytes
        }
    }

    /// The format a file name announces: `*.a11y.xml`, `*.a11y.json`, `*.axdump.txt` / `*.axdump`.
    public static func format(of path: String) -> Format? {
        let lower = path.lowercased()
        if lower.hasSuffix(".a11y.xml") { return .xml }
        if lower.hasSuffix(".a11y.json") { return .json }
        if lower.hasSuffix(".axdump.txt") || lower.hasSuffix(".axdump") { return .runtimeDump }
        return nil
    }

    /// Reads one file. `displayName` is the path written into locations (default: `path`).
    public static func load(file path: String, displayName: String? = nil) -> FrontEndResult {
        var screens: [ViewScreen] = []
        var result = load(file: path, displayName: displayName) { screen, _ in screens.append(screen) }
        result.viewScreens = screens
        return result
    }

    /// Reads one file, handing each described screen to `screen` as soon as it is read and
    /// keeping none (for very large descriptions: memory stays bounded by one screen), with
    /// the file's suppressions read so far (every one that can cover that screen).
    /// The result's `viewScreens` is empty; runtime dumps come back in `screens`.
    public static func load(file path: String, displayName: String? = nil,
                            screen: (ViewScreen, [Suppression]) -> Void) -> FrontEndResult {
        let name = displayName ?? path
        switch format(of: path) {
        case .xml:
            return withoutActuallyEscaping(screen) { screen in
                let builder = ViewTreeBuilder(file: name, source: .xmlDescription, emit: screen)
                let errors = streamXML(file: path, displayName: name, schema: nil, into: builder)
                return FrontEndResult(errors: errors + builder.errors, suppressions: builder.suppressions)
            }
        case .json:
            return withoutActuallyEscaping(screen) { screen in
                let builder = ViewTreeBuilder(file: name, source: .jsonDescription, emit: screen)
                let errors = JSONDescription.stream(file: path, displayName: name, schema: nil, into: builder)
                return FrontEndResult(errors: errors + builder.errors, suppressions: builder.suppressions)
            }
        case .runtimeDump:
            return RuntimeDump.load(file: path, displayName: name)
        case nil:
            return FrontEndResult(errors: [InputError(location: SourceLocation(file: name, line: 1),
                message: "not a screen description (expected *.a11y.xml, *.a11y.json or *.axdump.txt)")])
        }
    }

    /// Checks a file without auditing it: XML and JSON against the XSD (JSON through its XML
    /// rendering, with JSON line numbers) plus the checks the loader makes; dumps by parsing.
    /// (`load` makes the same checks of element names and nesting, but skips the XSD pass,
    /// which would double the time of very large descriptions.)
    public static func validate(file path: String, displayName: String? = nil) -> [InputError] {
        let name = displayName ?? path
        guard let schema else { return [missingSchema(name)] }
        let builder = ViewTreeBuilder(file: name, source: .xmlDescription) { _, _ in }
        let errors: [InputError]
        switch format(of: path) {
        case .xml:
            errors = streamXML(file: path, displayName: name, schema: schema, into: builder)
        case .json:
            errors = JSONDescription.stream(file: path, displayName: name, schema: schema, into: builder)
        case .runtimeDump, nil:
            return load(file: path, displayName: name) { _, _ in }.errors
        }
        return deduplicated(errors + builder.errors)
    }

    /// The XSD and the builder may both report a misplaced element; one message per line is enough.
    private static func deduplicated(_ errors: [InputError]) -> [InputError] {
        var seen = Set<Int>()
        return errors.sorted { $0.location.line < $1.location.line }.filter { seen.insert($0.location.line).inserted }
    }

    private static func missingSchema(_ file: String) -> InputError {
        InputError(location: SourceLocation(file: file, line: 0),
                   message: "the a11y-screen.xsd schema is missing from the installation")
    }

    /// The shipped XSD, parsed once.
    public static let schema: SafeXML.Schema? = {
        guard let url = Bundle.module.url(forResource: "a11y-screen", withExtension: "xsd") else { return nil }
        return SafeXML.Schema(path: url.path)
    }()

    /// Where the shipped XSD is (for `a11y-audit validate --schema` style output, docs).
    public static var schemaPath: String? { schema?.path }

    private static func streamXML(file path: String, displayName: String, schema: SafeXML.Schema?,
                                  into builder: ViewTreeBuilder) -> [InputError] {
        var limits = SafeXML.Limits()
        limits.maxBytes = maxXMLBytes
        return SafeXML.stream(file: path, displayName: displayName, limits: limits, schema: schema, into: builder)
    }
}
