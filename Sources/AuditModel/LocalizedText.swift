/// A string looked up in the module's string tables: a `LocalizedStringKey` title
/// (`Text("settings.title")`), `NSLocalizedString`, `String(localized:)`, a SwiftGen accessor.
/// Only made when the module has string tables; elsewhere a key is plain text.
public struct LocalizedText: Hashable, Sendable {
    /// The key as written; interpolations are format specifiers (`"%@ items"`).
    public var key: String
    /// The table searched (`Localizable` unless `tableName:` says otherwise).
    public var table: String
    /// The development-language value, or `nil` when no table of the module defines the key
    /// and the call gives no default: the app shows (and VoiceOver reads) the key itself.
    public var text: [TextPart]?
    /// The key as the app would show it when unresolved (literal and dynamic parts).
    public var keyParts: [TextPart]

    public init(key: String, table: String, text: [TextPart]?, keyParts: [TextPart]) {
        self.key = key
        self.table = table
        self.text = text
        self.keyParts = keyParts
    }

    public var isResolved: Bool { text != nil }
}
