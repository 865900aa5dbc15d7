import AuditModel

/// ViewTree → AXTree: what SwiftUI builds for VoiceOver (DESIGN §4).
public enum SemanticLowering {
    public static func lower(_ screen: ViewScreen) -> Screen {
        let root = AXNode(role: .container, viewType: screen.root.type, isElement: false,
                          location: screen.root.location, path: screen.name)
        return Screen(name: screen.name, location: screen.location, source: screen.source, root: root)
    }
}

/// The VoiceOver transcript of a screen: its elements in reading order, as spoken.
public enum Transcript {
    public static func lines(for screen: Screen) -> [TranscriptLine] {
        screen.root.reachableElements.map {
            TranscriptLine(text: $0.announcement, element: $0.path, location: $0.location,
                           dynamic: $0.label?.isDynamic ?? false)
        }
    }
}
