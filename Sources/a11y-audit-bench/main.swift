import Foundation
import SwiftParser
import SwiftSyntax
import SwiftUICorpus
#if canImport(Glibc)
import Glibc
#endif

// `make bench`: generates a deterministic app-shaped corpus and measures, each in its own
// process (so peak RSS is per phase): (a) SwiftParser over every file, (b) SwiftParser over
// the files that declare views, (c) the whole audit with every report. The targets:
// c/b ≤ 1.5 and c/a ≤ 0.6. A benchmark that prints figures, not a test.

let arguments = Array(CommandLine.arguments.dropFirst())

/// Parses the listed files on all cores, as the audit does; prints nothing.
func parseFiles(listedIn manifest: String) {
    let files = (try? String(contentsOfFile: manifest, encoding: .utf8))?
        .split(separator: "\n").map(String.init) ?? []
    nonisolated(unsafe) let counter = UnsafeMutablePointer<Int>.allocate(capacity: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { i in
        guard let data = FileManager.default.contents(atPath: files[i]) else { return }
        let tree = data.withUnsafeBytes { Parser.parse(source: $0.bindMemory(to: UInt8.self)) }
        counter[i] = tree.statements.count
    }
    counter.deallocate()
}

struct Measurement {
    var wall: Double
    var cpu: Double
    var peakRSSMiB: Double
    var status: Int32
}

/// Runs a child process and measures it with wait4's resource usage.
func measure(_ executable: String, _ args: [String]) -> Measurement {
    var pid: pid_t = 0
    let argv = ([executable] + args).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let start = Date()
    guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
        fatalError("cannot run \(executable)")
    }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let wall = Date().timeIntervalSince(start)
    let cpu = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return Measurement(wall: wall, cpu: cpu, peakRSSMiB: Double(usage.ru_maxrss) / 1024,
                       status: (status >> 8) & 0xff)
}

if arguments.first == "--parse" {
    parseFiles(listedIn: arguments[1])
    exit(0)
}

let fileCount = Int(ProcessInfo.processInfo.environment["BENCH_FILES"] ?? "") ?? 3000
let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-audit-bench").path
let corpusDir = root + "/corpus"
try? FileManager.default.removeItem(atPath: root)
try! FileManager.default.createDirectory(atPath: corpusDir, withIntermediateDirectories: true)

var corpus = SwiftUICorpus(seed: 2026)
let files = corpus.app(files: fileCount)
var bytes = 0
for file in files {
    let path = corpusDir + "/" + file.path
    try! FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                             withIntermediateDirectories: true)
    try! file.text.write(toFile: path, atomically: false, encoding: .utf8)
    bytes += file.text.utf8.count
}
let allList = root + "/all.txt", viewList = root + "/views.txt"
try! files.map { corpusDir + "/" + $0.path }.joined(separator: "\n").write(toFile: allList, atomically: false, encoding: .utf8)
let viewFiles = files.filter { $0.kind == .view || $0.kind == .viewModifier }
try! viewFiles.map { corpusDir + "/" + $0.path }.joined(separator: "\n").write(toFile: viewList, atomically: false, encoding: .utf8)

let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
let cli = me.deletingLastPathComponent().appendingPathComponent("a11y-audit").path
print("corpus: \(files.count) files (\(viewFiles.count) declare views), \(bytes / 1024) KiB, \(ProcessInfo.processInfo.activeProcessorCount) cores")

let phases: [(String, Int, String, [String])] = [
    ("(a) parse every file", files.count, me.path, ["--parse", allList]),
    ("(b) parse view files", viewFiles.count, me.path, ["--parse", viewList]),
    ("(c) audit + reports", files.count, cli, ["audit", corpusDir, "--reports", root + "/reports", "--quiet"]),
]
var results: [Measurement] = []
print("phase".padding(toLength: 24, withPad: " ", startingAt: 0) + "   files/s     wall s    cpu s   peak RSS MiB")
for (name, count, exe, args) in phases {
    let m = measure(exe, args)
    results.append(m)
    let line = name.padding(toLength: 24, withPad: " ", startingAt: 0)
        + String(format: " %9.0f  %9.2f  %7.2f  %12.1f", Double(count) / m.wall, m.wall, m.cpu, m.peakRSSMiB)
        + (m.status > 1 ? "  (exit \(m.status))" : "")
    print(line)
}
let (a, b, c) = (results[0].wall, results[1].wall, results[2].wall)
print(String(format: "c/a = %.2f (target ≤ 0.60)   c/b = %.2f (target ≤ 1.50)", c / a, c / b))

// Declarative descriptions: the same screen shape at two sizes, 16× apart (the targets: 5 million
// view nodes in ≤ 10 s and ≤ 1.5 GB; 16× the input in ≤ 18× the time).
let largeNodes = Int(ProcessInfo.processInfo.environment["BENCH_NODES"] ?? "") ?? 5_000_000
func describedScreens(nodes: Int, to path: String) -> Int {
    // Each screen: a VStack of rows, each row an HStack holding an icon button, a text and a toggle.
    let nodesPerRow = 5, rowsPerScreen = 200
    let screens = max(1, nodes / (nodesPerRow * rowsPerScreen + 1))
    FileManager.default.createFile(atPath: path, contents: nil)
    let handle = FileHandle(forWritingAtPath: path)!
    handle.write(Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<screens>\n".utf8))
    var written = 0
    for s in 0..<screens {
        var chunk = "<screen name=\"Generated\(s)\"><VStack>\n"
        for r in 0..<rowsPerScreen {
            chunk += r % 50 == 0
                ? "<HStack><Button><Image systemName=\"trash\"/></Button><Text>Row \(r)</Text><Toggle title=\"Enabled\" isOn=\"{$on}\"/></HStack>\n"
                : "<HStack><Button title=\"Open \(r)\"/><Text>Row \(r)<font value=\".body\"/></Text><Toggle title=\"On \(r)\" isOn=\"{$on}\"/></HStack>\n"
        }
        chunk += "</VStack></screen>\n"
        handle.write(Data(chunk.utf8))
        written += rowsPerScreen * nodesPerRow + 1
    }
    handle.write(Data("</screens>\n".utf8))
    try? handle.close()
    return written
}
var described: [(Int, Measurement)] = []
for nodes in [largeNodes / 16, largeNodes] {
    let file = root + "/described-\(nodes).a11y.xml"
    let actual = describedScreens(nodes: nodes, to: file)
    let m = measure(cli, ["audit", file, "--quiet", "--fail-on", "never"])
    described.append((actual, m))
    print("(d) described, \(actual) nodes".padding(toLength: 24, withPad: " ", startingAt: 0)
        + String(format: " %9.0f  %9.2f  %7.2f  %12.1f", Double(actual) / m.wall, m.wall, m.cpu, m.peakRSSMiB)
        + " nodes/s" + (m.status > 1 ? "  (exit \(m.status))" : ""))
}
let scale = Double(described[1].0) / Double(described[0].0)
print(String(format: "described: %.0f× the nodes took %.1f× the time (target ≤ 18× for 16×); %.2f s for %d nodes (target ≤ 10 s)",
             scale, described[1].1.wall / described[0].1.wall, described[1].1.wall, described[1].0))
