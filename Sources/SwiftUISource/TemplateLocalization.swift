import AuditModel
import Foundation
import SwiftSyntax

/// Phase 2, localization: literal keys and localization calls looked up in the string tables of
/// the module the code is written in (`StringTables.module(of:module:)`).
extension TemplateBuilder {
    static let defaultTable = "Localizable"

    /// A string literal in a `LocalizedStringKey` position (`Text("key")`, `Button("key")`,
    /// `.accessibilityLabel("key")`). Nil when no table is in sight (the key is plain text) or
    /// the literal is not a key worth looking up. Outside any module's tables the key reads the
    /// main bundle (every table); there a key no table defines is missing only when written as a
    /// localization call (`explicitCall`), else it is plain text.
    mutating func localizedKey(_ expr: ExprSyntax, table: String? = nil, defaultValue: ExprSyntax? = nil,
                               bundle: ExprSyntax? = nil, explicitCall: Bool = false) -> Value? {
        let ownTables = stringTables.module(ofFile: file)
        guard let literal = expr.as(StringLiteralExprSyntax.self), let module = ownTables ?? stringTables.wholeTree
        else { return nil }
        var key = ""
        var arguments: [TextPart] = []
        var keyParts: [TextPart] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                // Escapes are decoded for a plain literal below; interpolated keys keep them as written.
                let content = text.content.text
                key += content.replacingOccurrences(of: "%", with: "%%")
                keyParts.append(.literal(content))
            case .expressionSegment(let interpolation):
                key += "%@"
                let parts: [TextPart]
                if interpolation.expressions.count == 1, let only = interpolation.expressions.first, only.label == nil {
                    parts = textParts(value(only.expression))
                } else {
                    parts = [.dynamic(text(interpolation.expressions))]
                }
                arguments.append(contentsOf: parts.count == 1 ? parts : [.dynamic(text(interpolation.expressions))])
                keyParts.append(contentsOf: parts)
            @unknown default:
                break
            }
        }
        // Only an interpolated key escapes its percent signs (it becomes a format).
        if arguments.isEmpty, let plain = literal.representedLiteralValue {
            key = plain
            keyParts = [.literal(plain)]
        }
        let tableName = table ?? Self.defaultTable
        let found = module.text(for: key, table: tableName)
            ?? defaultValue.flatMap { $0.as(StringLiteralExprSyntax.self)?.representedLiteralValue }
        guard let found else {
            // A key written as words (`"Save"`) or with no letters (`"•"`) reads as itself when
            // untranslated; a table in another bundle is out of sight: neither is a missing key.
            guard ownTables != nil || explicitCall, Self.isKeyShaped(key), bundle.map(isModuleBundle) ?? true
            else { return nil }
            return .localized(LocalizedText(key: key, table: tableName, text: nil, keyParts: keyParts))
        }
        return .localized(LocalizedText(key: key, table: tableName, text: FormatSpecifiers.fill(found, with: arguments),
                                        keyParts: keyParts))
    }

    /// `settings.title`, `welcome_title`, `addButtonLabel`: no spaces, and words joined by a dot,
    /// an underscore or a case change after a lower-case word. Only such a key reads as a key
    /// when the app shows it; names like `CarPlay`, `iPhone` or `macOS` read as words.
    static func isKeyShaped(_ key: String) -> Bool {
        let characters = Array(key)
        guard !characters.isEmpty, !characters.contains(where: \.isWhitespace),
              characters.contains(where: \.isLetter) else { return false }
        for i in characters.indices.dropFirst().dropLast() where ".-_".contains(characters[i]) {
            if characters[i - 1].isLetter || characters[i - 1].isNumber, characters[i + 1].isLetter { return true }
        }
        guard let hump = characters.firstIndex(where: \.isUppercase), hump >= 2,
              characters[..<hump].allSatisfy(\.isLowercase) else { return false }
        return !key.hasSuffix("OS")
    }

    /// `Bundle.main`, `.module` and no bundle at all read the module's own tables.
    func isModuleBundle(_ expr: ExprSyntax) -> Bool {
        ["main", "module", ".main", ".module", "Bundle.main", "Bundle.module"].contains(text(expr))
    }

    /// A call that looks a string up: `NSLocalizedString`, `String(localized:)`,
    /// `LocalizedStringResource`, `LocalizedStringKey`, `Text` used as a value, and SwiftGen's
    /// `tr(table, key, …, fallback:)`. Nil when it is not one (or the key is not a literal).
    mutating func localizationCall(_ name: String, _ call: FunctionCallExprSyntax) -> Value? {
        let arguments = Array(call.arguments)
        func labelled(_ label: String) -> ExprSyntax? { arguments.first { $0.label?.text == label }?.expression }
        func tableLiteral(_ label: String) -> String? {
            labelled(label)?.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        }
        guard let first = arguments.first else { return nil }
        switch name {
        case "Text", "LocalizedStringKey":
            guard first.label == nil else { return nil }
            return localizedKey(first.expression, table: tableLiteral("tableName"), bundle: labelled("bundle"))
        case "LocalizedStringResource":
            guard first.label == nil else { return nil }
            return localizedKey(first.expression, table: tableLiteral("table"), defaultValue: labelled("defaultValue"),
                                bundle: labelled("bundle"), explicitCall: true)
        case "String":
            guard first.label?.text == "localized" else { return nil }
            return localizedKey(first.expression, table: tableLiteral("table"), defaultValue: labelled("defaultValue"),
                                bundle: labelled("bundle"), explicitCall: true)
        case "NSLocalizedString":
            guard first.label == nil else { return nil }
            let fallback = labelled("value")
            if let value = localizedKey(first.expression, table: tableLiteral("tableName"), defaultValue: fallback,
                                        bundle: labelled("bundle"), explicitCall: true) {
                return value
            }
            // Without tables Foundation shows the `value:` text.
            if let text = fallback?.as(StringLiteralExprSyntax.self)?.representedLiteralValue, !text.isEmpty {
                return .string(text)
            }
            return nil
        case "tr":
            // SwiftGen: `tr("Localizable", "settings.title", args…, fallback: "Settings")`.
            guard arguments.count >= 2, first.label == nil, arguments[1].label == nil,
                  let table = first.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            else { return nil }
            let key = arguments[1].expression
            if let value = localizedKey(key, table: table, defaultValue: labelled("fallback"), explicitCall: true) {
                return value
            }
            // No tables in sight: the text is only known at run time (never the table's name).
            if let fallback = labelled("fallback")?.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
                return .string(fallback)
            }
            return .text([.dynamic(key.as(StringLiteralExprSyntax.self)?.representedLiteralValue ?? text(key))])
        default:
            return nil
        }
    }
}
