import Foundation

/// SwiftUI's `DynamicTypeSize`, smallest to largest.
public enum DynamicTypeSize: String, CaseIterable, Comparable, Hashable, Sendable, Codable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public static func < (a: Self, b: Self) -> Bool { a.index < b.index }

    /// Position from xSmall (0) to accessibility5 (11); on the layout estimate's hot path.
    public var index: Int {
        switch self {
        case .xSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .xLarge: 4
        case .xxLarge: 5
        case .xxxLarge: 6
        case .accessibility1: 7
        case .accessibility2: 8
        case .accessibility3: 9
        case .accessibility4: 10
        case .accessibility5: 11
        }
    }
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Accepts SwiftUI names and UIKit `UIContentSizeCategory` names.
    public init?(name: String) {
        let trimmed = name.hasPrefix(".") ? String(name.dropFirst()) : name
        if let size = Self(rawValue: trimmed) { self = size; return }
        guard let size = Self.uikitNames[trimmed] else { return nil }
        self = size
    }

    /// UIKit's `UIContentSizeCategory` names, built once.
    private static let uikitNames: [String: Self] = [
        "extraSmall": .xSmall, "extraLarge": .xLarge, "extraExtraLarge": .xxLarge,
        "extraExtraExtraLarge": .xxxLarge, "accessibilityMedium": .accessibility1,
        "accessibilityLarge": .accessibility2, "accessibilityExtraLarge": .accessibility3,
        "accessibilityExtraExtraLarge": .accessibility4,
        "accessibilityExtraExtraExtraLarge": .accessibility5,
    ]
}

/// SwiftUI's `Font.TextStyle`.
public enum TextStyle: String, CaseIterable, Hashable, Sendable, Codable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote
    case caption, caption2

    /// Position in `allCases`.
    public var index: Int {
        switch self {
        case .largeTitle: 0
        case .title: 1
        case .title2: 2
        case .title3: 3
        case .headline: 4
        case .body: 5
        case .callout: 6
        case .subheadline: 7
        case .footnote: 8
        case .caption: 9
        case .caption2: 10
        }
    }

    /// Accepts SwiftUI names and UIKit's `UIFont.TextStyle` / `UICTFontTextStyle…` names.
    public init?(name: String) {
        var n = name.hasPrefix(".") ? String(name.dropFirst()) : name
        if n.hasPrefix("UICTFontTextStyle") {
            n = String(n.dropFirst("UICTFontTextStyle".count))
            n = n.prefix(1).lowercased() + n.dropFirst()
        }
        if let style = TextStyle(rawValue: n) { self = style } else if let style = Self.aliases[n] { self = style } else { return nil }
    }

    /// Other names of the styles (UIKit's, and spellings seen in apps). Built once: every font
    /// of every screen is read through here.
    private static let aliases: [String: TextStyle] = [
        "title1": .title, "caption1": .caption, "subhead": .subheadline,
        "title0": .largeTitle, "largetitle": .largeTitle,
    ]
}

/// Apple's Dynamic Type table (`dynamic-type-ios.json`, from the HIG): point size and
/// leading for every text style at every size.
public struct DynamicTypeTable: Sendable {
    public struct Metrics: Hashable, Sendable { public var size: Double; public var leading: Double }

    /// Row-major: style (in `TextStyle.allCases` order) × size.
    private let metrics: [Metrics]
    /// Whether every style's point size and leading grow (or stay) from each size to the next,
    /// as Apple's do: then so does every font and scaled length read from the table.
    public let growsWithSize: Bool

    /// The table shipped with the package.
    public static let shared: DynamicTypeTable = {
        guard let url = Bundle.module.url(forResource: "dynamic-type-ios", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let table = try? DynamicTypeTable(json: data) else {
            fatalError("dynamic-type-ios.json is missing from the AuditModel bundle")
        }
        return table
    }()

    public init(json: Data) throws {
        let root = try JSONSerialization.jsonObject(with: json) as? [String: Any] ?? [:]
        let styles = root["styles"] as? [String: [String: Any]] ?? [:]
        var result: [TextStyle: [Metrics]] = [:]
        for (name, entry) in styles {
            guard let style = TextStyle(rawValue: name),
                  let sizes = entry["sizes"] as? [String: NSNumber],
                  let leadings = entry["leading"] as? [String: NSNumber] else { continue }
            let row = DynamicTypeSize.allCases.compactMap { c -> Metrics? in
                guard let s = sizes[c.rawValue], let l = leadings[c.rawValue] else { return nil }
                return Metrics(size: s.doubleValue, leading: l.doubleValue)
            }
            if row.count == DynamicTypeSize.allCases.count { result[style] = row }
        }
        guard result.count == TextStyle.allCases.count else {
            throw CocoaError(.fileReadCorruptFile)
        }
        metrics = TextStyle.allCases.flatMap { result[$0]! }
        growsWithSize = result.values.allSatisfy { row in
            zip(row, row.dropFirst()).allSatisfy { $1.size >= $0.size && $1.leading >= $0.leading && $0.size > 0 }
        }
    }

    public func metrics(_ style: TextStyle, _ size: DynamicTypeSize) -> Metrics {
        metrics[style.index * DynamicTypeSize.allCases.count + size.index]
    }

    public func pointSize(_ style: TextStyle, _ size: DynamicTypeSize) -> Double {
        metrics(style, size).size
    }

    /// How a value designed at the default (large) size scales: size(style, c) / size(style, large).
    public func scale(_ style: TextStyle, _ size: DynamicTypeSize) -> Double {
        pointSize(style, size) / pointSize(style, .large)
    }
}
