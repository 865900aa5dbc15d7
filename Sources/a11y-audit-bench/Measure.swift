import Foundation
import SwiftUICorpus
import SwiftParser
import SwiftSyntax
#if canImport(Glibc)
import Glibc
#endif

/// Parses the listed files on all cores, as the audit does; prints nothing. The floor the
/// audit is compared with: the same swift-syntax build, the same files.
func parseFiles(listedIn manifest: String) {
    let files = (try? String(contentsOfFile: manifest, encoding: .utf8))?
        .split(separator: "\n").map(String.init) ?? []
    nonisolated(unsafe) let counter = UnsafeMutablePointer<Int>.allocate(capacity: max(files.count, 1))
    DispatchQueue.concurrentPerform(iterations: files.count) { i in
        guard let data = FileManager.default.contents(atPath: files[i]) else { return }
        let tree = data.withUnsafeBytes { Parser.parse(source: $0.bindMemory(to: UInt8.self)) }
        counter[i] = tree.statements.count
    }
    counter.deallocate()
}

/// Prints the report sizes and findings of a run's report folder, worked out by a child process
/// (`--report-figures`): reading a large JSON report here would grow this process, and a child
/// started by `posix_spawn` reports this process's peak memory as its own, inflating every
/// later figure.
func printReportFiguresFromChild(_ folder: String, me: String) {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: me)
    child.arguments = ["--report-figures", folder]
    let output = Pipe()
    child.standardOutput = output
    do {
        try child.run()
        let text = output.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        print(String(decoding: text, as: UTF8.self).trimmingCharacters(in: .newlines))
    } catch {
        print("reports: cannot read their figures (\(error))")
    }
}

/// Prints a line and flushes it: figures appear as they are measured, also into a file or pipe.
func print(_ line: String) {
    Swift.print(line)
    fflush(nil)
}

struct Measurement {
    var wall: Double
    var cpu: Double
    var peakRSSMiB: Double
    var status: Int32

    static func + (a: Measurement, b: Measurement) -> Measurement {
        Measurement(wall: a.wall + b.wall, cpu: a.cpu + b.cpu, peakRSSMiB: max(a.peakRSSMiB, b.peakRSSMiB),
                    status: max(a.status, b.status))
    }
}

/// Runs a child process (stdout to /dev/null) and measures it with wait4's resource usage,
/// so that peak RSS is the child's alone.
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

/// How many times each figure is measured (`BENCH_REPEAT`, 3 unless set): a shared machine's
/// other work slows single runs by as much as half, which would decide a verdict by chance.
let benchRepeats = max(1, Int(ProcessInfo.processInfo.environment["BENCH_REPEAT"] ?? "") ?? 3)

/// The fastest of `benchRepeats` runs (its wall and CPU time), with the highest peak RSS of
/// them all; `arguments` is asked again before each run (a fresh cache folder each time).
func measureBest(_ executable: String, _ arguments: () -> [String]) -> Measurement {
    best(of: measureRuns(executable, arguments))
}

/// Each of `benchRepeats` runs, for a figure printed with its spread.
func measureRuns(_ executable: String, _ arguments: () -> [String]) -> [Measurement] {
    (0..<benchRepeats).map { _ in measure(executable, arguments()) }
}

/// A floor and the figure compared with it, their runs taken in turn (floor, figure, floor, …):
/// a ratio of two blocks measured one after the other swung by a tenth when the machine's other
/// work changed between the blocks.
func measureBestInTurn(floor: (executable: String, arguments: () -> [String]),
                       figure: (executable: String, arguments: () -> [String])) -> (floor: Measurement, figure: Measurement) {
    var floorRuns: [Measurement] = [], figureRuns: [Measurement] = []
    for _ in 0..<benchRepeats {
        floorRuns.append(measure(floor.executable, floor.arguments()))
        figureRuns.append(measure(figure.executable, figure.arguments()))
    }
    return (best(of: floorRuns), best(of: figureRuns))
}

func best(of runs: [Measurement]) -> Measurement {
    var best = runs.min { $0.wall < $1.wall }!
    best.peakRSSMiB = runs.map(\.peakRSSMiB).max()!
    best.status = runs.map(\.status).max()!
    return best
}

/// Arguments giving one measured audit an empty cache folder of its own: it runs as a user's
/// first (default, cached) run does, never reusing what an earlier run or bench stored.
func freshCache(_ folder: String) -> [String] {
    try? FileManager.default.removeItem(atPath: folder)
    return ["--cache-path", folder]
}

/// One table row: name, then throughput (when a count is given), wall, CPU, peak RSS.
func row(_ name: String, _ m: Measurement, count: Int? = nil, unit: String = "files/s") -> String {
    let rate = count.map { String(format: "%9.0f ", Double($0) / m.wall) + unit.padding(toLength: 7, withPad: " ", startingAt: 0) }
        ?? String(repeating: " ", count: 17)
    return name.padding(toLength: 40, withPad: " ", startingAt: 0) + rate
        + String(format: "  %8.2f  %7.2f  %9.1f", m.wall, m.cpu, m.peakRSSMiB)
        + (m.status > 1 ? "  (exit \(m.status))" : "")
}

let tableHeader = "phase".padding(toLength: 40, withPad: " ", startingAt: 0)
    + "       throughput    wall s    cpu s   peak MiB"

/// A number with a fixed count of decimals.
func fixed(_ value: Double, digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }

/// `met` / `MISSED`, for a figure and its limit.
func verdict(_ value: Double, atMost limit: Double) -> String { value <= limit ? "met" : "MISSED" }

/// Writes one path per line (the list `--parse` reads).
func writeList(_ paths: [String], to file: String) {
    try! paths.joined(separator: "\n").write(toFile: file, atomically: false, encoding: .utf8)
}

/// Writes the generated app into `folder`, its file list into `list`, and a one-line summary
/// into `list.summary`.
func generateApp(into folder: String, files count: Int, list: String) {
    var corpus = SwiftUICorpus(seed: 2026)
    let files = corpus.app(files: count)
    var bytes = 0
    for file in files {
        let path = folder + "/" + file.path
        try! FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        try! file.text.write(toFile: path, atomically: false, encoding: .utf8)
        bytes += file.text.utf8.count
    }
    writeList(files.map { folder + "/" + $0.path }, to: list)
    let views = files.filter { $0.kind == .view || $0.kind == .viewModifier }.count
    try! "\(files.count) files (\(views) declare views), \(bytes / 1024) KiB"
        .write(toFile: list + ".summary", atomically: false, encoding: .utf8)
}
