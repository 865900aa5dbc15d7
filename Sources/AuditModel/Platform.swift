/// The platform a screen runs on: it decides which rules apply (Dynamic Type is an iOS and
/// iPadOS setting; the size tables in the data are iOS's) and which sizes messages quote.
public enum Platform: String, Hashable, Sendable, Codable, CaseIterable {
    case iOS = "ios", macOS = "macos", watchOS = "watchos", tvOS = "tvos", visionOS = "visionos"

    /// `ios`, `iOS`, `macOS`, `macCatalyst` (an iPad app on the Mac: iOS semantics).
    public init?(name: String) {
        let lower = name.lowercased()
        if lower == "maccatalyst" || lower == "ipados" { self = .iOS; return }
        guard let platform = Platform(rawValue: lower) else { return nil }
        self = platform
    }

    /// How people write it: `iOS`, `macOS`.
    public var displayName: String {
        switch self {
        case .iOS: return "iOS"
        case .macOS: return "macOS"
        case .watchOS: return "watchOS"
        case .tvOS: return "tvOS"
        case .visionOS: return "visionOS"
        }
    }

    /// Platforms whose Dynamic Type sizes the data has (`data/dynamic-type-ios.json`). watchOS
    /// and visionOS scale text with their own tables, which it has not: rules that need the
    /// sizes do not run there rather than quote iOS's. macOS and tvOS have no Dynamic Type.
    public static let dynamicTypeSizes: Set<Platform> = [.iOS]
}
