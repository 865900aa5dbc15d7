import AuditModel
import Foundation

/// `duplicate-name`: interactive elements of one screen that sound the same — same label,
/// and no value, hint or trait tells them apart. One finding per element involved.
struct DuplicateNameRule: Rule {
    let descriptor = RuleDescriptor(
        id: "duplicate-name",
        title: "Controls on a screen have distinct names",
        summary: "Two or more interactive elements share a spoken label, and nothing (value, hint or traits) tells them apart.",
        rationale: "People who navigate by swiping or through the rotor hear each control out of its visual context. Three buttons all announced as \"Edit, button\" force them to guess which section each belongs to; Voice Control users cannot say which one they mean.",
        category: .voiceover,
        defaultSeverity: .warning,
        wcag: ["2.4.6", "2.4.4"],
        fix: "Name each control for what it acts on: `.accessibilityLabel(\"Edit address\")` and `.accessibilityLabel(\"Edit payment method\")`, or set a value that differs. In a list, include the row's item: `.accessibilityLabel(\"Delete \\(item.name)\")`.",
        examples: [
            .triggering("""
            VStack {
                Text("Shipping address")
                Button("Edit") { }
                Text("Payment method")
                Button("Edit") { }
            }
            """),
            .triggering("""
            HStack {
                Button(action: {}) { Image(systemName: "star") }
                    .accessibilityLabel("Rate")
                Button(action: {}) { Image(systemName: "star.fill") }
                    .accessibilityLabel("Rate")
            }
            """),
            .triggering("""
            VStack {
                Link("Learn more", destination: URL(string: "https://example.com/a")!)
                Link("Learn more", destination: URL(string: "https://example.com/b")!)
            }
            """),
            .nonTriggering("""
            VStack {
                Button("Edit address") { }
                Button("Edit payment method") { }
            }
            """),
            .nonTriggering("""
            VStack {
                Button("Rate") { }
                    .accessibilityValue("1 star")
                Button("Rate") { }
                    .accessibilityValue("2 stars")
            }
            """),
            .nonTriggering("""
            VStack {
                Text("Edit")
                Button("Edit") { }
            }
            """),
            .triggering("""
            VStack {
                if isEditing { Button("Save") { } }
                Text("Profile")
                if isEditing { Button("Save") { } }
            }
            """),
            .nonTriggering("""
            HStack {
                switch mode {
                case .browsing: Button("Select") { }
                case .selecting: Button("Edit") { }
                }
                Text("Tabs")
                switch mode {
                case .browsing: Button("Edit") { }
                case .selecting: Button("Done") { }
                }
            }
            """),
            .nonTriggering("""
            TabView {
                List { TextField("Search", text: $query) }
                    .tabItem { Label("Recipes", systemImage: "book") }
                List { TextField("Search", text: $query) }
                    .tabItem { Label("Pantry", systemImage: "cabinet") }
            }
            """),
            .nonTriggering("""
            TabView {
                TabSection("Kitchen") {
                    Tab("Recipes", systemImage: "book") { List { TextField("Search", text: $query) } }
                    Tab("Pantry", systemImage: "cabinet") { List { TextField("Search", text: $query) } }
                }
            }
            """),
        ])

    private struct Sound: Hashable {
        var label: String
        var value: String
        var hint: String
        /// The trait words as VoiceOver says them, one after another.
        var traits: String
    }

    /// Elements that sound alike, in the order they are heard, each with its place in that
    /// order. The first is held apart: most sounds are heard once, and a list for each would be
    /// an allocation per element.
    private struct Group {
        let first: AXNode
        let heard: Int
        var others: [(node: AXNode, heard: Int)] = []

        init(first: AXNode, heard: Int) {
            (self.first, self.heard) = (first, heard)
        }

        var heardNodes: [(node: AXNode, heard: Int)] { [(first, heard)] + others }
        var nodes: [AXNode] { [first] + others.map(\.node) }
    }

    /// Places named in a message; the rest are counted.
    static let listedPlaces = 5
    /// Distinct display states compared with each other; beyond it, only elements in the same
    /// state are grouped (a hostile screen with thousands of branches stays linear).
    static let comparedStates = 256

    /// The sets of same-sounding elements that can be on screen together (each of two or more),
    /// in document order. Elements in the same display state always are; elements in different
    /// states join the first set whose first element they can show with.
    static func onScreenTogether(_ nodes: [AXNode], states: [String: DisplayState]) -> [[AXNode]] {
        var buckets: [DisplayState: [AXNode]] = [:]
        var bucketOrder: [DisplayState] = []
        for node in nodes {
            let state = states[node.path] ?? DisplayState()
            if buckets[state] == nil { bucketOrder.append(state) }
            buckets[state, default: []].append(node)
        }
        var sets: [(state: DisplayState, nodes: [AXNode])] = []
        for state in bucketOrder {
            let members = buckets[state]!
            if bucketOrder.count <= comparedStates,
               let joined = sets.firstIndex(where: { DisplayState.canShowTogether($0.state, state) }) {
                sets[joined].nodes += members
            } else {
                sets.append((state, members))
            }
        }
        return sets.map(\.nodes).filter { $0.count >= 2 }
    }

    /// Reads a value through `inout`, so that a dictionary's default subscript inserts and
    /// reads it in one lookup.
    private static func value(_ entry: inout Int) -> Int { entry }

    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        let fixes = FixWriter(context.facts)
        // Elements by the words of their label, in the order each is first heard: one lookup
        // per element. Only elements that share their words are then told apart by the whole of
        // what VoiceOver says (value, hint, traits): most labels are heard once, and working out
        // every element's whole announcement cost more than the rest of the rule.
        var groupOf: [String: Int] = [:]
        var byWords: [(phrase: String, group: Group)] = []
        // Sized once for every element VoiceOver reaches: grown step by step, the table was
        // hashed again at each step.
        groupOf.reserveCapacity(context.facts.reachable.count)
        var repeatedWithFixedName: [AXNode] = []
        var applicable = false
        var heard = 0
        context.facts.forEachReachableElement { node, enclosure in
            guard node.isInteractive, !node.isOpaque, let label = node.label, !label.isEmpty,
                  LabelText.isWritten(label), !label.isDynamic else { return }
            applicable = true
            if enclosure.isRepeated, !enclosure.notOnEveryRow { repeatedWithFixedName.append(node) }
            let phrase = LabelText.phrase(label.literalText)
            let group = Self.value(&groupOf[phrase, default: byWords.count])
            if group == byWords.count {
                byWords.append((phrase, Group(first: node, heard: heard)))
            } else {
                byWords[group].group.others.append((node, heard))
            }
            heard += 1
        }
        // Same-sounding elements, in the order each sound is first heard.
        var groups: [Group] = []
        for (phrase, sharing) in byWords where !sharing.others.isEmpty {
            var soundOf: [Sound: Int] = [:]
            var sounds: [Group] = []
            for (node, heard) in sharing.heardNodes {
                let sound = Sound(label: phrase, value: node.value?.spoken ?? "", hint: node.hint?.spoken ?? "",
                                  traits: node.spokenTraitsLine)
                let group = Self.value(&soundOf[sound, default: sounds.count])
                if group == sounds.count { sounds.append(Group(first: node, heard: heard)) } else { sounds[group].others.append((node, heard)) }
            }
            groups += sounds.filter { !$0.others.isEmpty }
        }
        groups.sort { $0.heard < $1.heard }
        var violations: [Violation] = []
        var reported = Set<String>()
        // Only the elements that sound alike need their states.
        let alike = Set(groups.flatMap(\.nodes).map(\.path))
        let states = alike.isEmpty ? [:] : DisplayState.states(in: screen.root, ofControls: alike)
        for group in groups {
            let nodes = group.nodes
            // One finding per set of elements on screen together, on its first element, with a
            // count: never one per pair (thousands of copies would make millions).
            for together in Self.onScreenTogether(nodes, states: states) {
                let node = together[0], others = together.dropFirst()
                reported.formUnion(together.map(\.path))
                // Components inlined from other files: name the file too.
                var places = others.prefix(Self.listedPlaces).map { other in
                    other.location.file == node.location.file ? "line \(other.location.line)"
                        : "\(other.location.file.split(separator: "/").last ?? ""):\(other.location.line)"
                }
                if others.count > Self.listedPlaces { places.append("and \(others.count - Self.listedPlaces) more") }
                let fix = fixes.setLabel(nil, purpose: "naming what each one acts on") + ", or add a value that tells them apart"
                violations.append(.on(node, "\(node.messageName) is announced as \(node.quotedAnnouncement), the same as \(others.count) other \(others.count == 1 ? "element" : "elements") on this screen (\(places.joined(separator: ", ")))",
                                      fix: fix))
            }
        }
        // One row of a list stands for many: a fixed name repeats on every row.
        for node in repeatedWithFixedName where !reported.contains(node.path) {
            let fix = fixes.speaksUIKit
                ? "set accessibilityLabel per row, naming the row's item"
                : "include the row's item in the name, e.g. .accessibilityLabel(\"\(node.label!.spoken) \\(item.name)\")"
            violations.append(.on(node, "\(node.messageName) is repeated for every item of a list, so each row's copy is announced as \(node.quotedAnnouncement)",
                                  fix: fix, undecided: true))
        }
        return RuleOutcome(applicable: applicable, violations: violations)
    }
}
