import Foundation
import SwiftUICorpus

// `make bench`: figures, not tests. Each measured phase runs in its own process (so peak RSS is
// that phase's), next to a parse-only floor from the same swift-syntax build in the same run:
// 1. the real apps in ../shared/bench (BENCH_REAL changes the folder): the whole audit with every
//    report against parsing every file, both apps in one run against one by one, report sizes,
//    findings against distinct places;
// 2. a generated app whose screens share a design system (BENCH_FILES files);
// 3. declarative screens at two sizes 16× apart (BENCH_NODES nodes for the larger).

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--parse" {
    parseFiles(listedIn: arguments[1])
    exit(0)
}

let environment = ProcessInfo.processInfo.environment
let work = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-audit-bench").path
try? FileManager.default.removeItem(atPath: work)
try! FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
let cli = me.deletingLastPathComponent().appendingPathComponent("a11y-audit").path
print("\(ProcessInfo.processInfo.activeProcessorCount) cores; work folder \(work)")

// 1. Real apps.
let realRoot = environment["BENCH_REAL"] ?? "../shared/bench"
if FileManager.default.fileExists(atPath: realRoot) {
    RealAppsBench(root: realRoot, cli: cli, me: me.path, work: work).run()
} else {
    print("\nreal apps: \(realRoot) not found (set BENCH_REAL)")
}

// 2. A generated app, kept on disk in the work folder.
let fileCount = Int(environment["BENCH_FILES"] ?? "") ?? 3000
let corpusDir = work + "/corpus"
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
let allList = work + "/all.txt"
writeList(files.map { corpusDir + "/" + $0.path }, to: allList)
let viewFiles = files.filter { $0.kind == .view || $0.kind == .viewModifier }
print("\ngenerated app: \(files.count) files (\(viewFiles.count) declare views; screens share a design system "
      + "four levels deep), \(bytes / 1024) KiB")
print(tableHeader)
let parse = measure(me.path, ["--parse", allList])
print(row("parse every file (floor)", parse, count: files.count))
let audit = measure(cli, ["audit", corpusDir, "--reports", work + "/reports", "--quiet", "--fail-on", "never"])
print(row("audit + every report", audit, count: files.count))
print(fixed(audit.wall / parse.wall) + " = audit / parse-all (target ≤ 3: \(verdict(audit.wall / parse.wall, atMost: 3)))")

// 3. Declarative descriptions.
DescribedBench(work: work, cli: cli, largeNodes: Int(environment["BENCH_NODES"] ?? "") ?? 5_000_000).run()
