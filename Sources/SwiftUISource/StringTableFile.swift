import AuditModel
import Foundation

/// One string table file read into development-language entries: `.strings` (old-style
/// property list, UTF-8 or UTF-16), `.stringsdict` (XML property list of plural rules) and
/// `.xcstrings` (JSON string catalog). Foundation's parsers read them, so escapes, comments
/// and encodings are handled as Xcode handles them.
struct StringTableFile: Sendable {
    /// The table a key is looked up in: the file name without its extension (`Localizable`).
    var table: String
    /// The folder holding the `*.lproj` folder or the catalog: the unit a module is built from.
    var owner: String
    /// Key → the text the development language shows.
    var entries: [String: String]

    enum Kind: Sendable { case strings, stringsDictionary, catalog }

    static func kind(of path: String) -> Kind? {
        let lower = path.lowercased()
        if lower.hasSuffix(".xcstrings") { return .catalog }
        // `.strings` files outside a language folder are not string tables Bundle reads.
        guard (path as NSString).deletingLastPathComponent.lowercased().hasSuffix(".lproj") else { return nil }
        if lower.hasSuffix(".strings") { return .strings }
        if lower.hasSuffix(".stringsdict") { return .stringsDictionary }
        return nil
    }

    /// `Base.lproj/X.strings` → "Base"; nil for a catalog (it names its own source language).
    static func language(of path: String) -> String? {
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        guard folder.lowercased().hasSuffix(".lproj") else { return nil }
        return String(folder.dropLast(6))
    }

    static func owner(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return language(of: path) == nil ? folder : (folder as NSString).deletingLastPathComponent
    }

    /// Parses a file's bytes; a file Xcode would refuse is an input error at its line.
    static func parse(path: String, bytes: [UInt8]) -> Result<StringTableFile, InputError> {
        guard let kind = kind(of: path) else {
            return .failure(InputError(location: SourceLocation(file: path, line: 1), message: "not a string table"))
        }
        let table = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let file = StringTableFile(table: table, owner: owner(of: path), entries: [:])
        switch kind {
        case .catalog:
            return catalog(bytes, into: file, path: path)
        case .strings, .stringsDictionary:
            guard let text = decode(bytes) else {
                return .failure(InputError(location: SourceLocation(file: path, line: 1),
                                           message: "string table is neither UTF-8 nor UTF-16; it was not read"))
            }
            // An empty table (only comments) is valid; the property list parser refuses it.
            if kind == .strings, !text.utf8.contains(UInt8(ascii: "=")) { return .success(file) }
            let plist: Any
            do {
                plist = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
            } catch {
                return .failure(InputError(location: SourceLocation(file: path, line: errorLine(error)),
                                           message: "string table does not parse (\(errorReason(error))); its keys count as missing"))
            }
            guard let dictionary = plist as? [String: Any] else {
                return .failure(InputError(location: SourceLocation(file: path, line: 1),
                                           message: "string table is not a dictionary of keys; it was not read"))
            }
            var result = file
            for (key, value) in dictionary {
                if let string = value as? String {
                    result.entries[key] = string
                } else if let rule = value as? [String: Any] {
                    result.entries[key] = pluralText(rule)
                }
            }
            return .success(result)
        }
    }

    /// UTF-16 with a byte-order mark (what older Xcode wrote), else UTF-8.
    static func decode(_ bytes: [UInt8]) -> String? {
        if bytes.count >= 2, (bytes[0], bytes[1]) == (0xFF, 0xFE) || (bytes[0], bytes[1]) == (0xFE, 0xFF) {
            return String(data: Data(bytes), encoding: .utf16)
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        return String(validating: body, as: UTF8.self)
    }

    /// A `.stringsdict` entry as one text: its format with each variable's `other` form
    /// (what a person hears for most counts).
    static func pluralText(_ rule: [String: Any]) -> String {
        guard var format = rule["NSStringLocalizedFormatKey"] as? String else { return "" }
        for (name, value) in rule {
            guard let variable = value as? [String: Any] else { continue }
            let form = (variable["other"] as? String) ?? (variable["one"] as? String) ?? ""
            format = format.replacingOccurrences(of: "%#@\(name)@", with: form)
        }
        return format
    }

    /// A string catalog: every key it lists is defined; the text is the source language's
    /// value, or the key itself when the catalog leaves it to the key (Xcode's convention).
    static func catalog(_ bytes: [UInt8], into file: StringTableFile, path: String)
        -> Result<StringTableFile, InputError> {
        guard let json = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              let strings = json["strings"] as? [String: Any] else {
            return .failure(InputError(location: SourceLocation(file: path, line: 1),
                                       message: "string catalog is not valid JSON with a \"strings\" object; its keys count as missing"))
        }
        let source = json["sourceLanguage"] as? String ?? "en"
        var result = file
        for (key, value) in strings {
            let localizations = (value as? [String: Any])?["localizations"] as? [String: Any]
            let entry = localizations?[source] as? [String: Any]
            result.entries[key] = entry.flatMap(catalogText) ?? key
        }
        return .success(result)
    }

    /// `stringUnit.value`, or the `other` (else first) plural or device variation.
    static func catalogText(_ entry: [String: Any]) -> String? {
        if let unit = entry["stringUnit"] as? [String: Any], let value = unit["value"] as? String { return value }
        guard let variations = entry["variations"] as? [String: Any] else { return nil }
        for (_, kinds) in variations.sorted(by: { $0.key < $1.key }) {
            guard let cases = kinds as? [String: Any] else { continue }
            let chosen = cases["other"] ?? cases.sorted(by: { $0.key < $1.key }).first?.value
            if let chosen = chosen as? [String: Any], let text = catalogText(chosen) { return text }
        }
        return nil
    }

    /// Foundation puts the old-style parser's "… on line N" in a nested error.
    static func errorLine(_ error: Error) -> Int {
        let text = "\((error as NSError).userInfo)"
        guard let range = text.range(of: "on line ") else { return 1 }
        return Int(text[range.upperBound...].prefix { $0.isNumber }) ?? 1
    }

    static func errorReason(_ error: Error) -> String {
        let text = "\((error as NSError).userInfo)"
        for marker in ["Missing ';'", "Unexpected character", "Unterminated", "Expected"] {
            if let range = text.range(of: marker) {
                return String(text[range.lowerBound...].prefix { $0 != "}" && $0 != "\"" && $0 != "," })
            }
        }
        return "not an old-style property list"
    }
}
