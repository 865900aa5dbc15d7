import AuditModel
import Foundation

/// What a cached result depends on besides its inputs.
struct CacheKeys: Sendable {
    /// The tool build and the effective configuration.
    let configuration: String
    /// Each input's contents, by path.
    private(set) var contents: [String: String] = [:]
    /// The whole run: every input's path, kind and contents.
    private(set) var run = ""

    init(profile: Profile, options: AuditOptions, rules: [any Rule], frontEnds: FrontEnds,
         files: [(path: String, kind: InputKind)]) {
        var parts = [ToolInfo.version, Self.buildIdentity()]
        parts.append(CanonicalText.of(profile))
        parts.append(rules.map(\.descriptor.id).joined(separator: ","))
        parts.append(options.config.map(CanonicalText.of) ?? "no config")
        parts.append(options.baseline.sorted().joined(separator: ","))
        parts.append(options.shard.map { "\($0.index)/\($0.count)" } ?? "all")
        parts.append(options.platform?.rawValue ?? "platform detected")
        // A result without its transcript must not stand in for one with it.
        parts.append(options.keepsTranscripts ? "transcripts" : "no transcripts")
        configuration = StableHash.hex(parts.joined(separator: "\n"))
        var text = configuration
        // Every input is read and hashed before anything else can start: on all cores.
        let hashes = Parallel.map(files) { file in
            // Read as its front-end reads it: a file over its limit is keyed by why it is refused.
            switch RegularFile.read(file.path, limit: frontEnds.byteLimit(of: file), kind: "\(file.kind)") {
            case .success(let bytes): Self.hash(bytes)
            case .failure(let problem): "refused: \(problem.message)"
            }
        }
        for (file, hash) in zip(files, hashes) {
            contents[file.path] = hash
            text += "\n\(file.path)\t\(file.kind)\t\(hash)"
        }
        run = StableHash.hex(text)
    }

    /// The files a screen's elements and modifiers come from.
    static func sources(of screen: Screen) -> Set<String> {
        var files = FileSet(screen.location.file)
        screen.root.walk { node in
            files.insert(node.location.file)
            for location in node.modifierLocations.values { files.insert(location.file) }
        }
        return files.files
    }

    /// The files a view tree's views, modifiers and arguments are written in: every location
    /// its lowered screen can hold (and a few more, such as an argument's own). With `bodies`,
    /// a component body shown by several screens is walked once for all of them.
    static func sources(of view: ViewScreen, bodies: BodySources? = nil) -> Set<String> {
        var files = FileSet(view.location.file)
        collect([view.root], into: &files, bodies: bodies)
        return files.files
    }

    /// The files of `roots` and everything below them, added to `files`. Nodes are read in
    /// place, a level of siblings at a time: copying each node onto a stack retained every
    /// field of it and was most of keying a run's screens.
    private static func collect(_ roots: [ViewNode], into files: inout FileSet, bodies: BodySources?) {
        var levels: [(nodes: [ViewNode], next: Int)] = [(roots, 0)]
        var values: [Value] = []
        func add(_ arguments: [Argument]) {
            for i in arguments.indices {
                if let location = arguments[i].location { files.insert(location.file) }
                values.append(arguments[i].value)
            }
        }
        while !levels.isEmpty || !values.isEmpty {
            if let level = levels.indices.last {
                let i = levels[level].next
                guard i < levels[level].nodes.count else {
                    levels.removeLast()
                    continue
                }
                levels[level].next += 1
                let nodes = levels[level].nodes
                files.insert(nodes[i].location.file)
                add(nodes[i].arguments)
                for m in nodes[i].modifiers.indices {
                    files.insert(nodes[i].modifiers[m].location.file)
                    add(nodes[i].modifiers[m].arguments)
                }
                let children = nodes[i].children
                if children.isEmpty { continue }
                if let bodies, nodes[i].component != nil {
                    files.formUnion(bodies.files(of: children) {
                        var inner = FileSet(children[0].location.file)
                        collect(children, into: &inner, bodies: bodies)
                        return inner.files
                    })
                } else {
                    levels.append((children, 0))
                }
            } else if let value = values.popLast() {
                switch value {
                case .views(let views): levels.append((views, 0))
                case .call(_, let arguments): add(arguments)
                case .array(let items), .choice(let items): values += items
                case .range(let lower, let upper, _): values += [lower, upper].compactMap { $0 }
                default: break
                }
            }
        }
    }

    /// The files below each component body, by the body's storage (the inliner gives every
    /// call with the same arguments the same body), shared by the screens of one run's keys.
    final class BodySources: @unchecked Sendable {
        private let lock = NSLock()
        private var known: [Int: Set<String>] = [:]

        /// `body`'s files, from `walk` the first time (two screens meeting it at once may both
        /// walk it; they find the same files).
        func files(of body: [ViewNode], _ walk: () -> Set<String>) -> Set<String> {
            let address = body.storageAddress
            if let files = lock.withLock({ known[address] }) { return files }
            let files = walk()
            lock.withLock { known[address] = files }
            return files
        }
    }

    /// A set of file paths filled from a tree's locations, nearly all in the file before:
    /// comparing with the last one added (the same string storage, so equal at once) spares
    /// hashing the path again at every node.
    private struct FileSet {
        private(set) var files: Set<String>
        private var last: String

        init(_ first: String) {
            (files, last) = ([first], first)
        }

        mutating func insert(_ file: String) {
            guard file != last else { return }
            files.insert(file)
            last = file
        }

        mutating func formUnion(_ other: Set<String>) {
            files.formUnion(other)
        }
    }

    /// A key per screen, in order. Inputs no screen's element comes from count for every screen,
    /// except screen descriptions (`described`), which feed only their own screens.
    func screens(_ screens: [PendingScreen], suppressions: [Suppression], described: [String] = []) -> [String] {
        let bodies = BodySources()
        let sources = Parallel.map(screens) { $0.sourceFiles(bodies: bodies) }
        let shared = Set(contents.keys).subtracting(sources.reduce(into: Set<String>(described)) { $0.formUnion($1) })
        // Hashed once: the shared inputs of a large project are far longer than a screen's own.
        let sharedHash = StableHash.hex(shared.sorted().map { "\($0)\t\(contents[$0] ?? "")" }.joined(separator: "\n"))
        return Parallel.map(Array(zip(screens, sources))) { screen, files in
            var text = "\(configuration)\n\(screen.name)\t\(screen.location)\t\(screen.source)\nshared \(sharedHash)"
            for file in files.sorted() { text += "\n\(file)\t\(contents[file] ?? "not an input")" }
            for s in suppressions where files.contains(s.location.file) { text += "\n" + CanonicalText.of(s) }
            return StableHash.hex(text)
        }
    }

    /// The key of a screen read from a description: everything in it comes from its own file.
    func described(name: String, location: SourceLocation, suppressions: [Suppression]) -> String {
        let file = location.file
        var text = "\(configuration)\n\(name)\t\(location)\n\(file)\t\(contents[file] ?? "not an input")"
        for s in suppressions where s.location.file == file { text += "\n" + CanonicalText.of(s) }
        return StableHash.hex(text)
    }

    /// Size and modification time of this executable: the version number alone does not
    /// change between builds of a work in progress, whose rules may.
    static func buildIdentity() -> String {
        guard let path = Bundle.main.executablePath,
              let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return "unknown build" }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
        let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size)@\(date)"
    }

    /// A file's contents as a 64-bit hash and their count: a stale hit would need both to
    /// collide. Eight bytes a step, each mixed in as MurmurHash3's block step, then the tail a
    /// byte at a time and a final avalanche (FNV-1a's byte steps were half the cost of keying a
    /// large project). Fixed constants, so the same in every process and on every machine.
    static func hash(_ bytes: [UInt8]) -> String {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15
        bytes.withUnsafeBytes { raw in
            let words = raw.count / 8
            for i in 0..<words {
                var k = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self))
                k = k &* 0x87C3_7B91_1142_53D5
                k = (k << 31) | (k >> 33)
                h ^= k &* 0x4CF5_AD43_2745_937F
                h = ((h << 27) | (h >> 37)) &* 5 &+ 0x52DC_E729
            }
            for byte in raw[(words * 8)...] {
                h = (h ^ UInt64(byte)) &* 0x100_0000_01B3
            }
        }
        h ^= h >> 33
        h = h &* 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 33
        h = h &* 0xC4CE_B9FE_1A85_EC53
        h ^= h >> 33
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + ":\(bytes.count)"
    }
}

/// A value (a profile, a project config, a suppression) written out field by field with sets
/// and dictionaries sorted, so equal values give equal text in every process (Swift's own
/// hashing is seeded per process). Iterative, so no input can nest it into a stack overflow.
enum CanonicalText {
    private enum Item {
        case text(String)
        case value(Any)
    }

    static func of(_ value: Any) -> String {
        var out = ""
        var stack: [Item] = [.value(value)]
        while let item = stack.popLast() {
            switch item {
            case .text(let text):
                out += text
            case .value(let value):
                // Most fields are plain values: skip reflecting on them.
                if let text = value as? String {
                    out += text.debugDescription
                    continue
                }
                if let number = value as? Int {
                    out += String(number)
                    continue
                }
                if let flag = value as? Bool {
                    out += flag ? "true" : "false"
                    continue
                }
                let mirror = Mirror(reflecting: value)
                switch mirror.displayStyle {
                case .dictionary, .set:
                    out += "{" + mirror.children.map { of($0.value) }.sorted().joined(separator: ",") + "}"
                default:
                    guard !mirror.children.isEmpty else {
                        out += String(reflecting: value)
                        continue
                    }
                    var fields: [Item] = [.text("(")]
                    for child in mirror.children {
                        fields += [.text((child.label ?? "") + ":"), .value(child.value), .text(",")]
                    }
                    fields.append(.text(")"))
                    stack += fields.reversed()
                }
            }
        }
        return out
    }
}
