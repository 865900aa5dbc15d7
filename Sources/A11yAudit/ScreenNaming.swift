import AuditModel

/// Names a run's screens uniquely in its canonical order (file, line, name; a merge of shards
/// sorts the same way): a name met again gets ` #2`, ` #3`. Screens read up front and screens
/// streamed from descriptions later are named in one merged order, so a screen's name does
/// not depend on how its file was read.
struct ScreenNaming {
    /// Screens read up front, in canonical order; those before `next` are named.
    private var waiting: [PendingScreen]
    private var next = 0
    private var named: [(order: Order, screen: PendingScreen)] = []
    private var seen: [String: Int] = [:]
    private var count = 0

    init(_ screens: [PendingScreen]) {
        waiting = screens.sorted { Self.precedes($0.key, $1.key) }
    }

    /// A screen's place in the run: the canonical order, then the order in which screens of
    /// the same file, line and name were met.
    struct Order: Comparable, Sendable {
        var file: String
        var line: Int
        var name: String
        var sequence: Int

        static func < (a: Order, b: Order) -> Bool {
            (a.file, a.line, a.name, a.sequence) < (b.file, b.line, b.name, b.sequence)
        }
    }

    /// Names a screen read while streaming; a file's screens come in line order, files in
    /// path order. Returns its run name and its place in the run's order.
    mutating func name(streamed name: String, at location: SourceLocation) -> (name: String, order: Order) {
        while next < waiting.count, Self.precedes(waiting[next].key, (location.file, location.line, name)) {
            nameNextWaiting()
        }
        return (unique(name), order(location.file, location.line, name))
    }

    /// Every screen read up front, named, with its place in the run's order.
    mutating func finish() -> [(order: Order, screen: PendingScreen)] {
        while next < waiting.count { nameNextWaiting() }
        return named
    }

    private mutating func nameNextWaiting() {
        var screen = waiting[next]
        next += 1
        let place = order(screen.location.file, screen.location.line, screen.name)
        screen.name = unique(screen.name)
        named.append((place, screen))
    }

    private mutating func unique(_ name: String) -> String {
        let n = (seen[name] ?? 0) + 1
        seen[name] = n
        return n > 1 ? name + " #\(n)" : name
    }

    private mutating func order(_ file: String, _ line: Int, _ name: String) -> Order {
        count += 1
        return Order(file: file, line: line, name: name, sequence: count)
    }

    static func precedes(_ a: (String, Int, String), _ b: (String, Int, String)) -> Bool { a < b }
}

extension PendingScreen {
    /// What orders screens in a run.
    var key: (String, Int, String) { (location.file, location.line, name) }
}
