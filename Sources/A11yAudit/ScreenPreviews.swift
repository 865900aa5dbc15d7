import AuditModel

/// Previews that show a screen of the run exactly as the app shows it (`#Preview { Settings() }`
/// beside the screen `Settings`, nothing passed, nothing added): the same views in the same
/// environment, so the same findings, scorecard, transcript and ladder, with every path one
/// step deeper (`Settings (Preview)/Settings[0]/…` for `Settings/…`). Such a preview is not
/// lowered and evaluated again: its result is its screen's, renamed. Half the screens of an app
/// that previews each screen are such previews.
///
/// What could still tell the two apart is checked on the screen's result, and the preview is
/// evaluated on its own when any of it holds: a finding or spoken element at the screen's root
/// view (the preview's call of it sits elsewhere), a finding owned by the screen rather than by
/// its component (its fingerprint names the screen), paths long enough to be shortened one step
/// deeper, or a baseline (older baselines name elements by their full path in the screen).
struct ScreenPreviews {
    /// Each such preview's index in the run's pending screens, with the index of the screen it shows.
    let shownScreen: [Int: Int]

    init(_ pending: [PendingScreen], baseline: Set<String>) {
        guard baseline.isEmpty else {
            shownScreen = [:]
            return
        }
        var screens: [ComponentKey: Int] = [:]
        for (index, screen) in pending.enumerated() {
            guard let view = screen.view, !view.isPreview, let component = view.root.component else { continue }
            screens[ComponentKey(component: component, platform: screen.platform, source: screen.source)] = index
        }
        var shown: [Int: Int] = [:]
        for (index, screen) in pending.enumerated() {
            guard let view = screen.view, view.isPreview, let call = Self.onlyCall(in: view.root),
                  let component = call.component,
                  let target = screens[ComponentKey(component: component, platform: screen.platform, source: screen.source)],
                  let shownView = pending[target].view else { continue }
            // The call, but for where it is written, is the screen's root: same body, same values.
            var placed = call
            placed.location = shownView.root.location
            if placed == shownView.root { shown[index] = target }
        }
        shownScreen = shown
    }

    /// The screens some preview shows, by index.
    var shownIndices: Set<Int> { Set(shownScreen.values) }

    private struct ComponentKey: Hashable {
        var component: String
        var platform: Platform
        var source: Screen.Source
    }

    /// The one view a preview's root holds, when the root adds nothing around it.
    private static func onlyCall(in root: ViewNode) -> ViewNode? {
        guard root.type == "Group", root.component == nil, root.arguments.isEmpty, root.modifiers.isEmpty,
              root.children.count == 1 else { return nil }
        return root.children[0]
    }

    /// Whether the screen's transcript speaks an element at the screen's root view: a preview
    /// calls that view elsewhere, so it cannot take the screen's result.
    static func speaksAtRoot(of shown: PendingScreen, _ transcript: [TranscriptLine]) -> Bool {
        guard let root = shown.view?.root.location else { return false }
        return transcript.contains { $0.file == root.file && $0.line == root.line }
    }

    /// The preview's result from its screen's: the preview's name and place, the screen's
    /// verdicts and scorecard, its paths under the preview's, and its findings on the preview.
    /// Nil when the preview has to be evaluated on its own (see the type's comment).
    static func result(of preview: PendingScreen, from shown: PendingScreen,
                       _ result: (screen: ScreenResult, findings: [Finding])) -> (screen: ScreenResult, findings: [Finding])? {
        guard let previewView = preview.view, let shownView = shown.view,
              let call = onlyCall(in: previewView.root) else { return nil }
        let root = shownView.root.location
        guard !result.findings.contains(where: { $0.component == nil || ($0.file == root.file && $0.line == root.line) })
        else { return nil }
        // Paths start with the name the screen was lowered under, not its name in the run.
        let prefix = shownView.name, deeper = "\(previewView.name)/\(call.type)[0]"
        func moved(_ path: String) -> String? {
            guard path.hasPrefix(prefix) else { return nil }
            let rest = path.dropFirst(prefix.count)
            guard rest.isEmpty || rest.first == "/" else { return nil }
            return deeper + rest
        }
        var screen = result.screen
        screen.name = preview.name
        screen.file = preview.location.file
        screen.line = preview.location.line
        for index in screen.transcript.indices {
            guard let path = moved(screen.transcript[index].element) else { return nil }
            screen.transcript[index].element = path
        }
        for step in screen.ladder.indices {
            for index in screen.ladder[step].broken.indices {
                guard let path = moved(screen.ladder[step].broken[index]) else { return nil }
                screen.ladder[step].broken[index] = path
            }
        }
        let findings = result.findings.map { finding in
            var finding = finding
            finding.screens = [preview.name]
            return finding
        }
        return (screen, findings)
    }
}
